// The Summary report (issue 14; spec reports-settings 2, 3, 7, 9): four
// monthly tables for one year each, Label Maker, Oil Maker, Customer Scan and
// Claim Main Dealer. Every section answers the same shape: the groups (from
// the reference data, keyed by a stable identifier: a label maker's id, an oil
// maker's code, a channel's or main dealer's code), one row per month (1 to 12,
// zeros included) holding the figures of the whole programme (`total`, the
// Total column) and of each group, and the year's Total row. Totals are
// computed by the API, so the page and its Excel file show the same numbers.
//
// Decisions (docs/decisions.md "Summary report (issue 14)"):
// - Each section sends its own year (the original sent another section's year
//   for two of them).
// - The year is bounded: 2000 to next year; a year without data answers zeros.
// - `first_year` is the first year holding data (the year selector lists this
//   year down to it); the current year when nothing is recorded yet.
import { Type, type Static, type TSchema } from 'typebox';
import { Envelope } from './envelope';
import { endpoint } from './endpoint';
import { PERMISSIONS } from './permissions';

/** The first year a summary may be asked for (the dates' window starts in 2000 too). */
export const SUMMARY_FIRST_YEAR = 2000;
/** The last year a summary may be asked for: next year (the API checks it again at request time). */
export const summaryLastYear = (now: Date = new Date()): number => now.getUTCFullYear() + 1;

export const SummaryQuery = Type.Object({
  year: Type.Integer({
    minimum: SUMMARY_FIRST_YEAR,
    maximum: summaryLastYear(),
    description: `the calendar year (business time zone), ${SUMMARY_FIRST_YEAR} to next year`,
  }),
});
export type SummaryQuery = Static<typeof SummaryQuery>;

const Count = (description: string) => Type.Integer({ minimum: 0, description });

export const LabelMakerFigures = Type.Object({
  total_po: Count('purchase orders dated in the month (PO date)'),
  total_scan: Count('label scans, repeats included (Success, Reject, Double Scan, Cross Scan)'),
  total_active: Count('labels that passed verification (Success), spare labels included'),
  total_qr: Count('codes issued on the POs of the month: ordered plus the 4 % spare'),
});
export type LabelMakerFigures = Static<typeof LabelMakerFigures>;

export const OilMakerFigures = Type.Object({
  total_qr: Count('labelled bottles sent to the oil maker: labels that passed verification, spare included'),
  total_scan: Count('filling-line scans, repeats and refused attempts included'),
  total_active: Count('codes activated at filling (ACTIVATE)'),
  total_deactivate: Count('codes deactivated at filling (DEACTIVATE)'),
});
export type OilMakerFigures = Static<typeof OilMakerFigures>;

export const CustomerFigures = Type.Object({
  total: Count('customer scans, repeats included: valid, inactive, expired and not found'),
});
export type CustomerFigures = Static<typeof CustomerFigures>;

export const MainDealerFigures = Type.Object({
  total: Count('claims: customer scans through a main dealer that answered valid (a genuine product)'),
});
export type MainDealerFigures = Static<typeof MainDealerFigures>;

export const SummaryGroup = Type.Object({
  key: Type.String({ description: 'stable identifier: label maker id, oil maker code, channel or main dealer code' }),
  name: Type.String({ description: 'as the page shows it' }),
});
export type SummaryGroup = Static<typeof SummaryGroup>;

const SummaryAnswer = <F extends TSchema>(figures: F) =>
  Type.Object({
    year: Type.Integer(),
    first_year: Type.Integer({ description: 'the first year holding data (the current year when none does)' }),
    groups: Type.Array(SummaryGroup),
    rows: Type.Array(
      Type.Object({
        month: Type.Integer({ minimum: 1, maximum: 12 }),
        total: figures,
        groups: Type.Record(Type.String(), figures),
      }),
      { minItems: 12, maxItems: 12 },
    ),
    /** The Total row: each figure summed over the twelve months. */
    total: Type.Object({ total: figures, groups: Type.Record(Type.String(), figures) }),
  });

export const LabelMakerSummary = SummaryAnswer(LabelMakerFigures);
export const OilMakerSummary = SummaryAnswer(OilMakerFigures);
export const CustomerSummary = SummaryAnswer(CustomerFigures);
export const MainDealerSummary = SummaryAnswer(MainDealerFigures);
export type LabelMakerSummary = Static<typeof LabelMakerSummary>;
export type OilMakerSummary = Static<typeof OilMakerSummary>;
export type CustomerSummary = Static<typeof CustomerSummary>;
export type MainDealerSummary = Static<typeof MainDealerSummary>;

export const summaryEndpoints = {
  summaryLabelMaker: endpoint({
    method: 'GET',
    url: '/api/reports/summary-labelmaker',
    access: PERMISSIONS.reportSummary,
    querystring: SummaryQuery,
    response: Envelope(LabelMakerSummary),
  }),
  summaryOilMaker: endpoint({
    method: 'GET',
    url: '/api/reports/summary-oilmaker',
    access: PERMISSIONS.reportSummary,
    querystring: SummaryQuery,
    response: Envelope(OilMakerSummary),
  }),
  summaryCustomer: endpoint({
    method: 'GET',
    url: '/api/reports/summary-customer',
    access: PERMISSIONS.reportSummary,
    querystring: SummaryQuery,
    response: Envelope(CustomerSummary),
  }),
  summaryMainDealer: endpoint({
    method: 'GET',
    url: '/api/reports/summary-maindealer',
    access: PERMISSIONS.reportSummary,
    querystring: SummaryQuery,
    response: Envelope(MainDealerSummary),
  }),
} as const;
