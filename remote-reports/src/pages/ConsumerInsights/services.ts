// The calls of Consumer Insight (a prop of the page, so tests can pass their own).
import {
  fetchInsightAuthenticity,
  fetchInsightChannels,
  fetchInsightGeography,
  fetchInsightRepeatScans,
  fetchInsightReportReasons,
  fetchInsightShelfTime,
  fetchInsightTime,
  fetchInsightVariants,
} from '@qrguard/shared-api';

export type { InsightData, InsightFilterQuery as InsightQuery } from '@qrguard/shared-api';

export const insightServices = {
  variants: fetchInsightVariants,
  channels: fetchInsightChannels,
  time: fetchInsightTime,
  geography: fetchInsightGeography,
  repeatScans: fetchInsightRepeatScans,
  shelfTime: fetchInsightShelfTime,
  authenticity: fetchInsightAuthenticity,
  reportReasons: fetchInsightReportReasons,
};
export type InsightServices = typeof insightServices;
