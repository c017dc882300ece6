// Reads of Report Suspect and the Not Found log (issue 12; contract/suspect.ts).
// The table and the suspect cards count the same rows of `suspects` (the
// flags the engine raises in the transaction of the tripping scan) through one
// WHERE; the Not Found figures come from the rollups the highlight pages read,
// so the cards agree with those pages by construction.
import {
  distanceKm,
  SUSPECT_DETAIL_MAX_SCANS,
  type NotFoundRow,
  type SuspectCards,
  type SuspectDetail,
  type SuspectFlag,
  type SuspectReason,
  type SuspectRow,
  type SuspectTrip,
} from '@qrguard/shared-api/contract';
import type { Queryable } from '../../db';
import type { DayRange } from '../../domain/highlight-filter';
import { limitOffset, orderBy, type PageRequest, type SortOrder } from '../../domain/paging';
import { REASON_DISTANT, REASON_TOO_MANY } from '../../domain/suspicion';
import { iso } from '../../lib/time';
import { Params, rangeSql } from '../activities/queries';
import { dashboardStats } from '../highlight/figures';
import { readFacts } from '../highlight/queries';

export interface SuspectFilter {
  range: DayRange;
  /** Variant ids; absent: every variant. */
  variant?: number[] | undefined;
  reason?: SuspectReason | undefined;
  timeZone: string;
}

type Sort = { by?: string | undefined; order?: SortOrder | undefined };

/** The flags of the filter (alias `s`): the one WHERE of the table, its total and the suspect cards. */
function suspectWhere(p: Params, f: SuspectFilter): string {
  const clauses = rangeSql(p, 's.flagged_at', f.range, f.timeZone);
  if (f.range.from > f.range.to) clauses.push('false');
  if (f.variant) clauses.push(`s.variant_id = any(${p.add(f.variant)}::int[])`);
  if (f.reason !== undefined) clauses.push(`s.reason = ${p.add(f.reason)}`);
  return clauses.join(' and ');
}

/**
 * The reset that cleared a flag (alias `r`): reset.ts clears the code's open flags and records the
 * reset in one transaction, so the reset's time is the flag's cleared_at (both now()).
 */
const CLEARING_RESET = `left join lateral (
    select x.username, x.scans_before from customer_scan_resets x
     where x.qr_code_id = s.qr_code_id and x.reset_at = s.cleared_at
     order by x.id limit 1) r on true`;

/**
 * Jumlah Scan: the customer scans that count toward suspicion for the flag: the code's count now
 * while the flag is open; once a reset cleared it, the count that reset took back to 0.
 */
const FLAG_COUNT = `case when s.cleared_at is null then c.customer_scans else coalesce(r.scans_before, s.scan_count) end`;

const SUSPECT_SORT_COLUMNS = {
  scan_date: 's.flagged_at',
  count: FLAG_COUNT,
  qrcode: 'c.qrcode',
  id: 's.id',
};

export async function suspectPage(
  q: Queryable,
  f: SuspectFilter,
  sort: Sort,
  page: PageRequest,
): Promise<{ rows: SuspectRow[]; total: number }> {
  const order = orderBy(SUSPECT_SORT_COLUMNS, sort, { by: 'scan_date', order: 'DESC' }, 's.id');
  const p = new Params();
  const where = suspectWhere(p, f);
  const win = limitOffset(page);
  const [count, rows] = await Promise.all([
    q.query<{ total: string }>(`select count(*)::text as total from suspects s where ${where}`, p.values),
    q.query<Record<string, unknown>>(
      `select s.id, c.qrcode, v.name as variant, s.reason, s.flagged_at, s.cleared_at, r.username as cleared_by,
              ${FLAG_COUNT} as count
         from suspects s
         join qr_codes c on c.id = s.qr_code_id
         join variants v on v.id = s.variant_id
         ${CLEARING_RESET}
        where ${where}
        order by ${order} limit ${win.limit} offset ${win.offset}`,
      p.values,
    ),
  ]);
  return {
    total: Number(count[0]?.total ?? 0),
    rows: rows.map((r) => ({
      id: Number(r.id),
      qrcode: r.qrcode as string,
      variant: r.variant as string,
      reason: r.reason as SuspectReason,
      count: Number(r.count),
      scan_date: iso(r.flagged_at),
      cleared_at: r.cleared_at === null ? null : iso(r.cleared_at),
      cleared_by: (r.cleared_by as string | null) ?? null,
    })),
  };
}

/**
 * The five cards. The suspect ones count the table's rows (same WHERE, without a reason); QR Not
 * Found and Suspicious QR are the highlight overview's facts for the same days and variants
 * (the not-found part of "Suspicious Item Found", and all of it).
 */
export async function suspectCards(q: Queryable, f: Omit<SuspectFilter, 'reason'>): Promise<SuspectCards> {
  const p = new Params();
  const [byReason, facts] = await Promise.all([
    q.query<{ reason: string; n: string }>(
      `select s.reason, count(*)::text as n from suspects s where ${suspectWhere(p, f)} group by s.reason`,
      p.values,
    ),
    readFacts(q, {
      range: f.range,
      dims: f.variant ? { variant: f.variant } : {},
      actors: ['customer'],
      results: ['Success', 'Not Found'],
      buckets: 'none',
    }),
  ]);
  const flags = (reason: string) => Number(byReason.find((r) => r.reason === reason)?.n ?? 0);
  const tooMany = flags(REASON_TOO_MANY);
  const distant = flags(REASON_DISTANT);
  return {
    total: tooMany + distant,
    scan_more_than_5: tooMany,
    scan_different_location: distant,
    qr_not_found: facts.filter((r) => r.result === 'Not Found').reduce((sum, r) => sum + r.n, 0),
    suspicious_qr: dashboardStats(facts).invalid,
  };
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The trip between two located scans, as the "Scan beda tempat" rule measured it. */
export function tripOf(
  from: { at: Date; lat: number; lng: number },
  to: { at: Date; lat: number; lng: number },
): SuspectTrip {
  const km = distanceKm(from, to);
  const hours = Math.abs(to.at.getTime() - from.at.getTime()) / 3_600_000;
  return {
    from: { scan_date: from.at.toISOString(), lat: from.lat, lng: from.lng },
    to: { scan_date: to.at.toISOString(), lat: to.lat, lng: to.lng },
    distance_km: round(km, 1),
    hours: round(hours, 2),
    speed_kmh: hours === 0 ? null : Math.round(km / hours),
  };
}

/**
 * A code's customer scans and flags in the range (undefined when the code does not exist). A
 * "Scan beda tempat" flag carries its trip: the tripping scan (the code's customer scan at the
 * flag's instant and place) and the located customer scan the engine compared it with, which is
 * the code's last located one before it (in the order the engine applied them, the ids), not
 * older than the last reset before the flag (a reset forgets the last location).
 */
export async function suspectDetail(
  q: Queryable,
  qrcode: string,
  f: { range: DayRange; reason?: SuspectReason | undefined; timeZone: string },
): Promise<SuspectDetail | undefined> {
  const [code] = await q.query<{ id: number; qrcode: string; variant: string }>(
    `select c.id, c.qrcode, v.name as variant from qr_codes c join variants v on v.id = c.variant_id where c.qrcode = $1`,
    [qrcode],
  );
  if (!code) return undefined;

  const sp = new Params();
  const scanWhere = [
    `e.qr_code_id = ${sp.add(code.id)}`,
    `e.actor = 'customer'`,
    ...rangeSql(sp, 'e.scanned_at', f.range, f.timeZone),
  ];
  if (f.range.from > f.range.to) scanWhere.push('false');

  const fp = new Params();
  const flagWhere = [`s.qr_code_id = ${fp.add(code.id)}`, suspectWhere(fp, f)];
  const distant = fp.add(REASON_DISTANT);

  const [scans, scanCount, flags] = await Promise.all([
    q.query<Record<string, unknown>>(
      `select e.id, e.scanned_at, e.lat, e.lng, e.customer_type from scan_events e
        where ${scanWhere.join(' and ')} order by e.scanned_at desc, e.id desc limit ${SUSPECT_DETAIL_MAX_SCANS}`,
      sp.values,
    ),
    q.query<{ n: string }>(`select count(*)::text as n from scan_events e where ${scanWhere.join(' and ')}`, sp.values),
    q.query<Record<string, unknown>>(
      `select s.id, s.reason, s.flagged_at, s.cleared_at, r.username as cleared_by, ${FLAG_COUNT} as count,
              t.scanned_at as to_at, t.lat as to_lat, t.lng as to_lng,
              b.scanned_at as from_at, b.lat as from_lat, b.lng as from_lng
         from suspects s
         join qr_codes c on c.id = s.qr_code_id
         ${CLEARING_RESET}
         left join lateral (
           select e.id, e.scanned_at, e.lat, e.lng from scan_events e
            where s.reason = ${distant} and e.qr_code_id = s.qr_code_id and e.actor = 'customer'
              and e.scanned_at = s.flagged_at and e.lat is not null and e.lng is not null
            order by (e.lat = s.lat and e.lng = s.lng) desc, e.id
            limit 1) t on true
         left join lateral (
           select e.scanned_at, e.lat, e.lng from scan_events e
            where e.qr_code_id = s.qr_code_id and e.actor = 'customer' and e.id < t.id
              and e.lat is not null and e.lng is not null
              and e.scanned_at >= coalesce(
                (select max(x.reset_at) from customer_scan_resets x
                  where x.qr_code_id = s.qr_code_id and x.reset_at <= s.flagged_at), '-infinity')
            order by e.id desc
            limit 1) b on t.id is not null
        where ${flagWhere.join(' and ')}
        order by s.flagged_at desc, s.id desc`,
      fp.values,
    ),
  ]);

  return {
    qrcode: code.qrcode,
    variant: code.variant,
    scans_total: Number(scanCount[0]?.n ?? 0),
    scans: scans.map((r) => ({
      id: Number(r.id),
      qrcode: code.qrcode,
      variant: code.variant,
      scan_date: iso(r.scanned_at),
      lat: num(r.lat),
      lng: num(r.lng),
      customer_type: (r.customer_type as string | null) ?? null,
    })),
    flags: flags.map((r): SuspectFlag => ({
      id: Number(r.id),
      reason: r.reason as SuspectReason,
      scan_date: iso(r.flagged_at),
      count: Number(r.count),
      cleared_at: r.cleared_at === null ? null : iso(r.cleared_at),
      cleared_by: (r.cleared_by as string | null) ?? null,
      trip:
        r.to_at !== null && r.from_at !== null
          ? tripOf(
              { at: new Date(iso(r.from_at)), lat: Number(r.from_lat), lng: Number(r.from_lng) },
              { at: new Date(iso(r.to_at)), lat: Number(r.to_lat), lng: Number(r.to_lng) },
            )
          : null,
    })),
  };
}

// ---- The Not Found log ----------------------------------------------------------------------

/** The customer scans the log lists, written as the partial index states them (migration 330). */
const NOT_FOUND_SCANS = `e.actor = 'customer' and e.result = 'Not Found'`;

/** Sort keys to columns: of the page's inner query (with the variants joined), and of its rows outside. */
const NOT_FOUND_SORT_COLUMNS = { created_at: 'e.scanned_at', url: 'e.url', variant: 'v.name', id: 'e.id' };
const NOT_FOUND_PAGE_COLUMNS = { ...NOT_FOUND_SORT_COLUMNS, variant: 'e.variant' };

/** The number of not-found customer scans in the range, from the rollups (the QR Not Found card's figure). */
export async function notFoundTotal(q: Queryable, range: DayRange): Promise<number> {
  const facts = await readFacts(q, { range, dims: {}, actors: ['customer'], results: ['Not Found'], buckets: 'none' });
  return facts.reduce((sum, r) => sum + r.n, 0);
}

/**
 * One page of the log and its total. The page is cut from the not-found scans alone (an index walk
 * for the default sort); a page in the second half is read from the other end (the order reversed,
 * the offset counted from the end), so the last page costs what the first does. Only the page's
 * rows look up their URL's newest report with a photo.
 */
export async function notFoundPage(
  q: Queryable,
  f: { range: DayRange; timeZone: string },
  sort: Sort,
  page: PageRequest,
): Promise<{ rows: NotFoundRow[]; total: number }> {
  const by = sort.by ?? 'created_at';
  const direction: SortOrder = sort.order ?? (sort.by ? 'ASC' : 'DESC');
  const fallback = { by: 'created_at', order: 'DESC' } as const;
  const order = orderBy(NOT_FOUND_SORT_COLUMNS, { by, order: direction }, fallback, 'e.id');
  const total = f.range.from > f.range.to ? 0 : await notFoundTotal(q, f.range);
  const win = limitOffset(page);
  if (win.offset >= total) return { rows: [], total };
  const size = Math.min(win.limit, total - win.offset);
  const fromEnd = total - win.offset - size;
  const inner =
    fromEnd < win.offset
      ? `${orderBy(NOT_FOUND_SORT_COLUMNS, { by, order: direction === 'ASC' ? 'DESC' : 'ASC' }, { by, order: direction }, 'e.id')} limit ${size} offset ${fromEnd}`
      : `${order} limit ${size} offset ${win.offset}`;
  const p = new Params();
  const where = [NOT_FOUND_SCANS, ...rangeSql(p, 'e.scanned_at', f.range, f.timeZone)].join(' and ');
  const rows = await q.query<Record<string, unknown>>(
    `select e.id, e.url, e.scanned_at, e.lat, e.lng, e.variant, ph.id as report_id, ph.reason
       from (select e.id, e.url, e.scanned_at, e.lat, e.lng, v.name as variant
               from scan_events e left join variants v on v.id = e.variant_id
              where ${where} order by ${inner}) e
       left join lateral (
         select r.id, r.reason from customer_reports r
          where r.qr_code_id is null and r.photo_key is not null and r.url = e.url
          order by r.reported_at desc, r.id desc limit 1) ph on true
      order by ${orderBy(NOT_FOUND_PAGE_COLUMNS, { by, order: direction }, fallback, 'e.id')}`,
    p.values,
  );
  return {
    total,
    rows: rows.map((r) => ({
      id: Number(r.id),
      url: (r.url as string | null) ?? '',
      variant: (r.variant as string | null) ?? null,
      created_at: iso(r.scanned_at),
      lat: num(r.lat),
      lng: num(r.lng),
      report_id: num(r.report_id),
      reason: (r.reason as string | null) ?? null,
      has_photo: r.report_id !== null && r.report_id !== undefined,
    })),
  };
}
