// Deep pages of the scan lists sorted by id (issue 11 figures), through the
// id blocks of migration 402: per block of 4096 ids, actor and result, the
// number of events and their earliest and latest scan time.
//
// A block whose times lie inside the list's date range holds exactly its
// count of the list's rows, one outside none; the blocks across the range's
// ends are counted on the spot (their 4096 ids by the primary key). With every
// block's rows known, the page's block and the rows to skip inside it follow,
// and the page is read block by block with primary-key range scans. Used only
// where the blocks hold the filter's dimensions (scope, date range, result:
// no master-data filter), and only when the blocks' sum equals the list's
// total from the rollups; otherwise the caller walks the offset.
import type { Queryable } from '../../db';
import type { DayRange } from '../../domain/highlight-filter';
import { addDays } from '../../domain/highlight-period';
import type { SortOrder } from '../../domain/paging';

/** Ids per block: 2^12 (migration 402's `id >> 12`). */
export const ID_BLOCK_BITS = 12;
/** More blocks across the range's ends than this (events stored long after their scan time) and the offset is walked. */
const MAX_PARTIAL_BLOCKS = 64;

export interface IdPiece {
  block: number;
  skip: number;
  take: number;
}

/**
 * The pieces of the page of `size` rows at `offset` (counted in `walk`
 * order), or null when the blocks cannot say (too many partial blocks, or a
 * sum that differs from `total`). `where` selects the list's rows of
 * `scan_events e` with `params`.
 */
export async function locateIdPage(
  q: Queryable,
  f: { actors: readonly string[]; results: readonly string[]; range: DayRange; timeZone: string },
  where: { sql: string; params: unknown[] },
  total: number,
  offset: number,
  size: number,
  walk: SortOrder,
): Promise<IdPiece[] | null> {
  const blocks = await q.query<{ block: string; inside: string | null; partial: boolean }>(
    `with r as (select ($1::timestamp at time zone $3) as lo, ($2::timestamp at time zone $3) as hi)
     select b.block::text as block, (sum(b.n) filter (where b.first_at >= r.lo and b.last_at < r.hi))::text as inside,
            bool_or(not (b.first_at >= r.lo and b.last_at < r.hi)) as partial
       from scan_id_blocks b, r
      where b.actor = any($4::text[]) and b.result = any($5::text[]) and b.n > 0
        and b.last_at >= r.lo and b.first_at < r.hi
      group by b.block order by b.block ${walk}`,
    [`${f.range.from} 00:00:00`, `${addDays(f.range.to)} 00:00:00`, f.timeZone, f.actors, f.results],
  );
  const partial = blocks.filter((b) => b.partial).map((b) => b.block);
  if (partial.length > MAX_PARTIAL_BLOCKS) return null;
  const exact = new Map<string, number>();
  if (partial.length > 0) {
    const n = where.params.length + 1;
    const rows = await q.query<{ block: string; n: string }>(
      `select b.block::text as block,
              (select count(*) from scan_events e
                where e.id >= b.block << ${ID_BLOCK_BITS} and e.id < (b.block + 1) << ${ID_BLOCK_BITS} and ${where.sql})::text as n
         from unnest($${n}::bigint[]) as b(block)`,
      [...where.params, partial],
    );
    for (const r of rows) exact.set(r.block, Number(r.n));
  }
  const counts = blocks.map((b) => ({
    block: Number(b.block),
    n: b.partial ? exact.get(b.block)! : Number(b.inside ?? 0),
  }));
  if (counts.reduce((s, b) => s + b.n, 0) !== total) return null;
  const pieces: IdPiece[] = [];
  let before = 0;
  let wanted = size;
  for (const b of counts) {
    if (wanted <= 0) break;
    if (b.n === 0 || before + b.n <= offset) {
      before += b.n;
      continue;
    }
    const skip = Math.max(0, offset - before);
    const take = Math.min(wanted, b.n - skip);
    pieces.push({ block: b.block, skip, take });
    wanted -= take;
    before += b.n;
  }
  return pieces;
}
