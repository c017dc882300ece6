// Customer Activities (issue 11; spec reports-settings 2, 3, 7, 9): the Scan
// Activity chart, the Customer Distribution map and the Scan History table.
//
// Decisions:
// - An activity is a scan event of a label maker, an oil maker or a customer
//   (the Penindakan officers' checks are not activities). The status filter
//   takes every scan result the engine records (SCAN_RESULT_VALUES: Success,
//   Reject, Not Found, Double Scan, Cross Scan, ACTIVATE, DEACTIVATE).
// - The filter is the highlight filter (contract/highlight.ts): start..end are
//   whole business-local days (Asia/Jakarta), ids are comma-joined. The chart
//   and the table read the same filter the same way, so the chart's total
//   equals the table's `meta.total` for the same filter and status.
// - The map takes the 1,000 newest located customer scans (lat and lng both
//   present and non-zero) of the filter.
import { Type, type Static, type TSchema } from 'typebox';
import { dateRange } from './dates';
import { Envelope, PagedEnvelope, pageQueryFields } from './envelope';
import { endpoint } from './endpoint';
import { HighlightQuery, HighlightSeriesQuery, Period, SERIES_MAX_DAYS } from './highlight';
import { SCAN_RESULT_VALUES } from './ingest';
import { literals } from './literals';
import { PERMISSIONS } from './permissions';

/** The most markers the map receives (spec 9: "Last 1000 Scans"). */
export const MAP_DISTRIBUTION_LIMIT = 1000;

/** A scan result filter: only scans with this result (absent: all). */
export const ScanResult = literals(SCAN_RESULT_VALUES);

const statusField = {
  status: Type.Optional(ScanResult),
};

/** GET /api/activities/overview: the filter, the mode and an optional status. */
export const ActivityOverviewQuery = dateRange(
  Type.Object({ ...HighlightSeriesQuery.properties, ...statusField }, { additionalProperties: false }),
  { start: 'start', end: 'end', mode: 'mode', maxDays: SERIES_MAX_DAYS },
);
export type ActivityOverviewQuery = Static<typeof ActivityOverviewQuery>;

export const ActivityOverviewRow = Type.Object(
  {
    period: Period,
    count: Type.Integer({ minimum: 0, description: 'Scans (label makers, oil makers, customers) in the bucket.' }),
  },
  { description: 'Every bucket of start..end in time order; counts sum to the Scan History total of the filter.' },
);
export type ActivityOverviewRow = Static<typeof ActivityOverviewRow>;

/** GET /api/activities/map-distribution: the filter without mode. */
export const MapDistributionQuery = HighlightQuery;

export const MapPoint = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
  scan_date: Type.String({ description: 'ISO instant of the scan' }),
  status: Type.String({ description: 'Scan result' }),
});
export type MapPoint = Static<typeof MapPoint>;

/** Sort keys of the Scan History (default scan_date DESC). */
export const ACTIVITY_HISTORY_SORT_KEYS = ['scan_date', 'status'] as const;

export const ActivityHistoryQuery = dateRange(
  Type.Object({ ...pageQueryFields(ACTIVITY_HISTORY_SORT_KEYS), ...HighlightQuery.properties, ...statusField }),
  { start: 'start', end: 'end' },
);
export type ActivityHistoryQuery = Static<typeof ActivityHistoryQuery>;

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const ActivityHistoryRow = Type.Object({
  id: Type.Integer({ description: 'Scan event id' }),
  url: Type.String({ description: 'The QR code scanned, or the raw URL when it names no code (Not Found)' }),
  product_name: Nullable(Type.String()),
  variant: Nullable(Type.String()),
  volume: Nullable(Type.Integer({ description: 'millilitres (the UI shows "0.8 Lt")' })),
  scan_date: Type.String({ description: 'ISO instant; shown in Asia/Jakarta' }),
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
  has_location: Type.Boolean({ description: 'lat and lng both present and non-zero (view on map)' }),
  status: Type.String({ description: 'Scan result (SCAN_RESULT_VALUES)' }),
  actor: literals(['label_maker', 'oil_maker', 'customer'] as const),
});
export type ActivityHistoryRow = Static<typeof ActivityHistoryRow>;

export const activityEndpoints = {
  activityOverview: endpoint({
    method: 'GET',
    url: '/api/activities/overview',
    access: PERMISSIONS.customerActivities,
    querystring: ActivityOverviewQuery,
    response: Envelope(Type.Array(ActivityOverviewRow)),
  }),
  activityMapDistribution: endpoint({
    method: 'GET',
    url: '/api/activities/map-distribution',
    access: PERMISSIONS.customerActivities,
    querystring: MapDistributionQuery,
    response: Envelope(Type.Array(MapPoint, { maxItems: MAP_DISTRIBUTION_LIMIT })),
  }),
  activityHistory: endpoint({
    method: 'GET',
    url: '/api/activities/history',
    access: PERMISSIONS.customerActivities,
    querystring: ActivityHistoryQuery,
    response: PagedEnvelope(ActivityHistoryRow),
  }),
} as const;
