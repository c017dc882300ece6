// The highlight dashboards' endpoints (issue 4; contract/highlight.ts): the
// overview, Label Maker, Oil Maker and Customer pages. Every figure comes from
// the rollups (queries.ts) through one metric definition (domain/highlight-metrics.ts).
import { endpoints } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import {
  HighlightFilterError,
  parseHighlightFilter,
  parseSeriesFilter,
  type HighlightFilter,
  type RawHighlightQuery,
} from '../../domain/highlight-filter';
import { periodBuckets } from '../../domain/highlight-period';
import { REPORT_REASONS } from '../../domain/constants';
import { LABEL_SCAN_RESULTS } from '../../domain/highlight-metrics';
import { localBuckets } from '../../domain/local-time';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import {
  bottleMakerRows,
  companyRows,
  customerStats,
  dashboardStats,
  labelMakerStats,
  oilMakerStats,
  reasonRows,
  scanReportSeries,
  scanSeries,
  suspiciousProducts,
  variantSeries,
} from './figures';
import { awaitingFilling, namesOf, purchaseOrderTotals, readFacts, variantsFor } from './queries';

const ok = <T>(data: T) => ({ status: true as const, message: 'OK', data });

/** The results the label-maker cards count: label scans and oil-maker deactivations (fewer rows to read). */
const LABEL_CARD_RESULTS = [...LABEL_SCAN_RESULTS, 'DEACTIVATE'];

export default async function highlightRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const db = app.db;
  const today = () => localBuckets(new Date(), config.businessTz).day;

  /** The filter, or a 400 naming the field. */
  const filterOf = (query: RawHighlightQuery): HighlightFilter => {
    try {
      return parseHighlightFilter(query, today());
    } catch (err) {
      if (err instanceof HighlightFilterError) throw badRequest(err.message, err.details);
      throw err;
    }
  };
  const seriesOf = (query: Parameters<typeof parseSeriesFilter>[0]) => {
    try {
      const filter = parseSeriesFilter(query, today());
      const buckets = periodBuckets(filter.mode, filter.range.from, filter.range.to);
      // A DAILY series is cut in hours (hourly grain); the others in days (daily grain, whole months for YEARLY).
      const grain = filter.mode === 'DAILY' ? 'hourly' : filter.mode === 'YEARLY' ? 'months' : 'daily';
      return { ...filter, buckets, grain } as const;
    } catch (err) {
      if (err instanceof HighlightFilterError) throw badRequest(err.message, err.details);
      throw err;
    }
  };

  /** Label-maker cards: label and oil facts of the range plus the PO lines' totals. */
  const labelStats = async (f: HighlightFilter) => {
    const [facts, po] = await Promise.all([
      readFacts(db, { ...f, actors: ['label_maker', 'oil_maker'], results: LABEL_CARD_RESULTS, buckets: 'none' }),
      purchaseOrderTotals(db, f.range, f.dims),
    ]);
    return labelMakerStats(facts, po);
  };

  // ---- Highlights overview ----

  route(app, endpoints.highlightOverview, async (req) => {
    const f = filterOf(req.query);
    // Independent reads run side by side (on PostgreSQL each on its own pooled connection).
    const [facts, po] = await Promise.all([
      readFacts(db, {
        ...f,
        actors: ['label_maker', 'oil_maker', 'customer'],
        results: [...LABEL_CARD_RESULTS, 'Not Found'],
        buckets: 'none',
      }),
      purchaseOrderTotals(db, f.range, f.dims),
    ]);
    return ok({ ...labelMakerStats(facts, po), ...dashboardStats(facts) });
  });

  route(app, endpoints.highlightScanChart, async (req) => {
    const s = seriesOf(req.query);
    const facts = await readFacts(db, {
      ...s,
      actors: ['customer'],
      results: ['Success', 'Not Found'],
      buckets: s.grain,
    });
    return ok(scanSeries(s.buckets, facts));
  });

  route(app, endpoints.highlightByProduct, async (req) => {
    const f = filterOf(req.query);
    const [facts, variants] = await Promise.all([
      readFacts(db, {
        ...f,
        actors: ['customer'],
        results: ['Success', 'Not Found'],
        groupBy: ['variant_id'],
        buckets: 'none',
      }),
      namesOf(db, 'variants'),
    ]);
    return ok(suspiciousProducts(facts, variants));
  });

  // ---- Highlight - Label Maker ----

  route(app, endpoints.labelMakerScanOverview, async (req) => ok(await labelStats(filterOf(req.query))));

  route(app, endpoints.labelMakerVariantOverview, async (req) => {
    const s = seriesOf(req.query);
    const [facts, variants] = await Promise.all([
      readFacts(db, {
        ...s,
        actors: ['label_maker'],
        results: LABEL_SCAN_RESULTS,
        groupBy: ['variant_id'],
        buckets: s.grain,
      }),
      variantsFor(db, s.dims.variant),
    ]);
    return ok(variantSeries(s.buckets, facts, variants, ['activate', 'labelActive'], ['totalscan', 'labelScan']));
  });

  route(app, endpoints.labelMakerBottleMakerOverview, async (req) => {
    const f = filterOf(req.query);
    const [facts, names] = await Promise.all([
      readFacts(db, {
        ...f,
        actors: ['label_maker'],
        results: ['Success', 'Reject'],
        groupBy: ['bottle_maker_id'],
        buckets: 'none',
      }),
      namesOf(db, 'bottle_makers'),
    ]);
    return ok(bottleMakerRows(facts, names));
  });

  route(app, endpoints.labelMakerCompanyOverview, async (req) => {
    const f = filterOf(req.query);
    const [facts, companies, variants] = await Promise.all([
      readFacts(db, {
        ...f,
        actors: ['label_maker'],
        results: ['Success'],
        groupBy: ['label_maker_id', 'variant_id'],
        buckets: 'none',
      }),
      namesOf(db, 'label_makers'),
      namesOf(db, 'variants'),
    ]);
    return ok(companyRows(facts, 'labelActive', (r) => r.label_maker_id, companies, variants));
  });

  // ---- Highlight - Oil Maker ----

  route(app, endpoints.oilMakerScanOverview, async (req) => {
    const f = filterOf(req.query);
    const [facts, awaiting] = await Promise.all([
      readFacts(db, { ...f, actors: ['label_maker', 'oil_maker'], buckets: 'none' }),
      awaitingFilling(db, f.range, f.dims),
    ]);
    return ok(oilMakerStats(facts, awaiting));
  });

  route(app, endpoints.oilMakerVariantOverview, async (req) => {
    const s = seriesOf(req.query);
    const [facts, variants] = await Promise.all([
      readFacts(db, {
        ...s,
        actors: ['label_maker', 'oil_maker'],
        results: ['Success', 'ACTIVATE'],
        groupBy: ['variant_id'],
        buckets: s.grain,
      }),
      variantsFor(db, s.dims.variant),
    ]);
    return ok(variantSeries(s.buckets, facts, variants, ['activated', 'oilActive'], ['totalqr', 'oilTotalQr']));
  });

  route(app, endpoints.oilMakerCompanyOverview, async (req) => {
    const f = filterOf(req.query);
    const [facts, companies, variants] = await Promise.all([
      readFacts(db, {
        ...f,
        actors: ['oil_maker'],
        results: ['ACTIVATE'],
        groupBy: ['oil_maker_id', 'variant_id'],
        buckets: 'none',
      }),
      namesOf(db, 'oil_makers'),
      namesOf(db, 'variants'),
    ]);
    return ok(companyRows(facts, 'oilActive', (r) => r.oil_maker_id, companies, variants));
  });

  // ---- Highlight - Customer ----

  route(app, endpoints.customerVariantOverview, async (req) => {
    const f = filterOf(req.query);
    const facts = await readFacts(db, { ...f, actors: ['customer'], buckets: 'none' });
    return ok(customerStats(facts));
  });

  route(app, endpoints.reportReasonOverview, async (req) => {
    const f = filterOf(req.query);
    const [facts, variants] = await Promise.all([
      readFacts(db, {
        ...f,
        actors: ['customer'],
        results: ['Report'],
        groupBy: ['reason', 'variant_id'],
        buckets: 'none',
      }),
      variantsFor(db, f.dims.variant),
    ]);
    return ok(reasonRows(facts, REPORT_REASONS, variants));
  });

  route(app, endpoints.scanReportOverview, async (req) => {
    const s = seriesOf(req.query);
    const facts = await readFacts(db, {
      ...s,
      actors: ['customer'],
      results: ['Success', 'Not Found', 'Report'],
      buckets: s.grain,
    });
    return ok(scanReportSeries(s.buckets, facts));
  });
}
