// Reads of Customer Activities and of the scan histories of the reports
// (issue 11): the raw scan events, newest first, paged, filtered like the
// highlight pages (whole business-local days, master-data ids). The charts
// that summarise these lists and the lists' totals read the rollups; the rows
// come from scan_events with the same filter, so a chart's total equals its
// list's `total` and the rows the list pages through.
import { SCAN_RESULT_VALUES } from '@qrguard/shared-api/contract';
import type { Db, Queryable } from '../../db';
import type { DayRange, HighlightDims } from '../../domain/highlight-filter';
import { addDays } from '../../domain/highlight-period';
import { limitOffset, SortColumnError, type PageRequest, type SortOrder } from '../../domain/paging';
import { iso } from '../../lib/time';
import { boundSql, dayCounts, fixedOffsetOver, locatePage, monthCounts, type SeekFilter } from './seek';

/** Adds parameters and returns their placeholders. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The dimension conditions; `columns` names each dimension's column. */
export function dimsSql(p: Params, dims: HighlightDims, columns: Record<keyof HighlightDims, string>): string[] {
  const out: string[] = [];
  for (const field of ['variant', 'labelmaker', 'bottlemaker', 'oilmaker'] as const) {
    const ids = dims[field];
    if (ids) out.push(`${columns[field]} = any(${p.add(ids)}::int[])`);
  }
  return out;
}

/** `column` inside the business-local days of `range` (both included), as instants. */
export function rangeSql(p: Params, column: string, range: DayRange, timeZone: string): string[] {
  const tz = p.add(timeZone);
  return [
    `${column} >= (${p.add(`${range.from} 00:00:00`)}::timestamp at time zone ${tz})`,
    `${column} < (${p.add(`${addDays(range.to)} 00:00:00`)}::timestamp at time zone ${tz})`,
  ];
}

/** Which scans a list holds. */
export type ScanScope = 'activities' | 'label_maker' | 'oil_maker';

const SCOPE_SQL: Record<ScanScope, string> = {
  // Written as the partial index scan_events_activity_newest states it (migration 320), so the planner uses it.
  activities: `e.actor <> 'enforcement'`,
  label_maker: `e.actor = 'label_maker'`,
  oil_maker: `e.actor = 'oil_maker'`,
};

const EVENT_DIMS = {
  variant: 'e.variant_id',
  labelmaker: 'e.label_maker_id',
  bottlemaker: 'e.bottle_maker_id',
  oilmaker: 'e.oil_maker_id',
};

export interface ScanListFilter {
  range: DayRange;
  dims: HighlightDims;
  status?: string | undefined;
  timeZone: string;
}

/** Sort keys of the scan lists (contract SCAN_HISTORY_SORT_KEYS / ACTIVITY_HISTORY_SORT_KEYS); the ORDER BY of each is scanOrder's. */
export const SCAN_SORT_COLUMNS: Record<'scan_date' | 'status', string> = {
  scan_date: 'e.scanned_at',
  status: 'e.result',
};

export interface ScanEventRow {
  id: number;
  url: string | null;
  qrcode: string | null;
  serial_number: string | null;
  product_name: string | null;
  variant: string | null;
  volume: number | null;
  result: string;
  actor: string;
  scanned_at: string;
  lat: number | null;
  lng: number | null;
  label_maker: string | null;
  oil_maker: string | null;
}

function scanWhere(scope: ScanScope, f: ScanListFilter): { sql: string; params: unknown[] } {
  const p = new Params();
  const clauses = [SCOPE_SQL[scope], ...rangeSql(p, 'e.scanned_at', f.range, f.timeZone)];
  if (f.range.from > f.range.to) clauses.push('false');
  if (f.status !== undefined) clauses.push(`e.result = ${p.add(f.status)}`);
  clauses.push(...dimsSql(p, f.dims, EVENT_DIMS));
  return { sql: clauses.join(' and '), params: p.values };
}

/** The actors of each list, as the rollups name them. */
const SCOPE_ACTORS: Record<ScanScope, readonly string[]> = {
  activities: ['label_maker', 'oil_maker', 'customer'],
  label_maker: ['label_maker'],
  oil_maker: ['oil_maker'],
};

/** The ORDER BY of a sort key in one direction; the id breaks ties (a status group is in scan time order). */
function scanOrder(by: keyof typeof SCAN_SORT_COLUMNS, direction: SortOrder): string {
  const column = `${SCAN_SORT_COLUMNS[by]} ${direction}`;
  if (by === 'status') return `${column}, ${SCAN_SORT_COLUMNS.scan_date} ${direction}, e.id ${direction}`;
  return `${column}, e.id ${direction}`;
}

const flip = (o: SortOrder): SortOrder => (o === 'ASC' ? 'DESC' : 'ASC');

/**
 * Runs `fn` in one REPEATABLE READ snapshot when `q` can open a transaction
 * (the counts of the rollups and the rows then agree under ingestion).
 */
export async function inSnapshot<T>(q: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const db = q as Partial<Db>;
  if (typeof db.transaction !== 'function') return fn(q);
  return db.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read, read only');
    return fn(tx);
  });
}

/** The page's events joined to their code, product and companies, in `order`. */
async function pageRows(q: Queryable, inner: string, params: unknown[], order: string): Promise<ScanEventRow[]> {
  const rows = await q.query<Record<string, unknown>>(
    `select e.id, e.url, e.result, e.actor, e.scanned_at, e.lat, e.lng,
            c.qrcode, c.serial_number, pr.name as product_name, pr.volume_ml as volume, v.name as variant,
            lm.name as label_maker, om.code || ' - ' || om.name as oil_maker
       from (${inner}) e
       left join qr_codes c on c.id = e.qr_code_id
       left join products pr on pr.id = c.product_id
       left join variants v on v.id = e.variant_id
       left join label_makers lm on lm.id = e.label_maker_id
       left join oil_makers om on om.id = e.oil_maker_id
      order by ${order}`,
    params,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    url: (r.url as string | null) ?? null,
    qrcode: (r.qrcode as string | null) ?? null,
    serial_number: (r.serial_number as string | null) ?? null,
    product_name: (r.product_name as string | null) ?? null,
    variant: (r.variant as string | null) ?? null,
    volume: r.volume === null || r.volume === undefined ? null : Number(r.volume),
    result: r.result as string,
    actor: r.actor as string,
    scanned_at: iso(r.scanned_at),
    lat: r.lat === null || r.lat === undefined ? null : Number(r.lat),
    lng: r.lng === null || r.lng === undefined ? null : Number(r.lng),
    label_maker: (r.label_maker as string | null) ?? null,
    oil_maker: (r.oil_maker as string | null) ?? null,
  }));
}

/**
 * One page of scan events and the total of the filter. The total comes from
 * the rollups; the page is cut from scan_events alone and only its rows are
 * joined to their code, product and companies.
 *
 * Sorted by scan time or by status (result, then scan time), the rollups'
 * counts per month and day also say where the page starts (seek.ts): the
 * page is read from a day's boundary, skipping at most that day's rows. Where
 * day boundaries are not exact instants the offset is walked, from the nearer
 * end: a page in the second half of the list is read in the
 * reverse order with the offset counted from the end, so the last page costs
 * what the first does.
 */
export async function scanEventPage(
  q: Queryable,
  scope: ScanScope,
  filter: ScanListFilter,
  sort: { by?: string | undefined; order?: SortOrder | undefined },
  page: PageRequest,
): Promise<{ rows: ScanEventRow[]; total: number }> {
  const by = sort.by ?? 'scan_date';
  // An own property only: `constructor` or `__proto__` must not pass (the contract refuses them already).
  if (!Object.hasOwn(SCAN_SORT_COLUMNS, by)) throw new SortColumnError(by, Object.keys(SCAN_SORT_COLUMNS));
  const key = by as keyof typeof SCAN_SORT_COLUMNS;
  const direction: SortOrder = sort.order ?? (sort.by ? 'ASC' : 'DESC');
  const order = scanOrder(key, direction);
  const win = limitOffset(page);
  return inSnapshot(q, async (tx) => {
    const seek: SeekFilter = {
      range: filter.range,
      dims: filter.dims,
      actors: SCOPE_ACTORS[scope],
      results: filter.status !== undefined ? [filter.status] : SCAN_RESULT_VALUES,
      timeZone: filter.timeZone,
    };
    const months = await monthCounts(tx, seek, key === 'status', direction);
    const total = months.reduce((s, m) => s + m.n, 0);
    if (win.offset >= total) return { rows: [], total };
    const size = Math.min(win.limit, total - win.offset);
    const fromEnd = total - win.offset - size;
    const reversed = fromEnd < win.offset;
    const walk = reversed ? flip(direction) : direction;
    const w = scanWhere(scope, filter);

    if (months.length > 0 && fixedOffsetOver(filter.timeZone, months[0]!.month, months.at(-1)!.month)) {
      // months is in `direction` order; read the other way round from the end.
      const pieces = await locatePage(
        reversed ? [...months].reverse() : months,
        reversed ? fromEnd : win.offset,
        size,
        (g, m) => dayCounts(tx, seek, g, m, walk),
      );
      const p = new Params();
      p.values.push(...w.params);
      const sql = pieces.map((piece) => {
        const clauses = [w.sql];
        if (key === 'status') clauses.push(`e.result = ${p.add(piece.group)}`);
        const bound = boundSql(p, piece, walk, filter.timeZone, 'e.scanned_at');
        if (bound) clauses.push(bound);
        return `(select e.id from scan_events e where ${clauses.join(' and ')}
                  order by e.scanned_at ${walk}, e.id ${walk} offset ${piece.skip} limit ${piece.take})`;
      });
      const rows = await pageRows(
        tx,
        `select e.* from scan_events e where e.id in (${sql.join('\nunion all\n')})`,
        p.values,
        order,
      );
      return { rows, total };
    }

    const inner = reversed
      ? `${scanOrder(key, walk)} limit ${size} offset ${fromEnd}`
      : `${order} limit ${size} offset ${win.offset}`;
    const rows = await pageRows(tx, `select e.* from scan_events e where ${w.sql} order by ${inner}`, w.params, order);
    return { rows, total };
  });
}

/** lat and lng both present and non-zero (spec 3: 0,0 means no location). */
export const located = (lat: number | null, lng: number | null): boolean =>
  lat !== null && lng !== null && lat !== 0 && lng !== 0;

/** The newest located customer scans of the filter (the Customer Distribution map). */
export async function locatedScans(
  q: Queryable,
  filter: ScanListFilter,
  limit: number,
): Promise<{ lat: number; lng: number; scan_date: string; status: string }[]> {
  const p = new Params();
  const clauses = [
    `e.actor = 'customer'`,
    'e.lat is not null',
    'e.lng is not null',
    'e.lat <> 0',
    'e.lng <> 0',
    ...rangeSql(p, 'e.scanned_at', filter.range, filter.timeZone),
    ...dimsSql(p, filter.dims, EVENT_DIMS),
  ];
  if (filter.range.from > filter.range.to) return [];
  if (filter.status !== undefined) clauses.push(`e.result = ${p.add(filter.status)}`);
  const rows = await q.query<{ lat: number; lng: number; scanned_at: unknown; result: string }>(
    `select e.lat, e.lng, e.scanned_at, e.result from scan_events e where ${clauses.join(' and ')}
      order by e.scanned_at desc, e.id desc limit ${Math.trunc(limit)}`,
    p.values,
  );
  return rows.map((r) => ({ lat: Number(r.lat), lng: Number(r.lng), scan_date: iso(r.scanned_at), status: r.result }));
}
