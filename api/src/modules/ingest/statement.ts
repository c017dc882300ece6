// Builds one SQL statement out of several writes, so that a batch costs one
// round trip to the database instead of one per table: each write is a
// data-modifying WITH clause, and every one of them runs to completion.

/** The parameters of one statement: add(value) returns its placeholder ($1, $2...). */
export class Params {
  readonly values: unknown[] = [];
  add = (value: unknown): string => {
    this.values.push(value);
    return `$${this.values.length}`;
  };
}

/**
 * `with w1 as (...), w2 as (...) select 1` over the writes given; null when
 * there is nothing to write. `finalSelect` replaces `select 1` (it runs once,
 * after the writes were planned: e.g. a pg_notify delivered at commit).
 */
export function combine(
  writes: readonly (string | null)[],
  /** Or a function of the writes' names (w1, w2...), for a final select that reads a write's RETURNING rows. */
  finalSelect: string | ((names: readonly string[]) => string) = 'select 1',
): string | null {
  const present = writes.filter((w): w is string => w !== null);
  if (present.length === 0) return null;
  const names = present.map((_w, i) => `w${i + 1}`);
  const last = typeof finalSelect === 'function' ? finalSelect(names) : finalSelect;
  return `with ${present.map((w, i) => `${names[i]} as (${w})`).join(',\n')}\n${last}`;
}
