// The calls of the Summary report, one per section, each with the section's
// own year (a prop of the page, so tests can pass their own).
import {
  fetchSummaryCustomer,
  fetchSummaryLabelMaker,
  fetchSummaryMainDealer,
  fetchSummaryOilMaker,
} from '@qrguard/shared-api';

export const summaryReportServices = {
  labelMaker: fetchSummaryLabelMaker,
  oilMaker: fetchSummaryOilMaker,
  customer: fetchSummaryCustomer,
  mainDealer: fetchSummaryMainDealer,
};
export type SummaryReportServices = typeof summaryReportServices;
