// Consumer Insight calls (issue 14; contract/insight.ts): one per endpoint,
// each answering the envelope's data.
import { api } from '../client';
import type { QueryOf, ResponseOf } from '../contract';

type InsightName =
  | 'insightVariants'
  | 'insightChannels'
  | 'insightTime'
  | 'insightGeography'
  | 'insightRepeatScans'
  | 'insightShelfTime'
  | 'insightAuthenticity'
  | 'insightReportReasons';
/** The filter every insight call takes: start, end (business-local days) and optional variant ids. */
export type InsightFilterQuery = QueryOf<'insightVariants'>;
/** The data of an insight call's answer. */
export type InsightData<K extends InsightName> = ResponseOf<K>['data'];

const get = async <K extends InsightName>(path: string, query: InsightFilterQuery): Promise<InsightData<K>> =>
  (await api.get(path, { searchParams: query }).json<ResponseOf<K>>()).data;

/** GET /api/insight/variants: customer scans per variant (variant 0: URLs that name no code). */
export const fetchInsightVariants = (q: InsightFilterQuery) => get<'insightVariants'>('api/insight/variants', q);
/** GET /api/insight/channels: customer scans per channel (customer type). */
export const fetchInsightChannels = (q: InsightFilterQuery) => get<'insightChannels'>('api/insight/channels', q);
/** GET /api/insight/time: customer scans by hour of day and day of week. */
export const fetchInsightTime = (q: InsightFilterQuery) => get<'insightTime'>('api/insight/time', q);
/** GET /api/insight/geography: customer scans by province and city. */
export const fetchInsightGeography = (q: InsightFilterQuery) => get<'insightGeography'>('api/insight/geography', q);
/** GET /api/insight/repeat-scans: codes first scanned in the range by their customer scans so far. */
export const fetchInsightRepeatScans = (q: InsightFilterQuery) =>
  get<'insightRepeatScans'>('api/insight/repeat-scans', q);
/** GET /api/insight/shelf-time: codes first scanned in the range by the time since filling. */
export const fetchInsightShelfTime = (q: InsightFilterQuery) => get<'insightShelfTime'>('api/insight/shelf-time', q);
/** GET /api/insight/authenticity: scans by outcome, suspicious scans, new suspect flags. */
export const fetchInsightAuthenticity = (q: InsightFilterQuery) =>
  get<'insightAuthenticity'>('api/insight/authenticity', q);
/** GET /api/insight/report-reasons: customer reports per reason. */
export const fetchInsightReportReasons = (q: InsightFilterQuery) =>
  get<'insightReportReasons'>('api/insight/report-reasons', q);
