// The demo programme (issue 3): label makers, oil makers and bottle makers
// from the reference data, purchase orders over the last three years growing
// with the programme, every code through its lifecycle, customer scans in
// Indonesian cities, clone rings, counterfeit URLs, reports with each reason,
// and the apps' users. Deterministic: the same seed and end time give the
// same data. Every state change goes through the ingestion engine
// (applyCommands), in batches, so rollups, suspects and notifications come
// from the same code path as live scans.
import type { Db, Queryable } from '../db';
import type { Command } from '../domain/ingest-plan';
import { localBuckets, localToInstant } from '../domain/local-time';
import { mulberry32, type Rng } from '../domain/prng';
import type { SuspicionConfig } from '../domain/suspicion';
import { RollupAccumulator } from '../domain/rollup';
import { applyCommands, upsertRollups } from '../modules/ingest/engine';
import { issuePurchaseOrder, type PoLineInput } from '../modules/ingest/issue';
import type { PhotoStorage } from '../modules/scan/storage';
import { demoPng } from './png';
import { codeTimeline, token, type DemoProfile } from './timeline';
import { ensureDemoUsers } from './users';

export const DEMO_MARKER = 'demo_engine_seeded_at';
const DAY = 86_400_000;
const ROLLUP_CHUNK = 20_000;
/** Days of history the hourly rollups get from the generator (the Today view needs the last one). */
export const HOURLY_WINDOW_DAYS = 35;

/** The start of the hourly window before `until`, on an hour boundary. */
export const hourlyWindowStart = (until: Date) =>
  new Date(Math.floor((until.getTime() - HOURLY_WINDOW_DAYS * DAY) / 3_600_000) * 3_600_000);

/** Runs a step in a transaction: one shared transaction (all or nothing) or one per step. */
export type WithTx = <T>(fn: (q: Queryable) => Promise<T>) => Promise<T>;
export const oneTransaction =
  (tx: Queryable): WithTx =>
  (fn) =>
    fn(tx);
export const transactionPerStep =
  (db: Db): WithTx =>
  (fn) =>
    db.transaction(fn);

export interface GenerateOptions {
  profile: DemoProfile;
  seed: number;
  /** The end of the generated history ("now"). */
  until: Date;
  timeZone: string;
  suspicion: SuspicionConfig;
  /** Where report photos go; without it demo reports have no photo. */
  storage?: PhotoStorage | undefined;
  log?: ((line: string) => void) | undefined;
  /** Write one batch while drawing the next (needs a transaction per step, i.e. a connection pool). */
  pipeline?: boolean;
  /**
   * Build the time index of scan_events after the load instead of during it.
   * Codes are loaded one after the other, so their scans arrive in random time
   * order: keeping that index current page by page slows a 10-million-event
   * load several times over. Only for loading an empty database.
   */
  deferTimeIndex?: boolean;
}

export interface DemoSummary {
  purchaseOrders: number;
  codes: number;
  commands: number;
  ms: number;
}

interface Refs {
  products: { id: number; variantId: number; variant: string }[];
  labelMakers: { id: number; name: string }[];
  oilMakers: { id: number; code: string }[];
  bottleMakers: { id: number }[];
}

async function loadRefs(q: Queryable): Promise<Refs> {
  // One after the other: a transaction's connection runs one query at a time.
  const products = await q.query<{ id: number; variantId: number; variant: string }>(
    'select p.id, p.variant_id as "variantId", v.name as variant from products p join variants v on v.id = p.variant_id order by p.id',
  );
  const labelMakers = await q.query<{ id: number; name: string }>('select id, name from label_makers order by id');
  const oilMakers = await q.query<{ id: number; code: string }>('select id, code from oil_makers order by id');
  const bottleMakers = await q.query<{ id: number }>('select id from bottle_makers order by id');
  if (products.length === 0 || labelMakers.length < 2 || oilMakers.length < 2 || bottleMakers.length === 0) {
    throw new Error(
      'The demo needs the reference data: products, two label makers, two oil makers and a bottle maker.',
    );
  }
  return { products, labelMakers, oilMakers, bottleMakers };
}

/** How popular each variant is (MPX1 sells most). */
const VARIANT_WEIGHT: Record<string, number> = { MPX1: 35, MPX2: 25, MPX3: 10, SPX1: 20, SPX2: 10 };
const OIL_MAKER_WEIGHT: Record<string, number> = { FEDERAL: 30, IDEMITSU: 20, NIPPON: 20, STC: 15, TCS: 15 };

interface PoSpec {
  date: string;
  labelMakerIndex: number;
  lines: PoLineInput[];
}

/** Purchase orders until the target number of codes, more of them as the programme grows. */
function planPurchaseOrders(rng: Rng, refs: Refs, p: DemoProfile, until: Date, timeZone: string): PoSpec[] {
  const span = p.months * 30.4 * DAY;
  const start = until.getTime() - span;
  const specs: PoSpec[] = [];
  let codes = 0;
  const products = refs.products.map((pr) => [pr, VARIANT_WEIGHT[pr.variant] ?? 10] as const);
  const oilMakers = refs.oilMakers.map((om) => [om, OIL_MAKER_WEIGHT[om.code] ?? 10] as const);
  while (codes < p.codes) {
    // The first PO opens the programme; after it, u^(1/1.8) makes later dates likelier
    // (the programme grows); the last POs are at least a few days old.
    const at = specs.length === 0 ? start : start + (span - 4 * DAY) * Math.pow(rng.next(), 1 / 1.8);
    const lines: PoLineInput[] = [];
    const count = rng.int(1, 3);
    for (let i = 0; i < count; i++) {
      const product = rng.weighted(products);
      const line = {
        productId: product.id,
        variantId: product.variantId,
        bottleMakerId: rng.pick(refs.bottleMakers).id,
        oilMakerId: rng.weighted(oilMakers).id,
        ordered: rng.int(p.lineSize[0], p.lineSize[1]),
      };
      if (
        lines.some(
          (l) =>
            l.productId === line.productId &&
            l.bottleMakerId === line.bottleMakerId &&
            l.oilMakerId === line.oilMakerId,
        )
      )
        continue;
      lines.push(line);
      codes += Math.ceil(line.ordered * 1.04);
    }
    specs.push({ date: localBuckets(new Date(at), timeZone).day, labelMakerIndex: rng.chance(0.55) ? 0 : 1, lines });
  }
  return specs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export async function generateDemo(withTx: WithTx, o: GenerateOptions): Promise<DemoSummary> {
  const started = Date.now();
  const log = o.log ?? (() => undefined);
  const rng = mulberry32(o.seed);
  const until = o.until.getTime();
  // History older than the hourly window goes to the daily rollups only; every
  // batch's rollup deltas are summed here and written once at the end.
  const hourlySince = hourlyWindowStart(o.until);
  const totals = new RollupAccumulator(o.timeZone);
  const engine = {
    suspicion: o.suspicion,
    timeZone: o.timeZone,
    notifySince: new Date(until - 30 * DAY),
    hourlySince,
    rollupSink: (rows: Parameters<RollupAccumulator['merge']>[0]) => totals.merge(rows),
  };

  const refs = await withTx(loadRefs);
  if (o.deferTimeIndex) await withTx((q) => q.query('drop index if exists scan_events_scanned_at'));
  const users = await withTx((q) => ensureDemoUsers(q, refs.oilMakers, refs.labelMakers));
  const specs = planPurchaseOrders(rng, refs, o.profile, o.until, o.timeZone);
  log(`demo: ${specs.length} purchase orders to issue`);

  const seen = new Set<string>();
  const newCode = () => {
    let code: string;
    do code = token(rng, 12);
    while (seen.has(code));
    seen.add(code);
    return code;
  };
  let serial = 0;
  let commands: Command[] = [];
  let applied = 0;
  let issued = 0;
  const counters = { photos: 0 };

  let inFlight: Promise<void> = Promise.resolve();
  let failed: unknown;
  const flush = async () => {
    if (commands.length === 0) return;
    const batch = commands;
    commands = [];
    for (const c of batch) {
      if (c.kind !== 'report' || !c.photo) continue;
      if (!o.storage) {
        c.photo = null;
        continue;
      }
      const png = demoPng(96, 128, [rng.int(90, 230), rng.int(90, 230), rng.int(90, 230)]);
      c.photo = { key: await o.storage.save(png, 'png', c.at), type: 'png', bytes: png.length };
    }
    // One batch at most in flight: batches hold disjoint codes, so while the
    // database writes one, the next is drawn and planned.
    await inFlight;
    if (failed) throw failed;
    const run = withTx((q) => applyCommands(q, batch, engine)).then(() => {
      applied += batch.length;
    });
    if (o.pipeline) inFlight = run.catch((err: unknown) => void (failed = err));
    else await run;
  };

  const perYear = new Map<string, number>();
  let lastLog = Date.now();
  for (const spec of specs) {
    const lm = refs.labelMakers[spec.labelMakerIndex]!;
    const other = refs.labelMakers[1 - spec.labelMakerIndex]!;
    const year = spec.date.slice(0, 4);
    const seq = (perYear.get(`${lm.id}/${year}`) ?? 0) + 1;
    perYear.set(`${lm.id}/${year}`, seq);
    const prefix = lm.name.slice(0, 3).toUpperCase();
    const poStart = localToInstant(spec.date, o.timeZone).getTime();
    const po = await withTx((q) =>
      issuePurchaseOrder(
        q,
        {
          noPo: `PO/${prefix}/${year}/${String(seq).padStart(4, '0')}`,
          labelMakerId: lm.id,
          poDate: spec.date,
          lines: spec.lines,
          issuedAt: new Date(poStart + 9 * 3_600_000),
          // Its work order's notifications (issue 15): unread for the last 30 days, as the suspects'.
          notifySince: engine.notifySince,
        },
        () => ({
          qrcode: newCode(),
          serialNumber: `${prefix[0]}${year.slice(2)}-${String(++serial).padStart(8, '0')}`,
        }),
        o.timeZone,
        hourlySince,
      ),
    );
    for (const line of po.lines) {
      const otherOil = refs.oilMakers.find((om) => om.id !== line.oilMakerId)!;
      for (const code of line.codes) {
        codeTimeline(
          rng,
          {
            qrcode: code.qrcode,
            poStart,
            labelMakerId: lm.id,
            otherLabelMakerId: other.id,
            oilMakerId: line.oilMakerId,
            otherOilMakerId: otherOil.id,
            oilOperatorId: users.oilOperators.get(line.oilMakerId) ?? null,
            officerIds: users.officers,
            station: 'Station 1',
          },
          o.profile,
          until,
          commands,
          counters,
        );
        if (commands.length >= o.profile.batchCommands) await flush();
      }
      issued += line.codes.length;
    }
    if (Date.now() - lastLog > 10_000) {
      lastLog = Date.now();
      const s = (Date.now() - started) / 1000;
      log(
        `demo: ${issued.toLocaleString('en')} codes issued, ${applied.toLocaleString('en')} commands applied in ${s.toFixed(0)} s (${Math.round(applied / s).toLocaleString('en')}/s)`,
      );
    }
  }
  await flush();
  await inFlight;
  if (failed) throw failed;
  const { hourly, daily } = totals.rows();
  log(
    `demo: writing ${daily.length.toLocaleString('en')} daily and ${hourly.length.toLocaleString('en')} hourly rollup rows`,
  );
  for (const [table, rows] of [
    ['rollup_hourly', hourly],
    ['rollup_daily', daily],
  ] as const) {
    for (let i = 0; i < rows.length; i += ROLLUP_CHUNK)
      await withTx((q) => upsertRollups(q, table, rows.slice(i, i + ROLLUP_CHUNK)));
  }
  if (o.deferTimeIndex) {
    log('demo: building the time index of scan_events');
    await withTx((q) => q.query('create index if not exists scan_events_scanned_at on scan_events (scanned_at)'));
  }
  const summary = { purchaseOrders: specs.length, codes: issued, commands: applied, ms: Date.now() - started };
  await withTx((q) =>
    q.query(
      'insert into app_state (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value, updated_at = now()',
      [
        DEMO_MARKER,
        JSON.stringify({ at: new Date().toISOString(), seed: o.seed, until: o.until.toISOString(), ...summary }),
      ],
    ),
  );
  log(
    `demo: done, ${summary.purchaseOrders} POs, ${summary.codes.toLocaleString('en')} codes, ${summary.commands.toLocaleString('en')} commands in ${(summary.ms / 1000).toFixed(1)} s`,
  );
  return summary;
}

/** True when the demo programme was already loaded into this database. */
export async function demoLoaded(q: Queryable): Promise<boolean> {
  const rows = await q.query('select 1 from app_state where key = $1 union all select 1 from purchase_orders limit 1', [
    DEMO_MARKER,
  ]);
  return rows.length > 0;
}
