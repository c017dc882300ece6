// Consumer Insight (issue 14; spec reports-settings 2 "Consumer Insight"): what
// the customer scans really hold, for a range of business-local days and
// optionally some variants. Every endpoint is answered from the insight
// rollups (api migration 360), never from the raw scans. The descriptions are
// the definitions the page's info popovers repeat.
//
// One rule binds the scan figures: for the same filter, scans by variant, by
// channel, by hour, by day of the week and by place (cities + other +
// unlocated) each add up to the same total, `scans` of /api/insight/authenticity.
// No age or gender: the data holds neither (the original drew random numbers).
import { Type, type Static, type TSchema } from 'typebox';
import { dateRange, DateParam } from './dates';
import { Envelope } from './envelope';
import { endpoint } from './endpoint';
import { PERMISSIONS } from './permissions';

/** The filter of every insight endpoint: an inclusive range of business-local days and optional variants. */
export const InsightQuery = dateRange(
  Type.Object(
    {
      start: DateParam,
      end: DateParam,
      variant: Type.Optional(
        Type.String({
          pattern: '^[0-9]{1,9}(,[0-9]{1,9}){0,99}$',
          maxLength: 1000,
          description:
            'Comma-joined variant ids, e.g. "1,3" (OR-ed). Absent: all, including scanned URLs that name no code (variant 0).',
        }),
      ),
    },
    {
      additionalProperties: false,
      description: 'start..end are inclusive business-local days (a time part, if sent, is ignored).',
    },
  ),
  { start: 'start', end: 'end' },
);
export type InsightQuery = Static<typeof InsightQuery>;

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const List = <T extends TSchema>(item: T) => Envelope(Type.Array(item));

export const InsightVariantRow = Type.Object({
  variant_id: Type.Integer({ minimum: 0, description: '0: a scanned URL that names no code (counterfeit label).' }),
  variant: Type.String({ description: 'The variant name; "" for variant 0.' }),
  count: Count('Customer scans in the range.'),
});
export type InsightVariantRow = Static<typeof InsightVariantRow>;

export const InsightChannelRow = Type.Object({
  customer_type: Type.String({ description: 'The channel the customer scanned through (Web, HSO, ...).' }),
  count: Count('Customer scans in the range.'),
});
export type InsightChannelRow = Static<typeof InsightChannelRow>;

export const InsightTime = Type.Object({
  hours: Type.Array(
    Type.Object({
      hour: Type.Integer({ minimum: 0, maximum: 23 }),
      count: Count('Customer scans in that local hour.'),
    }),
    { description: 'Always 24 rows, hour 0 to 23 (business time zone).' },
  ),
  weekdays: Type.Array(
    Type.Object({
      weekday: Type.Integer({ minimum: 1, maximum: 7, description: 'ISO: 1 Monday .. 7 Sunday.' }),
      count: Count('Customer scans on that day of the week.'),
    }),
    { description: 'Always 7 rows, Monday first.' },
  ),
});
export type InsightTime = Static<typeof InsightTime>;

export const InsightGeography = Type.Object({
  provinces: Type.Array(
    Type.Object({ province: Type.String(), count: Count('Located customer scans in its known cities.') }),
    { description: 'Most scans first.' },
  ),
  cities: Type.Array(
    Type.Object({
      city: Type.String(),
      province: Type.String(),
      lat: Type.Number(),
      lng: Type.Number(),
      count: Count('Located customer scans nearest to this city (within 150 km).'),
    }),
    { description: 'Most scans first; cities without scans are left out.' },
  ),
  other: Count('Located customer scans farther than 150 km from every known city.'),
  unlocated: Count('Customer scans sent without a location.'),
});
export type InsightGeography = Static<typeof InsightGeography>;

export const INSIGHT_REPEAT_BANDS = ['1', '2', '3-5', '6+'] as const;
export const InsightBandRow = Type.Object({
  band: Type.String(),
  codes: Count('Codes in this band.'),
});
export type InsightBandRow = Static<typeof InsightBandRow>;

export const INSIGHT_SHELF_BANDS = ['lt7', '7-29', '30-89', '90-179', '180-364', '365+', 'unfilled'] as const;

export const InsightAuthenticity = Type.Object({
  scans: Count('Customer scans in the range (known codes and URLs that name no code).'),
  valid: Count('Scans of an activated, unexpired code: a genuine product.'),
  inactive: Count('Scans of a code never activated on a filling line.'),
  expired: Count('Scans of a code more than 3 years after its filling.'),
  not_found: Count('Scans of a URL that names no issued code: a counterfeit label.'),
  suspicious_scans: Count(
    'Scans of a code flagged as suspect at that scan (more than 5 customer scans, or scans too far apart for the time between them).',
  ),
  flags: Type.Array(
    Type.Object({ reason: Type.String(), count: Count('Codes newly flagged for this reason in the range.') }),
  ),
});
export type InsightAuthenticity = Static<typeof InsightAuthenticity>;

export const InsightReasonRow = Type.Object({
  reason: Type.String({ description: 'The reason the customer chose (Indonesian, as stored).' }),
  count: Count('Customer reports in the range.'),
});
export type InsightReasonRow = Static<typeof InsightReasonRow>;

export const insightEndpoints = {
  /** Customer scans per variant (variant 0: URLs that name no code). */
  insightVariants: endpoint({
    method: 'GET',
    url: '/api/insight/variants',
    access: PERMISSIONS.consumerInsights,
    querystring: InsightQuery,
    response: List(InsightVariantRow),
  }),
  /** Customer scans per channel (customer type), every channel listed. */
  insightChannels: endpoint({
    method: 'GET',
    url: '/api/insight/channels',
    access: PERMISSIONS.consumerInsights,
    querystring: InsightQuery,
    response: List(InsightChannelRow),
  }),
  /** Customer scans by local hour of day and by day of the week. */
  insightTime: endpoint({
    method: 'GET',
    url: '/api/insight/time',
    access: PERMISSIONS.consumerInsights,
    querystring: InsightQuery,
    response: Envelope(InsightTime),
  }),
  /** Customer scans by province and city (nearest known city of each located scan). */
  insightGeography: endpoint({
    method: 'GET',
    url: '/api/insight/geography',
    access: PERMISSIONS.consumerInsights,
    querystring: InsightQuery,
    response: Envelope(InsightGeography),
  }),
  /**
   * Codes first scanned by a customer in the range, by their customer scans so far:
   * bands 1, 2, 3-5, 6+ (always four rows).
   */
  insightRepeatScans: endpoint({
    method: 'GET',
    url: '/api/insight/repeat-scans',
    access: PERMISSIONS.consumerInsights,
    querystring: InsightQuery,
    response: List(InsightBandRow),
  }),
  /**
   * Codes first scanned by a customer in the range, by the time from filling (oil activation)
   * to that first scan: lt7, 7-29, 30-89, 90-179, 180-364, 365+ days, and unfilled
   * (not activated when first scanned). Always seven rows.
   */
  insightShelfTime: endpoint({
    method: 'GET',
    url: '/api/insight/shelf-time',
    access: PERMISSIONS.consumerInsights,
    querystring: InsightQuery,
    response: List(InsightBandRow),
  }),
  /** Customer scans by outcome (genuine, not activated, expired, counterfeit), suspicious scans and new flags. */
  insightAuthenticity: endpoint({
    method: 'GET',
    url: '/api/insight/authenticity',
    access: PERMISSIONS.consumerInsights,
    querystring: InsightQuery,
    response: Envelope(InsightAuthenticity),
  }),
  /** Customer reports per reason, every reason listed. */
  insightReportReasons: endpoint({
    method: 'GET',
    url: '/api/insight/report-reasons',
    access: PERMISSIONS.consumerInsights,
    querystring: InsightQuery,
    response: List(InsightReasonRow),
  }),
};
