// The answers of a refused user form, shared by the dashboard's and the apps'
// user routes: 400 with every failing field in `details` (the spec's words),
// 409 naming the field when a username is taken.
import { USER_FORM_MESSAGES, type FieldError } from '@qrguard/shared-api/contract';
import { HttpError } from '../../http/errors';

/**
 * 400 listing every failing field. `message` is the details' messages joined
 * by line breaks: what the page shows (spec reports-settings 8) whether it reads
 * `details` or only `message`.
 */
export function formRefused(details: FieldError[]): HttpError {
  const ordered = [...details].sort((a, b) => rank(a.field) - rank(b.field));
  return new HttpError(400, ordered.map((d) => d.message).join('\n'), ordered);
}

/** The form's order (spec 5's list): the rules' and the database's messages are told in one order. */
const FIELD_ORDER = [
  'role',
  'type',
  'status',
  'product_category',
  'company',
  'label_maker_id',
  'username',
  'password',
  'retype_password',
];
const rank = (field: string) => {
  const i = FIELD_ORDER.indexOf(field.replace(/^body\//, ''));
  return i === -1 ? FIELD_ORDER.length : i;
};

/** 409: the username is taken by another account of the same kind. */
export function usernameTaken(username: string): HttpError {
  return new HttpError(409, `Username "${username}" is already taken.`, [
    { field: 'body/username', message: USER_FORM_MESSAGES.usernameTaken },
  ]);
}

/** PostgreSQL's unique_violation: the race two creates of one name can still lose. */
export const isUniqueViolation = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === '23505';

export const conflict = (message: string) => new HttpError(409, message);
export const notFound = (message: string) => new HttpError(404, message);
