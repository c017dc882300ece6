// Summary report calls (issue 14; contract/summary.ts): one per section, each
// with the section's own year.
import { api } from '../client';
import type { QueryOf, ResponseOf } from '../contract';

type Year = QueryOf<'summaryLabelMaker'>;

/** GET /api/reports/summary-labelmaker: POs, label scans, verified labels and codes issued, per month and label maker. */
export async function fetchSummaryLabelMaker(query: Year): Promise<ResponseOf<'summaryLabelMaker'>['data']> {
  return (
    await api.get('api/reports/summary-labelmaker', { searchParams: query }).json<ResponseOf<'summaryLabelMaker'>>()
  ).data;
}

/** GET /api/reports/summary-oilmaker: bottles received, filling scans, activations and deactivations per oil maker. */
export async function fetchSummaryOilMaker(query: Year): Promise<ResponseOf<'summaryOilMaker'>['data']> {
  return (await api.get('api/reports/summary-oilmaker', { searchParams: query }).json<ResponseOf<'summaryOilMaker'>>())
    .data;
}

/** GET /api/reports/summary-customer: customer scans per month and channel. */
export async function fetchSummaryCustomer(query: Year): Promise<ResponseOf<'summaryCustomer'>['data']> {
  return (await api.get('api/reports/summary-customer', { searchParams: query }).json<ResponseOf<'summaryCustomer'>>())
    .data;
}

/** GET /api/reports/summary-maindealer: claims (valid scans) per month and main dealer. */
export async function fetchSummaryMainDealer(query: Year): Promise<ResponseOf<'summaryMainDealer'>['data']> {
  return (
    await api.get('api/reports/summary-maindealer', { searchParams: query }).json<ResponseOf<'summaryMainDealer'>>()
  ).data;
}
