// What sign-in, the product switch and Edit Profile give the client: the
// session user, whose token names the product it was signed in to (issue 15:
// one API serves the oil, pad-shoe and vanbelt hosts; the host says which
// product it is, and the user must hold that product).
import type { SessionUser } from '@qrguard/shared-api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Queryable } from '../../db';
import { forbidden } from '../../http/errors';
import type { Principal } from '../users/queries';

/** Sign-in's own refusals (403): an inactive account, or one without this product. */
export function assertMayUseThisProduct(principal: Principal, productCategoryId: number): void {
  if (!principal.active) throw forbidden('This account is inactive. Please contact an administrator.');
  if (!principal.productCategoryIds.includes(productCategoryId)) {
    throw forbidden('This account has no access to this product.');
  }
}

/** 403 for a product id that names no product category (after the password check: nothing leaks before it). */
export async function assertProductExists(q: Queryable, productCategoryId: number): Promise<void> {
  const [product] = await q.query<{ id: number }>('select id from product_categories where id = $1', [
    productCategoryId,
  ]);
  if (!product) throw forbidden(`There is no product ${productCategoryId}.`);
}

/** The product a host asks for (login and cross-client `product_category`), else the API's configured one. */
export const requestedProduct = (config: Config, asked: number | undefined): number =>
  asked ?? config.productCategoryId;

/** The product of the signed-in request's session (its token's `pc`). */
export function sessionProduct(req: FastifyRequest, config: Config): number {
  return req.productCategoryId ?? config.productCategoryId;
}

/** What the client keeps about the signed-in user (spec shell-highlights 3), with a fresh token for the product. */
export function sessionUser(app: FastifyInstance, principal: Principal, productCategoryId: number): SessionUser {
  const { token, expiresAt } = app.issueToken(principal, productCategoryId);
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
    product_categories: [...principal.productCategoryIds],
    super_admin: principal.superAdmin ? 1 : 0,
  };
}
