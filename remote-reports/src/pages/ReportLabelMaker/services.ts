// The calls of Report - Label Maker (a prop of the page, so tests can pass their own).
import { fetchLabelMakerCheckingReport, fetchLabelMakerHistory, fetchLabelMakerPoReport } from '@qrguard/shared-api';

export const labelMakerReportServices = {
  checking: fetchLabelMakerCheckingReport,
  poReport: fetchLabelMakerPoReport,
  history: fetchLabelMakerHistory,
};
export type LabelMakerReportServices = typeof labelMakerReportServices;
