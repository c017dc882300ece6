// Every response of the API has the same envelope: `status`, `message`, `data`
// and, when the list is paged, `meta`. The client rejects a body without
// `status` (spec shell-highlights 8), so the server must always send one.
import { Type, type Static, type TSchema } from 'typebox';

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

/** Paging and sorting of the shared table (spec shell-highlights 7). */
export const PageQuery = Type.Object({
  pagination: Type.Optional(Type.Boolean({ default: true })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 15 })),
  order: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')])),
  by: Type.Optional(Type.String({ maxLength: 64 })),
});
export type PageQuery = Static<typeof PageQuery>;

/** A date filter as sent by the client: YYYY-MM-DD, or with the client's " 00:00:00" / " 23:59:59". */
export const DateParam = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$',
  description: 'YYYY-MM-DD, optionally followed by HH:mm:ss',
});

export type Envelope<T> = { status: true; message: string; data: T };
export type Paged<T> = { status: true; message: string; data: T[]; meta: PageMeta };
