// The Summary report (issue 14; contract/summary.ts): four sections, each for
// the year it is asked for. Label and oil figures count the same facts as the
// highlight pages (one metric definition, domain/highlight-metrics.ts), so a
// month here equals that month on the Label Maker and Oil Maker highlights.
import {
  endpoints,
  summaryLastYear,
  type CustomerFigures,
  type LabelMakerFigures,
  type MainDealerFigures,
  type OilMakerFigures,
} from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { LABEL_SCAN_RESULTS, METRICS } from '../../domain/highlight-metrics';
import { localBuckets } from '../../domain/local-time';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import { summaryTable, type MonthFact } from './figures';
import {
  channelFacts,
  companyFacts,
  firstYear,
  labelMakerGroups,
  mainDealerGroups,
  oilMakerGroups,
  purchaseOrdersByMonth,
} from './queries';

const ok = <T>(data: T) => ({ status: true as const, message: 'OK', data });

/** The channel of the public scan page: a channel of the Customer Scan section, but no main dealer. */
export const WEB_CHANNEL = { key: 'WEB', name: 'Web', channel: 'Web' } as const;

const ZERO_LABEL = (): LabelMakerFigures => ({ total_po: 0, total_scan: 0, total_active: 0, total_qr: 0 });
const ZERO_OIL = (): OilMakerFigures => ({ total_qr: 0, total_scan: 0, total_active: 0, total_deactivate: 0 });
const ZERO_COUNT = (): CustomerFigures & MainDealerFigures => ({ total: 0 });

export default async function summaryRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const db = app.db;
  const currentYear = () => Number(localBuckets(new Date(), config.businessTz).day.slice(0, 4));

  /** The year asked for (the schema bounds it when the route table is built; "next year" is checked again today). */
  const yearOf = (year: number) => {
    if (year > summaryLastYear())
      throw badRequest('year is after next year', [
        { field: 'querystring/year', message: `must be <= ${summaryLastYear()}` },
      ]);
    return year;
  };
  /** The selector's first year: the first year holding data, never after this year. */
  const firstYearOf = async () => Math.min((await firstYear(db)) ?? currentYear(), currentYear());

  route(app, endpoints.summaryLabelMaker, async (req) => {
    const year = yearOf(req.query.year);
    const [groups, facts, pos, first] = await Promise.all([
      labelMakerGroups(db),
      companyFacts(db, year, ['label_maker']),
      purchaseOrdersByMonth(db, year),
      firstYearOf(),
    ]);
    const monthFacts: MonthFact<LabelMakerFigures>[] = [
      ...pos.map((p) => ({
        month: p.month,
        group: String(p.label_maker_id),
        figures: { total_po: p.po, total_qr: p.qr },
      })),
      ...facts
        .filter((f) => (LABEL_SCAN_RESULTS as readonly string[]).includes(f.result))
        .map((f) => ({
          month: f.month,
          group: String(f.label_maker_id),
          figures: { total_scan: METRICS.labelScan(f) ? f.n : 0, total_active: METRICS.labelActive(f) ? f.n : 0 },
        })),
    ];
    return ok(
      summaryTable({
        year,
        firstYear: first,
        groups: groups.map(({ key, name }) => ({ key, name })),
        zero: ZERO_LABEL,
        facts: monthFacts,
      }),
    );
  });

  route(app, endpoints.summaryOilMaker, async (req) => {
    const year = yearOf(req.query.year);
    const [groups, facts, first] = await Promise.all([
      oilMakerGroups(db),
      companyFacts(db, year, ['label_maker', 'oil_maker']),
      firstYearOf(),
    ]);
    const keyOf = new Map(groups.map((g) => [g.id, g.key]));
    const monthFacts: MonthFact<OilMakerFigures>[] = facts
      .map((f) => ({
        month: f.month,
        group: keyOf.get(f.oil_maker_id) ?? null,
        figures: {
          total_qr: METRICS.oilTotalQr(f) ? f.n : 0,
          total_scan: METRICS.oilScan(f) ? f.n : 0,
          total_active: METRICS.oilActive(f) ? f.n : 0,
          total_deactivate: METRICS.oilDeactivate(f) ? f.n : 0,
        },
      }))
      .filter((f) => Object.values(f.figures).some((n) => n > 0));
    return ok(
      summaryTable({
        year,
        firstYear: first,
        groups: groups.map(({ key, name }) => ({ key, name })),
        zero: ZERO_OIL,
        facts: monthFacts,
      }),
    );
  });

  route(app, endpoints.summaryCustomer, async (req) => {
    const year = yearOf(req.query.year);
    const [dealers, facts, first] = await Promise.all([mainDealerGroups(db), channelFacts(db, year), firstYearOf()]);
    const channels = [WEB_CHANNEL, ...dealers];
    const keyOf = new Map(channels.map((c) => [c.channel, c.key]));
    const monthFacts: MonthFact<CustomerFigures>[] = facts
      .filter((f) => METRICS.customerScan({ actor: 'customer', result: f.result, verdict: f.verdict }))
      .map((f) => ({ month: f.month, group: keyOf.get(f.customer_type) ?? null, figures: { total: f.n } }));
    return ok(
      summaryTable({
        year,
        firstYear: first,
        groups: channels.map(({ key, name }) => ({ key, name })),
        zero: ZERO_COUNT,
        facts: monthFacts,
      }),
    );
  });

  route(app, endpoints.summaryMainDealer, async (req) => {
    const year = yearOf(req.query.year);
    const [dealers, facts, first] = await Promise.all([mainDealerGroups(db), channelFacts(db, year), firstYearOf()]);
    const keyOf = new Map(dealers.map((d) => [d.channel, d.key]));
    // A claim: a valid scan through a main dealer; the Web page's scans are no main dealer's claims.
    const monthFacts: MonthFact<MainDealerFigures>[] = facts
      .filter((f) => keyOf.has(f.customer_type))
      .filter((f) => METRICS.customerValid({ actor: 'customer', result: f.result, verdict: f.verdict }))
      .map((f) => ({ month: f.month, group: keyOf.get(f.customer_type)!, figures: { total: f.n } }));
    return ok(
      summaryTable({
        year,
        firstYear: first,
        groups: dealers.map(({ key, name }) => ({ key, name })),
        zero: ZERO_COUNT,
        facts: monthFacts,
      }),
    );
  });
}
