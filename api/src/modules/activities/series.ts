// The charts of issue 11's pages, read from the rollups like the highlight
// charts (modules/highlight/queries.ts readFacts): a DAILY series from the
// hourly grain, the others from the highlight daily and monthly tables.
import {
  HighlightFilterError,
  parseHighlightFilter,
  parseSeriesFilter,
  type HighlightFilter,
  type RawHighlightQuery,
} from '../../domain/highlight-filter';
import { bucketIndex, periodBuckets, type Bucket } from '../../domain/highlight-period';
import type { HighlightMode } from '@qrguard/shared-api/contract';
import { badRequest } from '../../http/errors';
import type { FactRow } from '../highlight/queries';

/** The filter of a list or map, or a 400 naming the field. */
export function listFilterOf(query: RawHighlightQuery, today: string): HighlightFilter {
  try {
    return parseHighlightFilter(query, today);
  } catch (err) {
    if (err instanceof HighlightFilterError) throw badRequest(err.message, err.details);
    throw err;
  }
}

export interface SeriesFilter extends HighlightFilter {
  mode: HighlightMode;
  buckets: Bucket[];
  grain: 'hourly' | 'daily' | 'months';
}

/** The filter and buckets of a chart, or a 400 naming the field. */
export function seriesFilterOf(
  query: RawHighlightQuery & { start: string; end: string; mode: HighlightMode },
  today: string,
): SeriesFilter {
  try {
    const filter = parseSeriesFilter(query, today);
    const buckets = periodBuckets(filter.mode, filter.range.from, filter.range.to);
    const grain = filter.mode === 'DAILY' ? 'hourly' : filter.mode === 'YEARLY' ? 'months' : 'daily';
    return { ...filter, buckets, grain };
  } catch (err) {
    if (err instanceof HighlightFilterError) throw badRequest(err.message, err.details);
    throw err;
  }
}

/** Sums each fact into its bucket, per named series; facts outside every bucket are ignored. */
export function perBucket<K extends string>(
  buckets: readonly Bucket[],
  facts: readonly FactRow[],
  series: Record<K, (f: FactRow) => boolean>,
): ({ period: string } & Record<K, number>)[] {
  const keys = Object.keys(series) as K[];
  const out = buckets.map((b) => ({
    period: b.period,
    ...(Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>),
  }));
  for (const f of facts) {
    const i = bucketIndex(buckets, f.bucket);
    if (i < 0) continue;
    const row = out[i]! as Record<K, number>;
    for (const k of keys) if (series[k](f)) row[k] += f.n;
  }
  return out;
}
