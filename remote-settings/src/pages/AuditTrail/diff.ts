// The before/after of an audit event as a readable diff: one line per field
// whose value changed ("field: old → new"), nothing for unchanged fields.
// A create has no before and a delete no after: every field of the other side
// is a change then. The API records whole rows (shared-api DashboardUserRow,
// AppUserRow), so what is bookkeeping (the row's id, when it was created) and
// the ids that mirror a named field (role beside roles, product_category_ids
// beside product_category, company_name beside company, label_maker_id beside
// label_maker) are left out: each change reads once, in words. Pure: the page and its tests share it.

/** Recorded, but not something a person changed. */
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at']);
/** A field left out when the snapshot also holds the named one it mirrors. */
const MIRROR_OF: Readonly<Record<string, string>> = {
  role: 'roles',
  product_category_ids: 'product_category',
  company_name: 'company',
  label_maker_id: 'label_maker',
};

export interface FieldChange {
  field: string;
  /** undefined: the field did not exist on that side (a create or a delete). */
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNothing = (value: unknown) => value === undefined || value === null || value === '';

/** Equal by value: arrays and objects (JSON from the API) compare by their content; no value is no value. */
function same(a: unknown, b: unknown): boolean {
  if (a === b || (isNothing(a) && isNothing(b))) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields that differ between `before` and `after`, in the order the
 * fields first appear (before's, then after's new ones). Anything that is not
 * an object on one side counts as "no fields" there.
 */
export function diffChanges(before: unknown, after: unknown): FieldChange[] {
  const old = isRecord(before) ? before : {};
  const next = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  const recorded = new Set(fields);
  return fields
    .filter((field) => !BOOKKEEPING.has(field))
    .filter((field) => !(Object.hasOwn(MIRROR_OF, field) && recorded.has(MIRROR_OF[field]!)))
    .filter((field) => !same(old[field], next[field]))
    .map((field) => ({ field, before: old[field], after: next[field] }));
}

/** A value of a diff as text: lists comma-joined, objects as JSON, nothing as undefined (the caller's dash). */
export function valueText(value: unknown): string | undefined {
  if (isNothing(value)) return undefined;
  if (Array.isArray(value)) return value.map((item) => valueText(item) ?? '').join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
