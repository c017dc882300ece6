// Consumer Insight (issue 14; contract/insight.ts): eight reads of the insight
// rollups (queries.ts), never of the raw scans. Every answer lists its whole
// domain (all channels, 24 hours, 7 weekdays, every band and reason) with
// zeros, so a chart never guesses what is missing.
import {
  CUSTOMER_TYPE_VALUES,
  endpoints,
  INSIGHT_REPEAT_BANDS,
  INSIGHT_SHELF_BANDS,
  KNOWN_CITIES,
  REPORT_REASON_VALUES,
} from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { HighlightFilterError, parseHighlightFilter, type HighlightFilter } from '../../domain/highlight-filter';
import { localBuckets } from '../../domain/local-time';
import { REASON_DISTANT, REASON_TOO_MANY } from '../../domain/suspicion';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import { variantsFor } from '../highlight/queries';
import { OTHER_CITY } from './facts';
import { CITY_PROVINCE } from './provinces';
import { byKey, readInsight } from './queries';

const ok = <T>(data: T) => ({ status: true as const, message: 'OK', data });

export default async function insightRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const db = app.db;
  const today = () => localBuckets(new Date(), config.businessTz).day;

  const filterOf = (query: { start: string; end: string; variant?: string | undefined }): HighlightFilter => {
    try {
      return parseHighlightFilter({ start: query.start, end: query.end, variant: query.variant }, today());
    } catch (err) {
      if (err instanceof HighlightFilterError) throw badRequest(err.message, err.details);
      throw err;
    }
  };
  const read = (f: HighlightFilter, fact: Parameters<typeof readInsight>[1], perVariant = false) =>
    readInsight(db, fact, f.range, f.dims.variant, perVariant);

  route(app, endpoints.insightVariants, async (req) => {
    const f = filterOf(req.query);
    const [rows, variants] = await Promise.all([read(f, 'status', true), variantsFor(db, f.dims.variant)]);
    const perVariant = new Map<number, number>();
    for (const r of rows) perVariant.set(r.variantId, (perVariant.get(r.variantId) ?? 0) + r.n);
    const data = variants.map((v) => ({
      variant_id: Number(v.id),
      variant: v.name,
      count: perVariant.get(Number(v.id)) ?? 0,
    }));
    // URLs that name no code: only without a variant filter (they have no variant).
    if (!f.dims.variant) data.push({ variant_id: 0, variant: '', count: perVariant.get(0) ?? 0 });
    return ok(data);
  });

  route(app, endpoints.insightChannels, async (req) => {
    const sums = byKey(await read(filterOf(req.query), 'channel'));
    return ok(CUSTOMER_TYPE_VALUES.map((customer_type) => ({ customer_type, count: sums.get(customer_type) ?? 0 })));
  });

  route(app, endpoints.insightTime, async (req) => {
    const f = filterOf(req.query);
    const [hours, weekdays] = await Promise.all([read(f, 'hour'), read(f, 'weekday')]);
    const h = byKey(hours);
    const w = byKey(weekdays);
    return ok({
      hours: Array.from({ length: 24 }, (_, hour) => ({ hour, count: h.get(String(hour).padStart(2, '0')) ?? 0 })),
      weekdays: Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, count: w.get(String(i + 1)) ?? 0 })),
    });
  });

  route(app, endpoints.insightGeography, async (req) => {
    const sums = byKey(await read(filterOf(req.query), 'city'));
    const cities = KNOWN_CITIES.map((c) => ({
      city: c.name,
      province: CITY_PROVINCE[c.name] ?? OTHER_CITY,
      lat: c.lat,
      lng: c.lng,
      count: sums.get(c.name) ?? 0,
    }))
      .filter((c) => c.count > 0)
      .sort((a, b) => b.count - a.count || a.city.localeCompare(b.city));
    const provinces = new Map<string, number>();
    for (const c of cities) provinces.set(c.province, (provinces.get(c.province) ?? 0) + c.count);
    return ok({
      provinces: [...provinces]
        .map(([province, count]) => ({ province, count }))
        .sort((a, b) => b.count - a.count || a.province.localeCompare(b.province)),
      cities,
      other: sums.get(OTHER_CITY) ?? 0,
      unlocated: sums.get('') ?? 0,
    });
  });

  route(app, endpoints.insightRepeatScans, async (req) => {
    const sums = byKey(await read(filterOf(req.query), 'repeat'));
    return ok(INSIGHT_REPEAT_BANDS.map((band) => ({ band, codes: Math.max(0, sums.get(band) ?? 0) })));
  });

  route(app, endpoints.insightShelfTime, async (req) => {
    const sums = byKey(await read(filterOf(req.query), 'shelf'));
    return ok(INSIGHT_SHELF_BANDS.map((band) => ({ band, codes: sums.get(band) ?? 0 })));
  });

  route(app, endpoints.insightAuthenticity, async (req) => {
    const f = filterOf(req.query);
    const [status, suspicious, flags] = await Promise.all([read(f, 'status'), read(f, 'suspicious'), read(f, 'flag')]);
    const s = byKey(status);
    const flagged = byKey(flags);
    const valid = s.get('valid') ?? 0;
    const inactive = s.get('inactive') ?? 0;
    const expired = s.get('expired') ?? 0;
    const notFound = s.get('not_found') ?? 0;
    return ok({
      scans: valid + inactive + expired + notFound,
      valid,
      inactive,
      expired,
      not_found: notFound,
      suspicious_scans: byKey(suspicious).get('') ?? 0,
      flags: [REASON_TOO_MANY, REASON_DISTANT].map((reason) => ({ reason, count: flagged.get(reason) ?? 0 })),
    });
  });

  route(app, endpoints.insightReportReasons, async (req) => {
    const sums = byKey(await read(filterOf(req.query), 'report'));
    return ok(REPORT_REASON_VALUES.map((reason) => ({ reason, count: sums.get(reason) ?? 0 })));
  });
}
