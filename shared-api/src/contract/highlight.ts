// The highlight dashboards' API (issue 4; spec shell-highlights 2, 3, 4, 7):
// the filter every highlight endpoint takes, and the figures each returns. The
// descriptions are the definition the API computes to and the pages explain in
// their info popovers. One rule binds them all: for the same filter, a card
// and the chart that breaks it down add up to the same number (each chart
// schema names the card its rows sum to).
//
// Filter decisions (spec 3 "Filter", spec 7 "nulls skipped, arrays comma-joined"):
// - variant, labelmaker, bottlemaker, oilmaker are comma-joined master-data
//   ids ("1,3"), not names: ids are what the reference lists carry, they
//   survive a rename, and names may hold commas and spaces. Several values of
//   one field are OR-ed; different fields are AND-ed. An absent field does
//   not filter.
// - start and end are business-local calendar days (Asia/Jakarta), both
//   inclusive; the client sends them with " 00:00:00" / " 23:59:59".
// - mode is taken only by the four series endpoints, which also require start
//   and end (a series needs bounded buckets). The other endpoints read an
//   absent start as "from the first record" and an absent end as "up to now".
import { Type, type Static, type TSchema } from 'typebox';
import { dateRange, DateParam } from './dates';
import { Envelope } from './envelope';
import { endpoint } from './endpoint';
import { PERMISSIONS } from './permissions';

export { HIGHLIGHT_MODES, UNKNOWN_VARIANT_KEY, reasonVariantKey, variantKey } from './highlight-keys';

// ---- The filter -------------------------------------------------------------

// Spelled out (not mapped from HIGHLIGHT_MODES) so the static type is the union of the five.
export const HighlightMode = Type.Union(
  [
    Type.Literal('DAILY'),
    Type.Literal('WEEKLY'),
    Type.Literal('MONTHLY'),
    Type.Literal('YEARLY'),
    Type.Literal('CUSTOM'),
  ],
  {
    description:
      'How a series is cut into buckets (business time zone). DAILY: one bucket per hour of each day ' +
      '(period "YYYY-MM-DD HH:00"). WEEKLY and CUSTOM: one bucket per day (period "YYYY-MM-DD"). ' +
      'MONTHLY: one bucket per week of the month, days 1-7, 8-14, 15-21, 22-28 and 29-end ' +
      '(period = the first day of the bucket, "YYYY-MM-DD"). YEARLY: one bucket per calendar month ' +
      '(period = its first day, "YYYY-MM-01"). Buckets are clipped to start..end.',
  },
);
export type HighlightMode = Static<typeof HighlightMode>;

const IdList = (what: string) =>
  Type.String({
    // Nine digits at most: every id fits the integer column (a 10-digit id could pass 2^31 and fail in SQL).
    pattern: '^[0-9]{1,9}(,[0-9]{1,9}){0,99}$',
    maxLength: 1000,
    description: `Comma-joined ${what} ids (master data, up to 9 digits each), e.g. "1,3"; several ids are OR-ed. Absent: all.`,
  });

const filterFields = {
  start: Type.Optional(DateParam),
  end: Type.Optional(DateParam),
  variant: Type.Optional(IdList('variant')),
  labelmaker: Type.Optional(IdList('label maker')),
  bottlemaker: Type.Optional(IdList('bottle maker')),
  oilmaker: Type.Optional(IdList('oil maker')),
};

/**
 * The filter of the endpoints without a period mode. An unknown key (`mode`
 * here, or a misspelt `variants`) is a 400 naming it, never silently ignored:
 * an ignored filter would answer with the unfiltered figures.
 */
export const HighlightQuery = dateRange(
  Type.Object(filterFields, {
    additionalProperties: false,
    description:
      'start..end are inclusive business-local days; absent start: from the first record; absent end: up to now.',
  }),
  { start: 'start', end: 'end' },
);
export type HighlightQuery = Static<typeof HighlightQuery>;

/**
 * The longest start..end of each mode, in days (both included), so a series
 * never has more than about 1,500 buckets: 62 days of hours, about 4 years of
 * days, 25 years of weeks of the month. YEARLY is bounded by the date window.
 */
export const SERIES_MAX_DAYS = { DAILY: 62, WEEKLY: 1500, CUSTOM: 1500, MONTHLY: 9000 } as const;

/**
 * The filter of the series endpoints: a bounded range and the mode. The API
 * answers 400 naming `end` when start is after end, or when the range is
 * longer than its mode allows (SERIES_MAX_DAYS).
 */
export const HighlightSeriesQuery = dateRange(
  Type.Object(
    { ...filterFields, start: DateParam, end: DateParam, mode: HighlightMode },
    { additionalProperties: false },
  ),
  { start: 'start', end: 'end', mode: 'mode', maxDays: SERIES_MAX_DAYS },
);
export type HighlightSeriesQuery = Static<typeof HighlightSeriesQuery>;

// ---- Building blocks of the answers ----------------------------------------

const Count = (description: string) => Type.Integer({ minimum: 0, description });

/** The start of a bucket, business-local: "YYYY-MM-DD" or, for DAILY, "YYYY-MM-DD HH:00". */
export const Period = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:00)?$',
  description:
    'The first instant of the bucket in business-local time: "YYYY-MM-DD HH:00" for DAILY, "YYYY-MM-DD" otherwise. ' +
    'Every bucket of start..end is present, in time order, with zeros where nothing happened.',
});

// Variant keys of the rows: see variantKey and reasonVariantKey in highlight-keys.ts.

/** A row with `period` and a count per "<prefix>_<variant>" key (spec 3 "Chart series"). */
export type PeriodVariantRow<A extends string, B extends string> = { period: string } & Record<
  `${A}_${string}` | `${B}_${string}`,
  number
>;

/**
 * The JSON schema of such a row. The per-variant keys are patternProperties:
 * Fastify's response serializer drops properties a schema does not declare,
 * so they must be declared by pattern. The static type is given by hand
 * because TypeBox cannot infer template-literal keys from a pattern.
 */
function PeriodVariantRowSchema<A extends string, B extends string>(a: A, b: B, description: string) {
  return Type.Unsafe<PeriodVariantRow<A, B>>(
    Type.Object(
      { period: Period },
      {
        patternProperties: {
          [`^${a}_\\S+$`]: Type.Integer({ minimum: 0 }),
          [`^${b}_\\S+$`]: Type.Integer({ minimum: 0 }),
        },
        additionalProperties: false,
        description,
      },
    ),
  );
}

// ---- Stats (cards) -----------------------------------------------------------

type StatsMeanings = Record<'total_qr' | 'total_scan' | 'active' | 'failed' | 'total_inactive' | 'deactivate', string>;

/** Highlight stats (spec 3): the cards of the overview, label-maker and oil-maker pages. */
const HighlightStatsSchema = (meanings: StatsMeanings, description: string) =>
  Type.Object(
    {
      total_qr: Count(meanings.total_qr),
      total_scan: Count(meanings.total_scan),
      active: Count(meanings.active),
      failed: Count(meanings.failed),
      total_inactive: Count(meanings.total_inactive),
      deactivate: Count(meanings.deactivate),
    },
    { description },
  );

const LABEL_MAKER_MEANINGS: StatsMeanings = {
  total_qr:
    'Total QR: QR codes issued to label makers on purchase orders issued in the range, the 4 % spare included ' +
    '(an order of 1,000 counts 1,040).',
  total_scan:
    'Total Scan: label-maker scans in the range, every result (Success, Reject, Double Scan, Cross Scan): ' +
    'repeat scans of a code included.',
  active: 'Total Active: codes whose label passed verification (Success) in the range.',
  failed: 'Total Fail: codes whose label failed verification (Reject) in the range.',
  total_inactive:
    'Total Inactive: labels not yet used: of the codes counted in total_qr, those with no verification scan yet (as of now).',
  deactivate: 'Oil-maker deactivations in the range (shown on the oil-maker page; given here for completeness).',
};

/** Label-maker figures (Highlight - Label Maker cards; also the first five overview cards). */
export const LabelMakerStats = HighlightStatsSchema(LABEL_MAKER_MEANINGS, 'Highlight - Label Maker cards');
export type HighlightStats = Static<typeof LabelMakerStats>;

/** Oil-maker figures (Highlight - Oil Maker cards): the same keys, read from the oil makers' side. */
export const OilMakerStats = HighlightStatsSchema(
  {
    total_qr:
      'Total QR: labelled bottles sent from the label maker: verified (Active) codes delivered to the oil makers, ' +
      'counted on the day the label passed verification.',
    total_scan: 'Total Scan: scans on the filling conveyor in the range, every result, repeat scans included.',
    active: 'Total Active: codes activated at filling (ACTIVATE) in the range.',
    failed: 'Conveyor scans in the range that were refused (Not Found, Double Scan, Cross Scan).',
    total_inactive: 'Of the codes counted in total_qr, those neither activated nor deactivated yet (as of now).',
    deactivate: 'Total Deactivate: codes deactivated at filling (DEACTIVATE) in the range.',
  },
  'Highlight - Oil Maker cards',
);

const dashboardStatsFields = {
  total: Count(
    'No. of Bottle Scan: customer scans of bottles in the range, repeat scans and scans of unknown codes included. ' +
      'total = valid + invalid.',
  ),
  valid: Count('No. of Verified Scan: customer scans answered valid (activated by an oil maker, not expired).'),
  invalid: Count(
    'Suspicious Item Found: customer scans not answered valid (inactive, expired, or a code that was never issued).',
  ),
};

/** Dashboard stats (spec 3 "total, valid, invalid"): the first-version cards. */
export const DashboardStats = Type.Object(dashboardStatsFields);
export type DashboardStats = Static<typeof DashboardStats>;

/** GET /api/highlight/overview: the highlight stats (label-maker meanings, whole programme) and the dashboard stats. */
export const OverviewStats = Type.Object(
  { ...LabelMakerStats.properties, ...dashboardStatsFields },
  { description: 'Highlights overview cards' },
);
export type OverviewStats = Static<typeof OverviewStats>;

/** Customer stats (spec 3): the Highlight - Customer cards. */
export const CustomerStats = Type.Object({
  scan: Count(
    'Total Scan Product: customer scans of bottles in the range, repeat scans included ' +
      '(scans of unknown codes too when no variant is filtered).',
  ),
  report: Count('Total Report Customer: reports sent by customers in the range.'),
  valid: Count('Valid Product: customer scans of codes activated by an oil maker and not expired.'),
  invalid: Count('Inactive Product: customer scans of codes that were never activated (inactive QR scanned).'),
  expired: Count('Expired Product: customer scans of codes older than 3 years (validity ended).'),
});
export type CustomerStats = Static<typeof CustomerStats>;

// ---- Chart rows ----------------------------------------------------------------

/** GET /api/highlight/scan-chart: Scan & Suspicious Item bars. */
export const ScanSeriesRow = Type.Object(
  {
    period: Period,
    valid: Count('Customer scans answered valid in the bucket (series Scan).'),
    invalid: Count('Customer scans not answered valid in the bucket (series Suspicious).'),
  },
  { description: 'Sums over all rows equal the overview valid and invalid.' },
);
export type ScanSeriesRow = Static<typeof ScanSeriesRow>;

/** GET /api/highlight/by-product: Most Suspicious Product donut. */
export const SuspiciousProductRow = Type.Object(
  {
    name: Type.String({ description: 'Variant name; "Unknown" for scans of codes that were never issued.' }),
    count: Count('Customer scans of this product not answered valid.'),
  },
  { description: 'Rows with a count above 0 only, largest first; the counts sum to the overview invalid.' },
);
export type SuspiciousProductRow = Static<typeof SuspiciousProductRow>;

/** GET /api/highlight/labelmaker-variant-overview: Scan vs Active (stacked per variant). */
export const LabelMakerVariantRow = PeriodVariantRowSchema(
  'activate',
  'totalscan',
  'activate_<Variant>: codes of that variant that passed verification in the bucket; totalscan_<Variant>: ' +
    'label-maker scans of that variant in the bucket, repeats included. Over all rows and variants, activate_* ' +
    'sums to the card active and totalscan_* to total_scan.',
);
export type LabelMakerVariantRow = PeriodVariantRow<'activate', 'totalscan'>;

/** GET /api/highlight/oilmaker-variant-overview: QR vs Active (stacked per variant). */
export const OilMakerVariantRow = PeriodVariantRowSchema(
  'activated',
  'totalqr',
  'activated_<Variant>: codes of that variant activated at filling in the bucket; totalqr_<Variant>: labelled ' +
    'bottles of that variant sent to the oil makers in the bucket. Over all rows and variants, activated_* sums to ' +
    'the card active and totalqr_* to total_qr.',
);
export type OilMakerVariantRow = PeriodVariantRow<'activated', 'totalqr'>;

/** GET /api/highlight/labelmaker-bottlemaker-overview: Detailed by Bottle Maker. */
export const BottleMakerRow = Type.Object(
  {
    bottle_maker: Type.String({ description: 'Bottle maker name.' }),
    active: Count('Success: labels of this bottle maker that passed verification in the range.'),
    failed: Count('Failed: labels of this bottle maker that failed verification (Reject) in the range.'),
  },
  {
    description:
      'One row per bottle maker with a count above 0, by name. Sums equal the label-maker cards active and failed.',
  },
);
export type BottleMakerRow = Static<typeof BottleMakerRow>;

export const VariantCount = Type.Object({
  variant: Type.String({ description: 'Variant name as in the master list.' }),
  count: Count('The company count for this variant.'),
});
export type VariantCount = Static<typeof VariantCount>;

/** Company rows: the QR Active By Label Maker / by Oil Maker pies and their variant rings. */
export const CompanyRow = Type.Object(
  {
    company: Type.String({ description: 'Label maker name, or oil maker shown as "code - name".' }),
    count: Count('Active codes of this company in the range (see the endpoint).'),
    sub_data: Type.Array(VariantCount, {
      description: 'The count split by variant: variants with a count above 0, largest first; sums to count.',
    }),
  },
  { description: 'Companies with a count above 0, largest first; the counts sum to the card active.' },
);
export type CompanyRow = Static<typeof CompanyRow>;

/** A reason row's variant counts: "<variant lowercased, spaces removed>" keys and `unknown`. */
export type ReasonRow = { reason: string } & Record<string, number | string>;

/** GET /api/highlight/report-reason-overview: Reasons for Report (horizontal stacked per reason). */
export const ReasonRowSchema = Type.Unsafe<ReasonRow>(
  Type.Object(
    { reason: Type.String({ description: 'The reason the customer chose.' }) },
    {
      patternProperties: { '^(?!reason$)[a-z0-9_.-]+$': Type.Integer({ minimum: 0 }) },
      additionalProperties: false,
      description:
        'One row per report reason (every reason, zeros included). Keys: each variant of the filter (every variant ' +
        'when none is filtered) as its name lowercased with spaces removed ("mpx1"), plus "unknown" for reports of ' +
        'codes that were never issued. All counts sum to the customer card report.',
    },
  ),
);

/** GET /api/highlight/scan-report-overview: Scan vs Report bars. */
export const ScanReportRow = Type.Object(
  {
    period: Period,
    scan: Count('Customer scans in the bucket (sums to the card scan).'),
    valid: Count('Customer scans answered valid in the bucket (sums to the card valid).'),
    report: Count('Customer reports in the bucket (sums to the card report).'),
  },
  { description: 'Bars Scan, Valid and Report per period.' },
);
export type ScanReportRow = Static<typeof ScanReportRow>;

// ---- The endpoint table ----------------------------------------------------------

const List = <T extends TSchema>(item: T) => Envelope(Type.Array(item));

export const highlightEndpoints = {
  // Highlights overview (access: the Highlight module)
  highlightOverview: endpoint({
    method: 'GET',
    url: '/api/highlight/overview',
    access: PERMISSIONS.highlight,
    querystring: HighlightQuery,
    response: Envelope(OverviewStats),
  }),
  highlightScanChart: endpoint({
    method: 'GET',
    url: '/api/highlight/scan-chart',
    access: PERMISSIONS.highlight,
    querystring: HighlightSeriesQuery,
    response: List(ScanSeriesRow),
  }),
  highlightByProduct: endpoint({
    method: 'GET',
    url: '/api/highlight/by-product',
    access: PERMISSIONS.highlight,
    querystring: HighlightQuery,
    response: List(SuspiciousProductRow),
  }),

  // Highlight - Label Maker
  labelMakerScanOverview: endpoint({
    method: 'GET',
    url: '/api/highlight/labelmaker-scan-overview',
    access: PERMISSIONS.highlightLabelMaker,
    querystring: HighlightQuery,
    response: Envelope(LabelMakerStats),
  }),
  labelMakerVariantOverview: endpoint({
    method: 'GET',
    url: '/api/highlight/labelmaker-variant-overview',
    access: PERMISSIONS.highlightLabelMaker,
    querystring: HighlightSeriesQuery,
    response: List(LabelMakerVariantRow),
  }),
  labelMakerBottleMakerOverview: endpoint({
    method: 'GET',
    url: '/api/highlight/labelmaker-bottlemaker-overview',
    access: PERMISSIONS.highlightLabelMaker,
    querystring: HighlightQuery,
    response: List(BottleMakerRow),
  }),
  /** company = label maker; count = labels that passed verification in the range. */
  labelMakerCompanyOverview: endpoint({
    method: 'GET',
    url: '/api/highlight/labelmaker-company-overview',
    access: PERMISSIONS.highlightLabelMaker,
    querystring: HighlightQuery,
    response: List(CompanyRow),
  }),

  // Highlight - Oil Maker
  oilMakerScanOverview: endpoint({
    method: 'GET',
    url: '/api/highlight/oilmaker-scan-overview',
    access: PERMISSIONS.highlightOilMaker,
    querystring: HighlightQuery,
    response: Envelope(OilMakerStats),
  }),
  oilMakerVariantOverview: endpoint({
    method: 'GET',
    url: '/api/highlight/oilmaker-variant-overview',
    access: PERMISSIONS.highlightOilMaker,
    querystring: HighlightSeriesQuery,
    response: List(OilMakerVariantRow),
  }),
  /** company = oil maker ("code - name"); count = codes it activated in the range. */
  oilMakerCompanyOverview: endpoint({
    method: 'GET',
    url: '/api/highlight/oilmaker-company-overview',
    access: PERMISSIONS.highlightOilMaker,
    querystring: HighlightQuery,
    response: List(CompanyRow),
  }),

  // Highlight - Customer
  customerVariantOverview: endpoint({
    method: 'GET',
    url: '/api/highlight/customer-variant-overview',
    access: PERMISSIONS.highlightCustomer,
    querystring: HighlightQuery,
    response: Envelope(CustomerStats),
  }),
  reportReasonOverview: endpoint({
    method: 'GET',
    url: '/api/highlight/report-reason-overview',
    access: PERMISSIONS.highlightCustomer,
    querystring: HighlightQuery,
    response: List(ReasonRowSchema),
  }),
  scanReportOverview: endpoint({
    method: 'GET',
    url: '/api/highlight/scan-report-overview',
    access: PERMISSIONS.highlightCustomer,
    querystring: HighlightSeriesQuery,
    response: List(ScanReportRow),
  }),
} as const;
