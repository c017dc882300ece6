// What a batch of ingestion adds to the Consumer Insight rollups (migration
// 360, insight_daily / insight_monthly), worked out without I/O from the
// engine's plan and the codes as they were before the batch. The facts and
// their keys are described in 360_insight.sql; the migration's backfill
// computes the same facts from the raw tables (the tests compare the two).
import { nearestCity, type INSIGHT_REPEAT_BANDS, type INSIGHT_SHELF_BANDS } from '@qrguard/shared-api/contract';
import type { CodeRecord, Plan } from '../../domain/ingest-plan';
import { localBuckets } from '../../domain/local-time';

export type InsightFact =
  'status' | 'channel' | 'hour' | 'weekday' | 'city' | 'suspicious' | 'flag' | 'report' | 'shelf' | 'repeat';

export interface InsightRow {
  fact: InsightFact;
  /** Business-local day "YYYY-MM-DD" (or the month's first day in the monthly grain). */
  bucket: string;
  variantId: number;
  key: string;
  count: number;
}

/**
 * A code whose customer scans moved it from one repeat band to another while
 * its first scan lies in an earlier batch: its cohort (the day of that first
 * scan) is read by the write itself from the code's scan events.
 */
export interface RepeatMove {
  qrCodeId: number;
  variantId: number;
  from: RepeatBand;
  to: RepeatBand;
  /** The day of the batch's last scan of the code: used only if the first scan cannot be found. */
  fallbackDay: string;
}

/** A scan farther than this from every known city is counted as "Other". */
export const CITY_RADIUS_KM = 150;
export const OTHER_CITY = 'Other';

export type RepeatBand = (typeof INSIGHT_REPEAT_BANDS)[number];
export type ShelfBand = (typeof INSIGHT_SHELF_BANDS)[number];

/** The repeat band of a code with `scans` customer scans; null for none. */
export function repeatBand(scans: number): RepeatBand | null {
  if (scans <= 0) return null;
  if (scans === 1) return '1';
  if (scans === 2) return '2';
  return scans <= 5 ? '3-5' : '6+';
}

const DAY_MS = 86_400_000;

/** The shelf band of a first customer scan at `at` of a code filled at `filledAt` (null: not filled). */
export function shelfBand(filledAt: Date | null, at: Date): ShelfBand {
  if (filledAt === null || filledAt.getTime() > at.getTime()) return 'unfilled';
  const ms = at.getTime() - filledAt.getTime();
  if (ms < 7 * DAY_MS) return 'lt7';
  if (ms < 30 * DAY_MS) return '7-29';
  if (ms < 90 * DAY_MS) return '30-89';
  if (ms < 180 * DAY_MS) return '90-179';
  if (ms < 365 * DAY_MS) return '180-364';
  return '365+';
}

/** The city key of a scan's location: a known city within CITY_RADIUS_KM, "Other", or '' when not located. */
export function cityKey(lat: number | null, lng: number | null): string {
  if (lat === null || lng === null || lat === 0 || lng === 0) return '';
  const { city, km } = nearestCity({ lat, lng });
  return km <= CITY_RADIUS_KM ? city.name : OTHER_CITY;
}

/** ISO day of the week of a "YYYY-MM-DD" day: 1 Monday .. 7 Sunday. */
export function isoWeekday(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

class Sums {
  private readonly rows = new Map<string, InsightRow>();
  add(fact: InsightFact, bucket: string, variantId: number, key: string, count = 1): void {
    const k = `${fact}\u0001${bucket}\u0001${variantId}\u0001${key}`;
    const row = this.rows.get(k);
    if (row) row.count += count;
    else this.rows.set(k, { fact, bucket, variantId, key, count });
  }
  /** Rows with a non-zero sum, in key order (the upsert locks rows in that order). */
  sorted(): InsightRow[] {
    return [...this.rows.values()]
      .filter((r) => r.count !== 0)
      .sort((a, b) => cmp(a.fact, b.fact) || cmp(a.bucket, b.bucket) || a.variantId - b.variantId || cmp(a.key, b.key));
  }
}
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The daily insight deltas of a plan, and the repeat moves whose cohort the write looks up. */
export function insightFacts(
  plan: Pick<Plan, 'events' | 'changedCodes' | 'suspects' | 'reports'>,
  before: ReadonlyMap<string, CodeRecord>,
  timeZone: string,
): { daily: InsightRow[]; moves: RepeatMove[] } {
  const sums = new Sums();
  const beforeById = new Map<number, CodeRecord>();
  for (const c of before.values()) beforeById.set(c.facts.id, c);
  const afterById = new Map<number, CodeRecord>();
  for (const c of plan.changedCodes) afterById.set(c.facts.id, c);
  /** The customer scans counted so far per code in this batch (starting from the count before it). */
  const scansSoFar = new Map<number, number>();
  /** The cohort day of codes first scanned in this batch. */
  const cohort = new Map<number, string>();
  const lastDay = new Map<number, string>();
  /** Open suspicion flags per code so far in this batch (by the time of each scan). */
  const flagsAt = new Map<number, Date[]>();
  for (const s of plan.suspects) {
    const list = flagsAt.get(s.qrCodeId) ?? [];
    list.push(s.at);
    flagsAt.set(s.qrCodeId, list);
  }

  for (const e of plan.events) {
    if (e.actor !== 'customer') continue;
    const { day, hour } = localBuckets(e.at, timeZone);
    const variantId = e.variantId ?? 0;
    sums.add('status', day, variantId, e.result === 'Not Found' ? 'not_found' : (e.verdict ?? ''));
    sums.add('channel', day, variantId, e.customerType ?? '');
    sums.add('hour', day, variantId, hour.slice(11, 13));
    sums.add('weekday', day, variantId, String(isoWeekday(day)));
    sums.add('city', day, variantId, cityKey(e.lat, e.lng));
    const id = e.qrCodeId;
    if (id === null || e.result === 'Not Found') continue;
    const was = beforeById.get(id);
    if (!was) continue;
    const wasFlagged = was.suspectReasons.length > 0;
    const flaggedNow = (flagsAt.get(id) ?? []).some((at) => at.getTime() <= e.at.getTime());
    if (wasFlagged || flaggedNow) sums.add('suspicious', day, variantId, '');
    const n = (scansSoFar.get(id) ?? was.state.customerScans) + 1;
    scansSoFar.set(id, n);
    lastDay.set(id, day);
    if (n === 1) {
      // The code's first customer scan (since a reset, if any): its cohort and its shelf time.
      cohort.set(id, day);
      const after = afterById.get(id) ?? was;
      sums.add('shelf', day, variantId, shelfBand(after.state.validityStart, e.at));
    }
  }

  const moves: RepeatMove[] = [];
  for (const [id, n] of scansSoFar) {
    const was = beforeById.get(id)!;
    const from = repeatBand(was.state.customerScans);
    const to = repeatBand(n)!;
    if (from === to) continue;
    const variantId = was.facts.variantId;
    const first = cohort.get(id);
    if (first !== undefined) sums.add('repeat', first, variantId, to);
    else moves.push({ qrCodeId: id, variantId, from: from!, to, fallbackDay: lastDay.get(id)! });
  }

  for (const s of plan.suspects) sums.add('flag', localBuckets(s.at, timeZone).day, s.variantId, s.reason);
  for (const r of plan.reports) {
    const code = r.qrCodeId === null ? undefined : beforeById.get(r.qrCodeId);
    sums.add('report', localBuckets(r.at, timeZone).day, code?.facts.variantId ?? 0, r.reason);
  }
  return { daily: sums.sorted(), moves: moves.sort((a, b) => a.qrCodeId - b.qrCodeId) };
}

/** Daily rows summed into their months (bucket = the month's first day), in key order. */
export function monthlyRows(daily: readonly InsightRow[]): InsightRow[] {
  const sums = new Sums();
  for (const r of daily) sums.add(r.fact, `${r.bucket.slice(0, 7)}-01`, r.variantId, r.key, r.count);
  return sums.sorted();
}
