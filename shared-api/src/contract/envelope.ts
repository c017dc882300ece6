// Every response of the API has the same envelope: `status`, `message`, `data`
// and, when the list is paged, `meta`. The client rejects a body without
// `status` (spec shell-highlights 8), so the server must always send one.
import { Type, type Static, type TSchema } from 'typebox';
import { literals } from './literals';
import { MAX_PAGE, MAX_PAGE_SIZE } from './paging-limits';

export const PageMeta = Type.Object({
  current_page: Type.Integer({ minimum: 1 }),
  last_page: Type.Integer({ minimum: 1 }),
  per_page: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
});
export type PageMeta = Static<typeof PageMeta>;

export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Literal(true), message: Type.String(), data });

export const PagedEnvelope = <T extends TSchema>(item: T) =>
  Type.Object({
    status: Type.Literal(true),
    message: Type.String(),
    data: Type.Array(item),
    meta: PageMeta,
  });

export const FieldError = Type.Object({ field: Type.String(), message: Type.String() });
export type FieldError = Static<typeof FieldError>;

/** The body of every 4xx/5xx answer. `details` lists field errors when validation failed. */
export const ErrorBody = Type.Object({
  status: Type.Literal(false),
  message: Type.String(),
  details: Type.Optional(Type.Array(FieldError)),
});
export type ErrorBody = Static<typeof ErrorBody>;

export { MAX_PAGE, MAX_PAGE_SIZE };

/**
 * The paging and sorting fields of a list query (spec shell-highlights 7: the
 * shared table): page and size are bounded integers, `by` is one of the
 * list's own sort keys (a 400 lists them), so nothing unbounded or unknown
 * reaches SQL.
 */
export function pageQueryFields<const K extends readonly [string, ...string[]]>(sortKeys: K) {
  return {
    pagination: Type.Optional(Type.Boolean({ default: true })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 15 })),
    order: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')])),
    by: Type.Optional(literals(sortKeys)),
  };
}

export { DateParam } from './dates';

export type Envelope<T> = { status: true; message: string; data: T };
export type Paged<T> = { status: true; message: string; data: T[]; meta: PageMeta };
