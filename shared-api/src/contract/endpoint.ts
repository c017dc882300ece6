// What an entry of the endpoint table holds, and the one helper that makes
// an entry. The helper closes the request schemas: an object in a body or a
// query string refuses keys it does not declare, so a misspelt field or
// filter is a 400 naming it instead of being quietly ignored (decided once
// here for every route, and visible in the OpenAPI document).
import type { TSchema } from 'typebox';
import type { DeviceAccess } from './ingest';
import type { PermissionCode } from './permissions';

/**
 * 'public': no token; 'user': any signed-in user; 'superAdmin': super administrators only;
 * a code: users holding that permission (super admins hold all);
 * a DeviceAccess: a label maker's station key or a mobile-app token (ingest.ts).
 * Who passes is decided by one function, `mayOpen` in access.ts.
 */
export type Access = 'public' | 'user' | 'superAdmin' | PermissionCode | DeviceAccess;

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  access: Access;
  /** Path parameters (`:id` in the url), converted from text like a query. */
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: TSchema;
}

/**
 * Sets `additionalProperties: false` on every object schema of a request
 * that does not decide for itself. Intersections are refused: with closed
 * branches no value could pass, so request schemas spread their fields into
 * one object instead.
 */
export function closeObjects(schema: unknown): void {
  if (schema === null || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  if (Array.isArray(node.allOf))
    throw new Error('request schemas must not use Type.Intersect: spread the fields into one Type.Object');
  if (node.type === 'object' && node.properties !== undefined && !('additionalProperties' in node)) {
    node.additionalProperties = false;
  }
  for (const key of ['properties', 'patternProperties'] as const) {
    const children = node[key];
    if (children && typeof children === 'object') for (const child of Object.values(children)) closeObjects(child);
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = node[key];
    if (Array.isArray(branches)) for (const branch of branches) closeObjects(branch);
  }
  if (node.items) closeObjects(node.items);
}

/** An entry of the endpoint table, with its request schemas closed (see closeObjects). */
export const endpoint = <E extends Endpoint>(e: E): E => {
  closeObjects(e.params);
  closeObjects(e.querystring);
  closeObjects(e.body);
  return e;
};
