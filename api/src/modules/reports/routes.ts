// Report - Consumer, Report - Label Maker and Report - Oil Maker (issue 11;
// contract/reports.ts). Charts read the rollups, lists the raw tables, with
// the same filter; the case change is the only write (REPORT_CASE_EDIT).
import { endpoints, type CheckingReportRow } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import type { Config } from '../../config';
import { bucketIndex } from '../../domain/highlight-period';
import { localBuckets } from '../../domain/local-time';
import { pageMeta, pageRequest } from '../../domain/paging';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { signedIn } from '../../plugins/auth';
import { scanEventPage } from '../activities/queries';
import { listFilterOf, perBucket, seriesFilterOf } from '../activities/series';
import { readFacts, variantsFor } from '../highlight/queries';
import { caseHistory, changeCaseStatus, customerReportPage, purchaseOrderPage } from './queries';

/** The query of either maker's scan history (their statuses differ). */
type HistoryQuery =
  Static<typeof endpoints.labelMakerHistory.querystring> | Static<typeof endpoints.oilMakerHistory.querystring>;

/** A variant's key in the Checking Report: its name with spaces removed (spec 3). */
export const checkingVariantKey = (name: string) => name.replace(/\s+/g, '');

export default async function reportRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const db = app.db;
  const tz = config.businessTz;
  const today = () => localBuckets(new Date(), tz).day;

  // ---- Report - Consumer ----

  route(app, endpoints.customerReports, async (req) => {
    const f = listFilterOf(req.query, today());
    const page = pageRequest(req.query, config.listMaxRows);
    const { rows, total } = await customerReportPage(
      db,
      { ...f, reason: req.query.reason, caseStatus: req.query.case_status, timeZone: tz },
      { by: req.query.by, order: req.query.order },
      page,
    );
    return { status: true, message: 'OK', data: rows, meta: pageMeta(page, total) };
  });

  route(app, endpoints.setReportCaseStatus, async (req) => {
    const user = signedIn(req);
    const result = await changeCaseStatus(
      db,
      req.params.id,
      { status: req.body.status, note: req.body.note, expected: req.body.expected_status },
      { id: user.id, username: user.username, address: req.ip },
    );
    if (!result.ok) throw new HttpError(result.status, result.reason);
    return { status: true, message: `The case is now ${result.report.case_status}`, data: result.report };
  });

  route(app, endpoints.reportCaseHistory, async (req) => {
    const rows = await caseHistory(db, req.params.id);
    if (!rows) throw new HttpError(404, `Customer report ${req.params.id} was not found.`);
    return { status: true, message: 'OK', data: rows };
  });

  // ---- Report - Label Maker ----

  route(app, endpoints.labelMakerCheckingReport, async (req) => {
    const s = seriesFilterOf(req.query, today());
    const [facts, variants] = await Promise.all([
      readFacts(db, {
        ...s,
        actors: ['label_maker'],
        results: ['Success'],
        groupBy: ['variant_id'],
        buckets: s.grain,
      }),
      variantsFor(db, s.dims.variant),
    ]);
    const keyOf = new Map(variants.map((v) => [Number(v.id), checkingVariantKey(v.name)]));
    const data: CheckingReportRow[] = perBucket(s.buckets, facts, { passed: () => true }).map((row) => ({
      ...row,
      variants: Object.fromEntries(variants.map((v) => [checkingVariantKey(v.name), 0])),
    }));
    for (const f of facts) {
      const i = bucketIndex(s.buckets, f.bucket);
      const key = keyOf.get(f.variant_id);
      if (i >= 0 && key !== undefined) data[i]!.variants[key] = (data[i]!.variants[key] ?? 0) + f.n;
    }
    return { status: true, message: 'OK', data };
  });

  route(app, endpoints.labelMakerPoReport, async (req) => {
    const f = listFilterOf(req.query, today());
    const page = pageRequest(req.query, config.listMaxRows);
    const { rows, total } = await purchaseOrderPage(db, f, { by: req.query.by, order: req.query.order }, page);
    return { status: true, message: 'OK', data: rows, meta: pageMeta(page, total) };
  });

  /** A maker's scan history page: the filter, the status and the table's page and sort. */
  const historyPage = (actor: 'label_maker' | 'oil_maker', query: HistoryQuery) => {
    const page = pageRequest(query, config.listMaxRows);
    const filter = { ...listFilterOf(query, today()), status: query.status, timeZone: tz };
    return scanEventPage(db, actor, filter, { by: query.by, order: query.order }, page).then((result) => ({
      ...result,
      meta: pageMeta(page, result.total),
    }));
  };

  route(app, endpoints.labelMakerHistory, async (req) => {
    const { rows, meta } = await historyPage('label_maker', req.query);
    const data = rows.map((r) => ({
      id: r.id,
      product_name: r.product_name,
      variant: r.variant,
      volume: r.volume,
      serial_number: r.serial_number,
      qrcode: r.qrcode ?? r.url ?? '',
      status: r.result,
      label_maker: r.label_maker,
      scan_date: r.scanned_at,
    }));
    return { status: true, message: 'OK', data, meta };
  });

  // ---- Report - Oil Maker ----

  route(app, endpoints.oilMakerActivationReport, async (req) => {
    const s = seriesFilterOf(req.query, today());
    const facts = await readFacts(db, {
      ...s,
      actors: ['oil_maker'],
      results: ['ACTIVATE', 'DEACTIVATE'],
      buckets: s.grain,
    });
    const data = perBucket(s.buckets, facts, {
      activated: (f) => f.result === 'ACTIVATE',
      deactivated: (f) => f.result === 'DEACTIVATE',
    });
    return { status: true, message: 'OK', data };
  });

  route(app, endpoints.oilMakerHistory, async (req) => {
    const { rows, meta } = await historyPage('oil_maker', req.query);
    const data = rows.map((r) => ({
      id: r.id,
      product_name: r.product_name,
      variant: r.variant,
      volume: r.volume,
      qrcode: r.qrcode ?? r.url ?? '',
      status: r.result,
      oil_maker: r.oil_maker,
      scan_date: r.scanned_at,
    }));
    return { status: true, message: 'OK', data, meta };
  });
}
