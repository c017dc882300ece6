// The calls of Highlight - Customer (a prop of the page, so tests can pass their own).
import { fetchCustomerVariantOverview, fetchReportReasonOverview, fetchScanReportOverview } from '@qrguard/shared-api';

export const customerServices = {
  stats: fetchCustomerVariantOverview,
  reasons: fetchReportReasonOverview,
  scanReport: fetchScanReportOverview,
};
export type CustomerServices = typeof customerServices;
