// Report - Consumer (with its cases), Report - Label Maker and Report - Oil
// Maker calls (issue 11; contract/reports.ts).
import { api } from '../client';
import type { BodyOf, QueryOf, ResponseOf } from '../contract';

type Page<K extends 'customerReports' | 'labelMakerPoReport' | 'labelMakerHistory' | 'oilMakerHistory'> = Pick<
  ResponseOf<K>,
  'data' | 'meta'
>;

/** GET /api/reports/customer-report/table: customer reports newest first, with their case. */
export async function fetchCustomerReports(query: QueryOf<'customerReports'> = {}): Promise<Page<'customerReports'>> {
  const { data, meta } = await api
    .get('api/reports/customer-report/table', { searchParams: query })
    .json<ResponseOf<'customerReports'>>();
  return { data, meta };
}

/** POST /api/reports/customer-report/:id/status (REPORT_CASE_EDIT): moves the case; answers the updated row. */
export async function setReportCaseStatus(
  id: number,
  body: BodyOf<'setReportCaseStatus'>,
): Promise<ResponseOf<'setReportCaseStatus'>['data']> {
  return (
    await api.post(`api/reports/customer-report/${id}/status`, { json: body }).json<ResponseOf<'setReportCaseStatus'>>()
  ).data;
}

/** GET /api/reports/customer-report/:id/history: the case's changes, oldest first. */
export async function fetchReportCaseHistory(id: number): Promise<ResponseOf<'reportCaseHistory'>['data']> {
  return (await api.get(`api/reports/customer-report/${id}/history`).json<ResponseOf<'reportCaseHistory'>>()).data;
}

/** GET /api/reports/labelmaker-overview: Checking Report (passed labels per period, split by variant). */
export async function fetchLabelMakerCheckingReport(
  query: QueryOf<'labelMakerCheckingReport'>,
): Promise<ResponseOf<'labelMakerCheckingReport'>['data']> {
  return (
    await api
      .get('api/reports/labelmaker-overview', { searchParams: query })
      .json<ResponseOf<'labelMakerCheckingReport'>>()
  ).data;
}

/** GET /api/reports/labelmaker-po-report: purchase orders with their lines, newest PO first. */
export async function fetchLabelMakerPoReport(
  query: QueryOf<'labelMakerPoReport'> = {},
): Promise<Page<'labelMakerPoReport'>> {
  const { data, meta } = await api
    .get('api/reports/labelmaker-po-report', { searchParams: query })
    .json<ResponseOf<'labelMakerPoReport'>>();
  return { data, meta };
}

/** GET /api/reports/labelmaker-history: label scans newest first. */
export async function fetchLabelMakerHistory(
  query: QueryOf<'labelMakerHistory'> = {},
): Promise<Page<'labelMakerHistory'>> {
  const { data, meta } = await api
    .get('api/reports/labelmaker-history', { searchParams: query })
    .json<ResponseOf<'labelMakerHistory'>>();
  return { data, meta };
}

/** GET /api/reports/oilmaker-activity: Activation Report (activated vs deactivated per period). */
export async function fetchOilMakerActivationReport(
  query: QueryOf<'oilMakerActivationReport'>,
): Promise<ResponseOf<'oilMakerActivationReport'>['data']> {
  return (
    await api
      .get('api/reports/oilmaker-activity', { searchParams: query })
      .json<ResponseOf<'oilMakerActivationReport'>>()
  ).data;
}

/** GET /api/reports/oilmaker-history: oil-maker scans newest first. */
export async function fetchOilMakerHistory(query: QueryOf<'oilMakerHistory'> = {}): Promise<Page<'oilMakerHistory'>> {
  const { data, meta } = await api
    .get('api/reports/oilmaker-history', { searchParams: query })
    .json<ResponseOf<'oilMakerHistory'>>();
  return { data, meta };
}
