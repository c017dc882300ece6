import type { SessionUser } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../users/queries';

/** What the client keeps about the signed-in user (spec shell-highlights 3), with a fresh token. */
export function sessionUser(app: FastifyInstance, principal: Principal, productCategoryId: number): SessionUser {
  const { token, expiresAt } = app.issueToken(principal);
  return {
    token,
    expires_at: expiresAt.toISOString(),
    id: principal.id,
    display_name: principal.display_name,
    name: principal.username,
    fullname: principal.fullname,
    role: principal.roles,
    permissions: principal.permissions,
    product_category: productCategoryId,
    super_admin: principal.superAdmin ? 1 : 0,
  };
}
