import type { SessionUser } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../http/errors';
import type { Principal } from '../users/queries';

/** Sign-in's own refusals (403): an inactive account, or one without this product. */
export function assertMayUseThisProduct(principal: Principal, productCategoryId: number): void {
  if (!principal.active) throw forbidden('This account is inactive. Please contact an administrator.');
  if (!principal.productCategoryIds.includes(productCategoryId)) {
    throw forbidden('This account has no access to this product.');
  }
}

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
    language: principal.language,
    role: principal.roles,
    permissions: principal.permissions,
    product_category: productCategoryId,
    super_admin: principal.superAdmin ? 1 : 0,
  };
}
