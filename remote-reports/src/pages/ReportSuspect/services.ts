// The calls of Report Suspect (a prop of the page, so tests can pass their own).
import { fetchSuspectCards, fetchSuspectDetails, fetchSuspectTable } from '@qrguard/shared-api';

export const suspectReportServices = {
  cards: fetchSuspectCards,
  table: fetchSuspectTable,
  details: fetchSuspectDetails,
};
export type SuspectReportServices = typeof suspectReportServices;
