// Pre-aggregated counts the dashboards read instead of raw events (issue 3:
// "dashboards never scan raw events"). Every fact the engine records (a scan,
// an issued code, a report, a new suspect) adds 1 (or n) to one row per grain:
// the local hour and the local day in the business time zone, by actor,
// result, verdict, reason, customer type, variant, label maker, oil maker and
// bottle maker. Deltas of a batch are summed first, then upserted in key
// order, so concurrent writers always lock rollup rows in the same order.
import type { Actor, CustomerType, ScanResult, Verdict } from './constants';
import { localBuckets } from './local-time';

/** Who did it: the four scanning actors, the QR provider issuing codes, the system flagging suspects. */
export type RollupActor = Actor | 'provider' | 'system';
/** The scan results, plus the facts that are not scans. */
export type RollupResult = ScanResult | 'Issued' | 'Report' | 'Suspect';

export interface RollupDims {
  actor: RollupActor;
  result: RollupResult;
  /** Customer and enforcement scans of a known code; '' otherwise. */
  verdict: Verdict | '';
  /** Report reason or suspicion reason; '' otherwise. */
  reason: string;
  customerType: CustomerType | '';
  /** 0 when unknown (a not-found URL). */
  variantId: number;
  labelMakerId: number;
  oilMakerId: number;
  bottleMakerId: number;
}

export interface RollupRow extends RollupDims {
  /** "YYYY-MM-DD HH:00:00" for the hourly grain, "YYYY-MM-DD" for the daily grain. */
  bucket: string;
  count: number;
}

/** The dimensions as a map key; the bucket is prefixed to it (so keys sort by bucket first). */
const dimsKey = (d: RollupDims) =>
  `${d.actor}\u0001${d.result}\u0001${d.verdict}\u0001${d.reason}\u0001${d.customerType}\u0001` +
  `${d.variantId}\u0001${d.labelMakerId}\u0001${d.oilMakerId}\u0001${d.bottleMakerId}`;

/** Sums rollup deltas of a batch for both grains. */
export class RollupAccumulator {
  private readonly hourly = new Map<string, RollupRow>();
  private readonly daily = new Map<string, RollupRow>();
  /** Buckets of the UTC hours seen: events of a batch cluster in few hours. */
  private readonly buckets = new Map<number, { hour: string; day: string }>();

  /**
   * `hourlySince`: facts before it are counted in the daily grain only. The
   * hourly grain serves the Today view; a bulk load of years of history need
   * not fill it (see docs/data-engine.md).
   */
  constructor(
    private readonly timeZone: string,
    private readonly hourlySince?: Date,
  ) {}

  add(at: Date, dims: RollupDims, count = 1): void {
    const t = at.getTime();
    const utcHour = Math.floor(t / 3_600_000);
    let b = this.buckets.get(utcHour);
    if (!b) {
      b = localBuckets(at, this.timeZone);
      this.buckets.set(utcHour, b);
    }
    const key = dimsKey(dims);
    if (this.hourlySince === undefined || t >= this.hourlySince.getTime()) bump(this.hourly, b.hour, key, dims, count);
    bump(this.daily, b.day, key, dims, count);
  }

  /** The summed rows of each grain, in key order. */
  rows(): { hourly: RollupRow[]; daily: RollupRow[] } {
    return { hourly: sorted(this.hourly), daily: sorted(this.daily) };
  }

  /** Adds rows summed elsewhere (a batch's) to these totals. */
  merge(rows: { hourly: readonly RollupRow[]; daily: readonly RollupRow[] }): void {
    for (const r of rows.hourly) bump(this.hourly, r.bucket, dimsKey(r), r, r.count);
    for (const r of rows.daily) bump(this.daily, r.bucket, dimsKey(r), r, r.count);
  }

  get size(): number {
    return this.daily.size;
  }
}

function bump(map: Map<string, RollupRow>, bucket: string, dimsText: string, dims: RollupDims, count: number): void {
  const key = `${bucket}\u0001${dimsText}`;
  const row = map.get(key);
  if (row) row.count += count;
  else
    map.set(key, {
      bucket,
      actor: dims.actor,
      result: dims.result,
      verdict: dims.verdict,
      reason: dims.reason,
      customerType: dims.customerType,
      variantId: dims.variantId,
      labelMakerId: dims.labelMakerId,
      oilMakerId: dims.oilMakerId,
      bottleMakerId: dims.bottleMakerId,
      count,
    });
}

function sorted(map: Map<string, RollupRow>): RollupRow[] {
  return [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}
