// The highlight dashboards' calls (spec shell-highlights 7). Each takes the
// page's filter and returns the envelope's `data`. The query string follows
// spec 7: null and empty values are skipped, lists are comma-joined; the client
// adds " 00:00:00" / " 23:59:59" to start and end. Meanings of every figure:
// contract/highlight.ts.
import { api } from '../client';
import type { HighlightMode, HighlightQuery, HighlightSeriesQuery, ResponseOf } from '../contract';

// Runtime constants of the contract without typebox (the schemas stay out of the browser bundle).
export { HIGHLIGHT_MODES, UNKNOWN_VARIANT_KEY, reasonVariantKey, variantKey } from '../contract/highlight-keys';

type Ids = readonly number[] | number | null | undefined;

/** The filter of a highlight page as the pages hold it (ids as numbers). */
export interface HighlightFilter {
  /** YYYY-MM-DD, business-local, inclusive. */
  start?: string | null;
  end?: string | null;
  variant?: Ids;
  labelmaker?: Ids;
  bottlemaker?: Ids;
  oilmaker?: Ids;
  /** Sent only to the series endpoints. */
  mode?: HighlightMode | null;
}

/** The series endpoints need a bounded range and a mode. */
export interface HighlightSeriesFilter extends HighlightFilter {
  start: string;
  end: string;
  mode: HighlightMode;
}

const ID_FIELDS = ['variant', 'labelmaker', 'bottlemaker', 'oilmaker'] as const;

function joinIds(ids: Ids): string | undefined {
  const list = ids === null || ids === undefined ? [] : typeof ids === 'number' ? [ids] : ids;
  return list.length > 0 ? list.join(',') : undefined;
}

/** The query of the endpoints without a mode: empty values dropped, ids comma-joined, no `mode`. */
export function toHighlightQuery(filter: HighlightFilter): HighlightQuery {
  const query: HighlightQuery = {};
  if (filter.start) query.start = filter.start;
  if (filter.end) query.end = filter.end;
  for (const field of ID_FIELDS) {
    const ids = joinIds(filter[field]);
    if (ids !== undefined) query[field] = ids;
  }
  return query;
}

/** The query of the series endpoints: the filter plus the mode. */
export function toHighlightSeriesQuery(filter: HighlightSeriesFilter): HighlightSeriesQuery {
  return { ...toHighlightQuery(filter), start: filter.start, end: filter.end, mode: filter.mode };
}

const get = <T>(path: string, searchParams: HighlightQuery | HighlightSeriesQuery) =>
  api.get(path, { searchParams }).json<{ data: T }>();

// ---- Highlights overview ----

/** GET /api/highlight/overview: highlight stats and the first-version dashboard stats. */
export async function fetchHighlightOverview(
  filter: HighlightFilter = {},
): Promise<ResponseOf<'highlightOverview'>['data']> {
  return (await get<ResponseOf<'highlightOverview'>['data']>('api/highlight/overview', toHighlightQuery(filter))).data;
}

/** GET /api/highlight/scan-chart: valid and invalid customer scans per period. */
export async function fetchHighlightScanChart(
  filter: HighlightSeriesFilter,
): Promise<ResponseOf<'highlightScanChart'>['data']> {
  return (
    await get<ResponseOf<'highlightScanChart'>['data']>('api/highlight/scan-chart', toHighlightSeriesQuery(filter))
  ).data;
}

/** GET /api/highlight/by-product: invalid customer scans per product, largest first. */
export async function fetchHighlightByProduct(
  filter: HighlightFilter = {},
): Promise<ResponseOf<'highlightByProduct'>['data']> {
  return (await get<ResponseOf<'highlightByProduct'>['data']>('api/highlight/by-product', toHighlightQuery(filter)))
    .data;
}

// ---- Highlight - Label Maker ----

/** GET /api/highlight/labelmaker-scan-overview: the label-maker cards. */
export async function fetchLabelMakerScanOverview(
  filter: HighlightFilter = {},
): Promise<ResponseOf<'labelMakerScanOverview'>['data']> {
  return (
    await get<ResponseOf<'labelMakerScanOverview'>['data']>(
      'api/highlight/labelmaker-scan-overview',
      toHighlightQuery(filter),
    )
  ).data;
}

/** GET /api/highlight/labelmaker-variant-overview: activate_/totalscan_ per variant per period. */
export async function fetchLabelMakerVariantOverview(
  filter: HighlightSeriesFilter,
): Promise<ResponseOf<'labelMakerVariantOverview'>['data']> {
  return (
    await get<ResponseOf<'labelMakerVariantOverview'>['data']>(
      'api/highlight/labelmaker-variant-overview',
      toHighlightSeriesQuery(filter),
    )
  ).data;
}

/** GET /api/highlight/labelmaker-bottlemaker-overview: verified and failed labels per bottle maker. */
export async function fetchLabelMakerBottleMakerOverview(
  filter: HighlightFilter = {},
): Promise<ResponseOf<'labelMakerBottleMakerOverview'>['data']> {
  return (
    await get<ResponseOf<'labelMakerBottleMakerOverview'>['data']>(
      'api/highlight/labelmaker-bottlemaker-overview',
      toHighlightQuery(filter),
    )
  ).data;
}

/** GET /api/highlight/labelmaker-company-overview: verified labels per label maker, split by variant. */
export async function fetchLabelMakerCompanyOverview(
  filter: HighlightFilter = {},
): Promise<ResponseOf<'labelMakerCompanyOverview'>['data']> {
  return (
    await get<ResponseOf<'labelMakerCompanyOverview'>['data']>(
      'api/highlight/labelmaker-company-overview',
      toHighlightQuery(filter),
    )
  ).data;
}

// ---- Highlight - Oil Maker ----

/** GET /api/highlight/oilmaker-scan-overview: the oil-maker cards. */
export async function fetchOilMakerScanOverview(
  filter: HighlightFilter = {},
): Promise<ResponseOf<'oilMakerScanOverview'>['data']> {
  return (
    await get<ResponseOf<'oilMakerScanOverview'>['data']>(
      'api/highlight/oilmaker-scan-overview',
      toHighlightQuery(filter),
    )
  ).data;
}

/** GET /api/highlight/oilmaker-variant-overview: activated_/totalqr_ per variant per period. */
export async function fetchOilMakerVariantOverview(
  filter: HighlightSeriesFilter,
): Promise<ResponseOf<'oilMakerVariantOverview'>['data']> {
  return (
    await get<ResponseOf<'oilMakerVariantOverview'>['data']>(
      'api/highlight/oilmaker-variant-overview',
      toHighlightSeriesQuery(filter),
    )
  ).data;
}

/** GET /api/highlight/oilmaker-company-overview: activations per oil maker, split by variant. */
export async function fetchOilMakerCompanyOverview(
  filter: HighlightFilter = {},
): Promise<ResponseOf<'oilMakerCompanyOverview'>['data']> {
  return (
    await get<ResponseOf<'oilMakerCompanyOverview'>['data']>(
      'api/highlight/oilmaker-company-overview',
      toHighlightQuery(filter),
    )
  ).data;
}

// ---- Highlight - Customer ----

/** GET /api/highlight/customer-variant-overview: the customer cards. */
export async function fetchCustomerVariantOverview(
  filter: HighlightFilter = {},
): Promise<ResponseOf<'customerVariantOverview'>['data']> {
  return (
    await get<ResponseOf<'customerVariantOverview'>['data']>(
      'api/highlight/customer-variant-overview',
      toHighlightQuery(filter),
    )
  ).data;
}

/** GET /api/highlight/report-reason-overview: customer reports per reason, split by variant. */
export async function fetchReportReasonOverview(
  filter: HighlightFilter = {},
): Promise<ResponseOf<'reportReasonOverview'>['data']> {
  return (
    await get<ResponseOf<'reportReasonOverview'>['data']>(
      'api/highlight/report-reason-overview',
      toHighlightQuery(filter),
    )
  ).data;
}

/** GET /api/highlight/scan-report-overview: customer scans, valid scans and reports per period. */
export async function fetchScanReportOverview(
  filter: HighlightSeriesFilter,
): Promise<ResponseOf<'scanReportOverview'>['data']> {
  return (
    await get<ResponseOf<'scanReportOverview'>['data']>(
      'api/highlight/scan-report-overview',
      toHighlightSeriesQuery(filter),
    )
  ).data;
}
