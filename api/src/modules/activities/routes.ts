// Customer Activities (issue 11; contract/activities.ts): the Scan Activity
// chart (rollups), the Customer Distribution map and the Scan History list
// (scan events). The chart and the list read the same filter the same way.
import { endpoints, MAP_DISTRIBUTION_LIMIT, SCAN_RESULT_VALUES } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { localBuckets } from '../../domain/local-time';
import { pageMeta, pageRequest } from '../../domain/paging';
import { route } from '../../http/route';
import { readFacts } from '../highlight/queries';
import { located, locatedScans, scanEventPage } from './queries';
import { listFilterOf, perBucket, seriesFilterOf } from './series';

/** The actors whose scans are activities (an officer's check is not). */
export const ACTIVITY_ACTORS = ['label_maker', 'oil_maker', 'customer'] as const;

export default async function activityRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const db = app.db;
  const today = () => localBuckets(new Date(), config.businessTz).day;

  route(app, endpoints.activityOverview, async (req) => {
    const s = seriesFilterOf(req.query, today());
    // Scan results only: the customer actor's rollups also count reports (result "Report").
    const facts = await readFacts(db, {
      ...s,
      actors: ACTIVITY_ACTORS,
      results: req.query.status ? [req.query.status] : SCAN_RESULT_VALUES,
      buckets: s.grain,
    });
    return { status: true, message: 'OK', data: perBucket(s.buckets, facts, { count: () => true }) };
  });

  route(app, endpoints.activityMapDistribution, async (req) => {
    const f = listFilterOf(req.query, today());
    const data = await locatedScans(db, { ...f, timeZone: config.businessTz }, MAP_DISTRIBUTION_LIMIT);
    return { status: true, message: 'OK', data };
  });

  route(app, endpoints.activityHistory, async (req) => {
    const f = listFilterOf(req.query, today());
    const page = pageRequest(req.query, config.listMaxRows);
    const { rows, total } = await scanEventPage(
      db,
      'activities',
      { ...f, status: req.query.status, timeZone: config.businessTz },
      { by: req.query.by, order: req.query.order },
      page,
    );
    const data = rows.map((r) => ({
      id: r.id,
      url: r.url ?? r.qrcode ?? '',
      product_name: r.product_name,
      variant: r.variant,
      volume: r.volume,
      scan_date: r.scanned_at,
      lat: r.lat,
      lng: r.lng,
      has_location: located(r.lat, r.lng),
      status: r.result,
      actor: r.actor as (typeof ACTIVITY_ACTORS)[number],
    }));
    return { status: true, message: 'OK', data, meta: pageMeta(page, total) };
  });
}
