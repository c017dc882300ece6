// Deep pages of the scan lists without walking the offset (issue 11 figures).
//
// A scan list is ordered by scan time (`scan_date`) or by result and then
// scan time (`status`), the id breaking ties. The highlight rollups
// (highlight_company_daily and _monthly, kept in each scan's transaction and
// equal to the raw events) count the events of every business-local day per
// actor, result and master-data ids: exactly the dimensions of a list's
// filter. So the position of a page can be found in them: which month, then
// which day holds the page's first row and how many of that day's rows come
// before it. The page is then read from the day's boundary with an index range
// scan that skips at most one day's rows (index-only), instead of an OFFSET
// walk over half the list.
//
// Exactness: a day's rows are the events in [start of day, start of next day)
// as instants; that is what the rollups count only when the business time
// zone keeps one UTC offset over the days concerned (no DST step inside a
// day boundary). `fixedOffsetOver` checks it; otherwise the caller walks the
// offset as before. The counts and the rows are read in one REPEATABLE READ
// snapshot, so a batch committed meanwhile cannot shift the rows under the
// counts.
import type { Queryable } from '../../db';
import type { DayRange, HighlightDims } from '../../domain/highlight-filter';
import { addDays, splitByMonths } from '../../domain/highlight-period';
import type { SortOrder } from '../../domain/paging';

/** Adds parameters and returns their placeholders (the same as activities/queries' Params). */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const ROLLUP_DIMS: Record<keyof HighlightDims, string> = {
  variant: 'variant_id',
  labelmaker: 'label_maker_id',
  bottlemaker: 'bottle_maker_id',
  oilmaker: 'oil_maker_id',
};

export interface SeekFilter {
  range: DayRange;
  dims: HighlightDims;
  actors: readonly string[];
  results: readonly string[];
  timeZone: string;
}

/** One result's (or, not grouped, every result's) rows of one month of the list. */
export interface MonthCount {
  /** The result; '' when the list is not grouped by result. */
  group: string;
  /** The month's first day, YYYY-MM-DD. */
  month: string;
  n: number;
}

function rollupWhere(p: Params, f: SeekFilter, results: readonly string[]): string[] {
  const out = [`actor = any(${p.add(f.actors)}::text[])`, `result = any(${p.add(results)}::text[])`];
  for (const field of ['variant', 'labelmaker', 'bottlemaker', 'oilmaker'] as const) {
    const ids = f.dims[field];
    if (ids) out.push(`${ROLLUP_DIMS[field]} = any(${p.add(ids)}::int[])`);
  }
  return out;
}

/**
 * The list's rows per month (and per result when `byResult`), in the order
 * `walk` reads them (result first, in the database's own order of text, the
 * same as the list's ORDER BY). Whole months come from the monthly table,
 * the partial months at either end of the range from the daily one, as the
 * charts and the list's total read them (highlight/queries readFacts).
 */
export async function monthCounts(
  q: Queryable,
  f: SeekFilter,
  byResult: boolean,
  walk: SortOrder,
): Promise<MonthCount[]> {
  const { from, to } = f.range;
  if (from > to) return [];
  const p = new Params();
  const where = rollupWhere(p, f, f.results);
  const parts: string[] = [];
  const split = splitByMonths(from, to);
  for (const d of split.days)
    parts.push(
      `select date_trunc('month', bucket)::date as month, result, count from highlight_company_daily
        where bucket between ${p.add(d.from)}::date and ${p.add(d.to)}::date and ${where.join(' and ')}`,
    );
  if (split.months)
    parts.push(
      `select bucket as month, result, count from highlight_company_monthly
        where bucket between ${p.add(split.months.from)}::date and ${p.add(split.months.to)}::date and ${where.join(' and ')}`,
    );
  const group = byResult ? 'result' : `''::text`;
  const rows = await q.query<{ grp: string; month: string; n: string }>(
    `select ${group} as grp, to_char(month, 'YYYY-MM-DD') as month, sum(count)::text as n
       from (${parts.join('\nunion all\n')}) x
      group by 1, month having sum(count) > 0
      order by 1 ${walk}, month ${walk}`,
    p.values,
  );
  return rows.map((r) => ({ group: r.grp, month: r.month, n: Number(r.n) }));
}

/** The rows per day of one month (of one result when `group` is not ''), in the order `walk` reads them. */
export async function dayCounts(
  q: Queryable,
  f: SeekFilter,
  group: string,
  month: string,
  walk: SortOrder,
): Promise<{ day: string; n: number }[]> {
  const monthEnd = addDays(nextMonthStart(month), -1);
  const from = f.range.from > month ? f.range.from : month;
  const to = f.range.to < monthEnd ? f.range.to : monthEnd;
  const p = new Params();
  const where = rollupWhere(p, f, group === '' ? f.results : [group]);
  const rows = await q.query<{ day: string; n: string }>(
    `select to_char(bucket, 'YYYY-MM-DD') as day, sum(count)::text as n from highlight_company_daily
      where bucket between ${p.add(from)}::date and ${p.add(to)}::date and ${where.join(' and ')}
      group by bucket having sum(count) > 0 order by bucket ${walk}`,
    p.values,
  );
  return rows.map((r) => ({ day: r.day, n: Number(r.n) }));
}

function nextMonthStart(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * Where a piece of a page starts: in group `group`, at the boundary of a day
 * or a month (its end walking newest first, its start oldest first; null: the
 * list's own edge), after `skip` rows; `take` rows.
 */
export interface PagePiece {
  group: string;
  bound: { unit: 'day' | 'month'; date: string } | null;
  skip: number;
  take: number;
}

/**
 * The pieces of the page of `size` rows at `offset` (counted in walk order):
 * the first starts inside one group after `skip` rows of its starting day;
 * when that group ends before the page does, the page goes on at the start of
 * the next groups (status order). `days` answers a month's day counts (a
 * query), asked only for the month the page starts in, and only when the
 * page does not start at that month's first row.
 */
export async function locatePage(
  months: readonly MonthCount[],
  offset: number,
  size: number,
  days: (group: string, month: string) => Promise<{ day: string; n: number }[]>,
): Promise<PagePiece[]> {
  // Per group: its rows, and where the page falls in it.
  const groups: { group: string; n: number; months: MonthCount[] }[] = [];
  for (const m of months) {
    const last = groups.at(-1);
    if (last && last.group === m.group) {
      last.n += m.n;
      last.months.push(m);
    } else groups.push({ group: m.group, n: m.n, months: [m] });
  }
  const pieces: PagePiece[] = [];
  let before = 0;
  let wanted = size;
  for (const g of groups) {
    if (wanted <= 0) break;
    if (before + g.n <= offset) {
      before += g.n;
      continue;
    }
    const inGroup = Math.max(0, offset - before);
    const take = Math.min(wanted, g.n - inGroup);
    pieces.push(
      inGroup === 0 ? { group: g.group, bound: null, skip: 0, take } : await startInGroup(g, inGroup, take, days),
    );
    wanted -= take;
    before += g.n;
  }
  return pieces;
}

async function startInGroup(
  g: { group: string; months: MonthCount[] },
  inGroup: number,
  take: number,
  days: (group: string, month: string) => Promise<{ day: string; n: number }[]>,
): Promise<PagePiece> {
  let before = 0;
  for (const m of g.months) {
    if (before + m.n <= inGroup) {
      before += m.n;
      continue;
    }
    const inMonth = inGroup - before;
    if (inMonth === 0) return { group: g.group, bound: { unit: 'month', date: m.month }, skip: 0, take };
    let beforeDay = 0;
    for (const d of await days(g.group, m.month)) {
      if (beforeDay + d.n > inMonth)
        return { group: g.group, bound: { unit: 'day', date: d.day }, skip: inMonth - beforeDay, take };
      beforeDay += d.n;
    }
    // The day counts did not add up to the month's (cannot happen within one snapshot): say so loudly.
    throw new Error(`rollup days of ${m.month} do not add up to the month's ${m.n} rows`);
  }
  throw new Error(`offset ${inGroup} is beyond the group's rows`);
}

/**
 * The instant bound of a piece's walk, as SQL: walking newest first the rows
 * before the end of `day` (or of the month), oldest first those from its start.
 */
export function boundSql(
  p: { add(v: unknown): string },
  piece: PagePiece,
  walk: SortOrder,
  timeZone: string,
  column: string,
): string | null {
  const b = piece.bound;
  if (b === null) return null;
  const first = b.date;
  const after = b.unit === 'day' ? addDays(b.date) : nextMonthStart(b.date);
  const tz = p.add(timeZone);
  return walk === 'DESC'
    ? `${column} < (${p.add(`${after} 00:00:00`)}::timestamp at time zone ${tz})`
    : `${column} >= (${p.add(`${first} 00:00:00`)}::timestamp at time zone ${tz})`;
}

const yearOffsets = new Map<string, string | null>();

/** The zone's one UTC offset through `year` (with a day's margin either side), or null when it changes. */
function yearOffset(timeZone: string, year: number): string | null {
  const key = `${timeZone}|${year}`;
  const known = yearOffsets.get(key);
  if (known !== undefined) return known;
  const fmt = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  const offsetAt = (ms: number) => fmt.formatToParts(ms).find((x) => x.type === 'timeZoneName')?.value ?? '';
  const start = Date.UTC(year, 0, 1) - 2 * 86_400_000;
  const end = Date.UTC(year + 1, 0, 1) + 2 * 86_400_000;
  const first = offsetAt(start);
  let answer: string | null = first;
  // Twice a day: no zone has stepped its clock and back within half a day.
  for (let t = start; t <= end; t += 43_200_000)
    if (offsetAt(t) !== first) {
      answer = null;
      break;
    }
  yearOffsets.set(key, answer);
  return answer;
}

/** Whether `timeZone` keeps one UTC offset from `from` to `to` (business-local days): day boundaries are then exact instants. */
export function fixedOffsetOver(timeZone: string, from: string, to: string): boolean {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  let offset: string | null | undefined;
  for (let y = first; y <= last; y++) {
    const o = yearOffset(timeZone, y);
    if (o === null || (offset !== undefined && o !== offset)) return false;
    offset = o;
  }
  return true;
}
