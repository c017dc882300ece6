// The scan reports of issue 11 (spec reports-settings 2, 3, 4, 7, 9): Report -
// Consumer (with its cases, beyond the original), Report - Label Maker and
// Report - Oil Maker.
//
// Decisions:
// - Filters are the highlight filter (contract/highlight.ts): start..end are
//   whole business-local days (Asia/Jakarta), ids comma-joined. A chart and
//   the table it summarises read the same filter the same way: the Checking
//   Report's `passed` sums to the label-maker history total with
//   status=Success; the Activation Report's `activated` / `deactivated` sum to
//   the oil-maker history totals with status=ACTIVATE / DEACTIVATE.
// - Volumes are millilitres (the UI shows "0.8 Lt"); dates are ISO instants
//   (the UI shows them in Asia/Jakarta).
// - Each customer report is a case (REPORT_CASE_STATUSES); moving it needs
//   REPORT_CASE_EDIT, which reading the report does not give; every move is
//   kept (who, when, note) and audited.
import { Type, type Static, type TSchema } from 'typebox';
import { dateRange } from './dates';
import { Envelope, PagedEnvelope, pageQueryFields } from './envelope';
import { endpoint } from './endpoint';
import { HighlightQuery, HighlightSeriesQuery, Period } from './highlight';
import { REPORT_REASON_VALUES } from './ingest';
import { literals } from './literals';
import { PERMISSIONS } from './permissions';
import {
  LABEL_SCAN_RESULT_VALUES,
  OIL_SCAN_RESULT_VALUES,
  REPORT_CASE_STATUSES,
  type ReportCaseStatus as CaseStatus,
} from './report-values';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Count = (description: string) => Type.Integer({ minimum: 0, description });
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

// ---- Report - Consumer and its cases ------------------------------------------

export { REPORT_CASE_STATUSES, LABEL_SCAN_RESULT_VALUES, OIL_SCAN_RESULT_VALUES };
export type ReportCaseStatus = CaseStatus;
export const ReportCaseStatus = literals(REPORT_CASE_STATUSES);

/** The longest case note. */
export const REPORT_CASE_NOTE_MAX = 500;

export const CUSTOMER_REPORT_SORT_KEYS = ['scan_date', 'reason', 'case_status', 'id'] as const;

export const CustomerReportQuery = dateRange(
  Type.Object({
    ...pageQueryFields(CUSTOMER_REPORT_SORT_KEYS),
    ...HighlightQuery.properties,
    reason: Type.Optional(literals(REPORT_REASON_VALUES)),
    case_status: Type.Optional(ReportCaseStatus),
  }),
  { start: 'start', end: 'end' },
);
export type CustomerReportQuery = Static<typeof CustomerReportQuery>;

export const CustomerReportRow = Type.Object({
  id: Type.Integer({ description: 'Report id (also the id of GET /api/reports/photo/:id)' }),
  url: Type.String({ description: 'The scanned URL as sent' }),
  qrcode: Nullable(Type.String({ description: 'The code, when the URL names one' })),
  variant: Nullable(Type.String()),
  product_name: Nullable(Type.String()),
  volume: Nullable(Type.Integer({ description: 'millilitres' })),
  reason: Type.String(),
  description: Type.String(),
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
  has_location: Type.Boolean({ description: 'lat and lng both present and non-zero (view-map button)' }),
  has_photo: Type.Boolean({ description: 'a photo is stored (view-image button: GET /api/reports/photo/:id)' }),
  scan_date: Type.String({ description: 'ISO instant the report was sent' }),
  case_status: ReportCaseStatus,
  case_note: Nullable(Type.String()),
  case_updated_at: Nullable(Type.String({ description: 'ISO instant of the last case change; null: never changed' })),
  case_updated_by: Nullable(Type.String({ description: 'username of the last change' })),
  case_next: Type.Array(ReportCaseStatus, { description: 'The statuses the case may move to from here' }),
});
export type CustomerReportRow = Static<typeof CustomerReportRow>;

export const ReportIdParams = Type.Object({ id: Id });
export type ReportIdParams = Static<typeof ReportIdParams>;

export const ReportCaseStatusBody = Type.Object({
  status: ReportCaseStatus,
  note: Type.Optional(Type.String({ maxLength: REPORT_CASE_NOTE_MAX })),
  /** The status the user saw; a 409 when someone moved the case meanwhile. */
  expected_status: Type.Optional(ReportCaseStatus),
});
export type ReportCaseStatusBody = Static<typeof ReportCaseStatusBody>;

export const ReportCaseHistoryRow = Type.Object({
  id: Type.Integer(),
  from_status: ReportCaseStatus,
  to_status: ReportCaseStatus,
  note: Nullable(Type.String()),
  changed_by: Type.String({ description: 'username' }),
  changed_at: Type.String({ description: 'ISO instant' }),
});
export type ReportCaseHistoryRow = Static<typeof ReportCaseHistoryRow>;

// ---- Report - Label Maker ------------------------------------------------------

export const CheckingReportRow = Type.Object(
  {
    period: Period,
    passed: Count('Labels that passed verification (Success) in the bucket.'),
    variants: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), {
      description:
        'passed split by variant: every variant of the filter (every variant when none is filtered) by its name ' +
        'with spaces removed ("MPX1"), zeros included.',
    }),
  },
  { description: 'Every bucket of start..end; passed sums to the label-maker history total with status=Success.' },
);
export type CheckingReportRow = Static<typeof CheckingReportRow>;

export const PO_REPORT_SORT_KEYS = ['po_date', 'no_po', 'id'] as const;

/** start..end filter the PO date; the dimension ids filter the lines (a PO without a matching line is left out). */
export const PoReportQuery = dateRange(
  Type.Object({ ...pageQueryFields(PO_REPORT_SORT_KEYS), ...HighlightQuery.properties }),
  { start: 'start', end: 'end' },
);
export type PoReportQuery = Static<typeof PoReportQuery>;

export const PoReportLine = Type.Object({
  variant: Type.String(),
  product_name: Type.String(),
  oil_maker: Type.String({ description: '"code - name"' }),
  bottle_maker: Type.String(),
  ordered: Count('Codes ordered on the line.'),
  qr_total: Count('Codes issued: ordered plus the 4 % spare (rounded up).'),
  spare_total: Count('The spare: 4 % of ordered, rounded up.'),
  scan_total: Count('Label scans of the line, every result, repeats included.'),
  activate: Count('Labels that passed verification (Success).'),
  failed: Count('Labels that failed verification (Reject).'),
});
export type PoReportLine = Static<typeof PoReportLine>;

export const PoReportRow = Type.Object({
  id: Type.Integer(),
  no_po: Type.String(),
  label_maker: Type.String(),
  po_date: Type.String({ description: 'YYYY-MM-DD, business-local' }),
  content: Type.Array(PoReportLine),
});
export type PoReportRow = Static<typeof PoReportRow>;

export const SCAN_HISTORY_SORT_KEYS = ['scan_date', 'status'] as const;

export const LabelMakerHistoryQuery = dateRange(
  Type.Object({
    ...pageQueryFields(SCAN_HISTORY_SORT_KEYS),
    ...HighlightQuery.properties,
    status: Type.Optional(literals(LABEL_SCAN_RESULT_VALUES)),
  }),
  { start: 'start', end: 'end' },
);
export type LabelMakerHistoryQuery = Static<typeof LabelMakerHistoryQuery>;

export const LabelMakerScanRow = Type.Object({
  id: Type.Integer(),
  product_name: Nullable(Type.String()),
  variant: Nullable(Type.String()),
  volume: Nullable(Type.Integer({ description: 'millilitres' })),
  serial_number: Nullable(Type.String()),
  qrcode: Type.String({ description: 'The code, or the raw text scanned when it names none (Not Found)' }),
  status: Type.String({ description: 'LABEL_SCAN_RESULT_VALUES' }),
  label_maker: Nullable(Type.String({ description: 'The scanning label maker' })),
  scan_date: Type.String({ description: 'ISO instant' }),
});
export type LabelMakerScanRow = Static<typeof LabelMakerScanRow>;

// ---- Report - Oil Maker --------------------------------------------------------

export const ActivationReportRow = Type.Object(
  {
    period: Period,
    activated: Count('Codes activated at filling (ACTIVATE) in the bucket.'),
    deactivated: Count('Codes deactivated at filling (DEACTIVATE) in the bucket.'),
  },
  {
    description:
      'Every bucket of start..end; activated and deactivated sum to the oil-maker history totals with ' +
      'status=ACTIVATE and status=DEACTIVATE.',
  },
);
export type ActivationReportRow = Static<typeof ActivationReportRow>;

export const OilMakerHistoryQuery = dateRange(
  Type.Object({
    ...pageQueryFields(SCAN_HISTORY_SORT_KEYS),
    ...HighlightQuery.properties,
    status: Type.Optional(literals(OIL_SCAN_RESULT_VALUES)),
  }),
  { start: 'start', end: 'end' },
);
export type OilMakerHistoryQuery = Static<typeof OilMakerHistoryQuery>;

export const OilMakerScanRow = Type.Object({
  id: Type.Integer(),
  product_name: Nullable(Type.String()),
  variant: Nullable(Type.String()),
  volume: Nullable(Type.Integer({ description: 'millilitres' })),
  qrcode: Type.String({ description: 'The code, or the raw text scanned when it names none (Not Found)' }),
  status: Type.String({ description: 'OIL_SCAN_RESULT_VALUES' }),
  oil_maker: Nullable(Type.String({ description: 'The scanning oil maker, "code - name"' })),
  scan_date: Type.String({ description: 'ISO instant' }),
});
export type OilMakerScanRow = Static<typeof OilMakerScanRow>;

// ---- The endpoint table ----------------------------------------------------------

export const reportEndpoints = {
  customerReports: endpoint({
    method: 'GET',
    url: '/api/reports/customer-report/table',
    access: PERMISSIONS.reportCustomer,
    querystring: CustomerReportQuery,
    response: PagedEnvelope(CustomerReportRow),
  }),
  /** A write with its own right (REPORT_CASE_EDIT); one audit event per change. 409: a refused transition. */
  setReportCaseStatus: endpoint({
    method: 'POST',
    url: '/api/reports/customer-report/:id/status',
    access: PERMISSIONS.reportCaseEdit,
    params: ReportIdParams,
    body: ReportCaseStatusBody,
    response: Envelope(CustomerReportRow),
  }),
  /** The case's changes, oldest first. */
  reportCaseHistory: endpoint({
    method: 'GET',
    url: '/api/reports/customer-report/:id/history',
    access: PERMISSIONS.reportCustomer,
    params: ReportIdParams,
    response: Envelope(Type.Array(ReportCaseHistoryRow)),
  }),
  labelMakerCheckingReport: endpoint({
    method: 'GET',
    url: '/api/reports/labelmaker-overview',
    access: PERMISSIONS.reportLabelMaker,
    querystring: HighlightSeriesQuery,
    response: Envelope(Type.Array(CheckingReportRow)),
  }),
  labelMakerPoReport: endpoint({
    method: 'GET',
    url: '/api/reports/labelmaker-po-report',
    access: PERMISSIONS.reportLabelMaker,
    querystring: PoReportQuery,
    response: PagedEnvelope(PoReportRow),
  }),
  labelMakerHistory: endpoint({
    method: 'GET',
    url: '/api/reports/labelmaker-history',
    access: PERMISSIONS.reportLabelMaker,
    querystring: LabelMakerHistoryQuery,
    response: PagedEnvelope(LabelMakerScanRow),
  }),
  oilMakerActivationReport: endpoint({
    method: 'GET',
    url: '/api/reports/oilmaker-activity',
    access: PERMISSIONS.reportOilMaker,
    querystring: HighlightSeriesQuery,
    response: Envelope(Type.Array(ActivationReportRow)),
  }),
  oilMakerHistory: endpoint({
    method: 'GET',
    url: '/api/reports/oilmaker-history',
    access: PERMISSIONS.reportOilMaker,
    querystring: OilMakerHistoryQuery,
    response: PagedEnvelope(OilMakerScanRow),
  }),
} as const;
