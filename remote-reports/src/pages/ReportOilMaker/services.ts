// The calls of Report - Oil Maker (a prop of the page, so tests can pass their own).
import { fetchOilMakerActivationReport, fetchOilMakerHistory } from '@qrguard/shared-api';

export const oilMakerReportServices = {
  activation: fetchOilMakerActivationReport,
  history: fetchOilMakerHistory,
};
export type OilMakerReportServices = typeof oilMakerReportServices;
