// Consumer Insight (issue 14) on a small programme built through the engine,
// every figure worked out by hand (times are Asia/Jakarta); the rollups the
// engine keeps equal the migration's backfill from the raw tables; bad dates
// are 400s; 401 without a session, 403 without CONSUMER_INSIGHTS; after a reset a
// code starts a new history (repeat and shelf bands in its new cohort).
//
// X0001..X0011 MPX1 (Cahaya, FEDERAL), Y0001..Y0006 SPX1. Labels verified
// 2025-01-07; X1, X2, X4 and Y1 filled 2025-01-10 10:00, X3 on 2025-03-08 10:00;
// X5 verified, never filled. Customer scans (2025-03-01 is a Saturday):
//   X1  7 scans 03-03 08:15 and 08:45 (Mon), 03-04 20:30 (Tue, HSO, no location),
//       03-05 08:10, 03-06 08:20, 03-07 08:30 (6th: flagged "more than 5"), 03-08 08:50; Jakarta, Web
//   X2  03-10 10:00 Surabaya MPM (Mon), 03-15 10:00 no location Web (Sat), in a later batch
//   X3  03-12 13:00 Medan Wahana (Wed)           first scan 4 days after filling
//   X5  03-20 19:00 no location Web (Thu)        inactive (never filled)
//   Y1  03-21 09:00 (-0.5, 130.0) Web (Fri)      farther than 150 km from every known city
//   FAKE1 (no code) 03-22 21:00 Jakarta Web (Sat)
//   X4  02-20 10:00 Web, then 03-25 10:00 no location Web (Tue), in separate batches
// Reports: 03-18 "Produk diduga palsu" on FAKE1, 03-19 "Kemasan rusak" on X2.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import type { Command } from '../../domain/ingest-plan';
import { localBuckets, localToInstant } from '../../domain/local-time';
import { call, login, startTestApp, type TestApp } from '../../testing/app';
import { apply, idOf, issueCodes, oilMakerId } from '../../testing/engine';

let t: TestApp;
let admin: string;
let mpx1: number;
let spx1: number;

type Name =
  | 'insightVariants'
  | 'insightChannels'
  | 'insightTime'
  | 'insightGeography'
  | 'insightRepeatScans'
  | 'insightShelfTime'
  | 'insightAuthenticity'
  | 'insightReportReasons';
const NAMES: Name[] = [
  'insightVariants',
  'insightChannels',
  'insightTime',
  'insightGeography',
  'insightRepeatScans',
  'insightShelfTime',
  'insightAuthenticity',
  'insightReportReasons',
];
type Query = Record<string, string>;
const MARCH = { start: '2025-03-01', end: '2025-03-31' };

before(async () => {
  t = await startTestApp();
  admin = (await login(t.app, 'admin', 'admin')).token;
  mpx1 = await idOf(t, 'variants', 'MPX1');
  spx1 = await idOf(t, 'variants', 'SPX1');
  const cahaya = await idOf(t, 'label_makers', 'Cahaya');
  const federal = await oilMakerId(t, 'FEDERAL');
  await issueCodes(t, { prefix: 'X', ordered: 10, poDate: '2025-01-06' });
  await issueCodes(t, { prefix: 'Y', ordered: 5, poDate: '2025-01-06', partNo: 'QG-SPX1-0800' });
  const at = (local: string) => localToInstant(`${local}:00`, t.config.businessTz);
  const label = (qrcode: string): Command => ({
    kind: 'label',
    qrcode,
    url: qrcode,
    labelMakerId: cahaya,
    result: 'Success',
    at: at('2025-01-07 09:00'),
  });
  const fill = (qrcode: string, local: string): Command => ({
    kind: 'oil',
    qrcode,
    url: qrcode,
    oilMakerId: federal,
    action: 'ACTIVATE',
    appUserId: null,
    at: at(local),
  });
  const scan = (
    qrcode: string | null,
    local: string,
    where: [number, number] | null,
    customerType: 'Web' | 'HSO' | 'MPM' | 'Wahana' = 'Web',
  ): Command => ({
    kind: 'customer',
    qrcode,
    url: `https://qr.example/${qrcode ?? 'FAKE1'}`,
    lat: where ? where[0] : null,
    lng: where ? where[1] : null,
    customerType,
    at: at(local),
  });
  const JKT: [number, number] = [-6.2, 106.85];
  await apply(t, [
    ...['X0001', 'X0002', 'X0003', 'X0004', 'X0005', 'Y0001'].map(label),
    ...['X0001', 'X0002', 'X0004', 'Y0001'].map((q) => fill(q, '2025-01-10 10:00')),
    fill('X0003', '2025-03-08 10:00'),
  ]);
  await apply(t, [scan('X0004', '2025-02-20 10:00', null)]);
  await apply(t, [
    scan('X0001', '2025-03-03 08:15', JKT),
    scan('X0001', '2025-03-03 08:45', JKT),
    scan('X0001', '2025-03-04 20:30', null, 'HSO'),
    scan('X0001', '2025-03-05 08:10', JKT),
    scan('X0001', '2025-03-06 08:20', JKT),
    scan('X0001', '2025-03-07 08:30', JKT),
    scan('X0001', '2025-03-08 08:50', JKT),
    scan('X0002', '2025-03-10 10:00', [-7.25, 112.75], 'MPM'),
    scan('X0003', '2025-03-12 13:00', [3.59, 98.67], 'Wahana'),
    scan('X0005', '2025-03-20 19:00', null),
    scan('Y0001', '2025-03-21 09:00', [-0.5, 130.0]),
    scan(null, '2025-03-22 21:00', JKT),
    {
      kind: 'report',
      qrcode: null,
      url: 'https://qr.example/FAKE1',
      reason: 'Produk diduga palsu',
      description: '',
      lat: null,
      lng: null,
      photo: null,
      at: at('2025-03-18 10:00'),
    },
    {
      kind: 'report',
      qrcode: 'X0002',
      url: 'https://qr.example/X0002',
      reason: 'Kemasan rusak',
      description: '',
      lat: null,
      lng: null,
      photo: null,
      at: at('2025-03-19 10:00'),
    },
  ]);
  await apply(t, [scan('X0002', '2025-03-15 10:00', null)]);
  await apply(t, [scan('X0004', '2025-03-25 10:00', null)]);
});
after(() => t.close());

const qs = (query: Query) => new URLSearchParams(query).toString();
const raw = (name: Name, query: Query, token: string | null = admin) =>
  call(t.app, token ?? undefined, { method: 'GET', url: `${endpoints[name].url}?${qs(query)}` });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asserts
async function data<T = any>(name: Name, query: Query = MARCH): Promise<T> {
  const res = await raw(name, query);
  assert.equal(res.status, 200, `${name} ${qs(query)}: ${JSON.stringify(res.body)}`);
  assert.ok(Value.Check(endpoints[name].response, res.body), `${name} answers as the contract says`);
  return (res.body as { data: T }).data;
}

const nonZero = (rows: Record<string, unknown>[], key: string, value = 'count') =>
  Object.fromEntries(rows.filter((r) => (r[value] as number) > 0).map((r) => [String(r[key]), r[value]]));

describe('scan figures of March 2025 (whole month: the monthly rollup)', () => {
  test('by variant: MPX1 12, SPX1 1, no code 1; every variant listed', async () => {
    const rows = await data<{ variant_id: number; variant: string; count: number }[]>('insightVariants');
    assert.deepEqual(nonZero(rows, 'variant'), { MPX1: 12, SPX1: 1, '': 1 });
    assert.equal(rows.length, 6, 'five variants and the URLs that name no code');
  });

  test('by channel: every channel, zeros included', async () => {
    const rows = await data<{ customer_type: string; count: number }[]>('insightChannels');
    assert.deepEqual(
      rows.map((r) => [r.customer_type, r.count]),
      [
        ['Web', 11],
        ['HSO', 1],
        ['Wahana', 1],
        ['MPM', 1],
        ['Daya Motor', 0],
      ],
    );
  });

  test('by hour of day and day of week', async () => {
    const d = await data<{ hours: { hour: number; count: number }[]; weekdays: { weekday: number; count: number }[] }>(
      'insightTime',
    );
    assert.equal(d.hours.length, 24);
    assert.deepEqual(nonZero(d.hours, 'hour'), { 8: 6, 9: 1, 10: 3, 13: 1, 19: 1, 20: 1, 21: 1 });
    assert.deepEqual(
      d.weekdays.map((w) => w.count),
      [3, 2, 2, 2, 2, 3, 0],
    );
  });

  test('by province and city; Other and unlocated', async () => {
    const d = await data('insightGeography');
    assert.deepEqual(
      d.cities.map((c: { city: string; province: string; count: number }) => [c.city, c.province, c.count]),
      [
        ['Jakarta', 'DKI Jakarta', 7],
        ['Medan', 'Sumatera Utara', 1],
        ['Surabaya', 'Jawa Timur', 1],
      ],
    );
    assert.deepEqual(d.provinces, [
      { province: 'DKI Jakarta', count: 7 },
      { province: 'Jawa Timur', count: 1 },
      { province: 'Sumatera Utara', count: 1 },
    ]);
    assert.equal(d.other, 1);
    assert.equal(d.unlocated, 4);
  });

  test('authenticity: outcomes, suspicious scans, new flags', async () => {
    const d = await data('insightAuthenticity');
    assert.deepEqual(
      { ...d, flags: undefined },
      { scans: 14, valid: 12, inactive: 1, expired: 0, not_found: 1, suspicious_scans: 2, flags: undefined },
    );
    assert.deepEqual(d.flags, [
      { reason: 'Scan lebih dari 5 kali', count: 1 },
      { reason: 'Scan beda tempat', count: 0 },
    ]);
  });

  test('report reasons: every reason listed', async () => {
    const rows = await data<{ reason: string; count: number }[]>('insightReportReasons');
    assert.equal(rows.length, 5);
    assert.deepEqual(nonZero(rows, 'reason'), { 'Produk diduga palsu': 1, 'Kemasan rusak': 1 });
  });

  test('every breakdown adds up to the same total', async () => {
    const total = (await data('insightAuthenticity')).scans as number;
    const sum = (rows: { count: number }[]) => rows.reduce((s, r) => s + r.count, 0);
    const geo = await data('insightGeography');
    const time = await data('insightTime');
    assert.equal(sum(await data('insightVariants')), total);
    assert.equal(sum(await data('insightChannels')), total);
    assert.equal(sum(time.hours), total);
    assert.equal(sum(time.weekdays), total);
    assert.equal(sum(geo.cities) + geo.other + geo.unlocated, total);
  });
});

describe('codes first scanned in the range', () => {
  test('repeat scans: cohort March (X1 6+, X2 2, X3, X5, Y1 once); X4 stays in February', async () => {
    assert.deepEqual(await data('insightRepeatScans'), [
      { band: '1', codes: 3 },
      { band: '2', codes: 1 },
      { band: '3-5', codes: 0 },
      { band: '6+', codes: 1 },
    ]);
    // X4: first scanned in February, scanned again in March (a later batch moved it from 1 to 2 in its cohort).
    const feb = await data('insightRepeatScans', { start: '2025-02-01', end: '2025-02-28' });
    assert.deepEqual(nonZero(feb, 'band', 'codes'), { 2: 1 });
  });

  test('shelf time: days from filling to the first customer scan', async () => {
    assert.deepEqual(nonZero(await data('insightShelfTime'), 'band', 'codes'), { lt7: 1, '30-89': 3, unfilled: 1 });
    const rows = await data<{ band: string }[]>('insightShelfTime', { start: '2025-02-01', end: '2025-02-28' });
    assert.deepEqual(
      rows.map((r) => r.band),
      ['lt7', '7-29', '30-89', '90-179', '180-364', '365+', 'unfilled'],
    );
    assert.deepEqual(nonZero(rows, 'band', 'codes'), { '30-89': 1 });
  });
});

describe('filters', () => {
  test('a variant: MPX1 only, and no row for URLs that name no code', async () => {
    const q = { ...MARCH, variant: String(mpx1) };
    assert.deepEqual(await data('insightVariants', q), [{ variant_id: mpx1, variant: 'MPX1', count: 12 }]);
    assert.equal((await data('insightAuthenticity', q)).scans, 12);
    assert.deepEqual(nonZero(await data('insightChannels', q), 'customer_type'), { Web: 9, HSO: 1, MPM: 1, Wahana: 1 });
    assert.equal((await data('insightAuthenticity', { ...MARCH, variant: `${spx1}` })).scans, 1);
  });

  test('one day (the daily rollup) and a range with edge days and a whole month', async () => {
    assert.equal((await data('insightAuthenticity', { start: '2025-03-03', end: '2025-03-03' })).scans, 2);
    assert.equal((await data('insightAuthenticity', { start: '2025-02-15', end: '2025-03-31 23:59:59' })).scans, 15);
    assert.equal((await data('insightAuthenticity', { start: '2025-03-26', end: '2025-04-30' })).scans, 0);
  });
});

test('the rollups kept by the engine equal the backfill of migration 360 from the raw tables', async () => {
  const sql = readFileSync(path.join(__dirname, '../../db/migrations/360_insight.sql'), 'utf8');
  const backfill = sql.slice(sql.indexOf('-- ---- backfill ----'));
  for (const table of ['insight_daily', 'insight_monthly']) {
    await t.db.exec(`drop table if exists kept_${table}; create table kept_${table} as select * from ${table}`);
    await t.db.exec(`delete from ${table}`);
  }
  await t.db.transaction((tx) => tx.exec(backfill));
  for (const table of ['insight_daily', 'insight_monthly']) {
    const diff = await t.db.query(
      `select coalesce(a.fact, b.fact) as fact, coalesce(a.bucket, b.bucket)::text as bucket, coalesce(a.key, b.key) as key,
              a.count::text as kept, b.count::text as backfilled
         from kept_${table} a full join ${table} b using (fact, bucket, variant_id, key)
        where coalesce(a.count, 0) <> coalesce(b.count, 0)`,
    );
    assert.deepEqual(diff, [], table);
    assert.ok(Number((await t.db.query<{ n: string }>(`select count(*)::text as n from ${table}`))[0]!.n) > 0);
  }
});

test('after a reset of its customer scans a code starts a new history in the cohort of its next first scan', async () => {
  const reset = await call(t.app, admin, {
    method: 'POST',
    url: endpoints.resetCustomerScan.url,
    payload: { qrcode: 'X0002' },
  });
  assert.equal(reset.status, 200, JSON.stringify(reset.body));
  const scanNow = (): Command => ({
    kind: 'customer',
    qrcode: 'X0002',
    url: 'https://qr.example/X0002',
    lat: null,
    lng: null,
    customerType: 'Web',
    at: new Date(),
  });
  await apply(t, [scanNow()]);
  await apply(t, [scanNow()]); // a later batch: the cohort (today) is read from the events after the reset
  const today = localBuckets(new Date(), t.config.businessTz).day;
  const now = { start: today, end: today };
  assert.deepEqual(nonZero(await data('insightRepeatScans', now), 'band', 'codes'), { 2: 1 });
  assert.deepEqual(nonZero(await data('insightShelfTime', now), 'band', 'codes'), { '365+': 1 });
  // What happened before the reset stays where it was.
  assert.deepEqual(nonZero(await data('insightRepeatScans'), 'band', 'codes'), { 1: 3, 2: 1, '6+': 1 });
});

describe('refusals', () => {
  test('bad dates are 400s naming the field', async () => {
    for (const name of NAMES) {
      for (const query of [
        { start: '2025-02-30', end: '2025-03-31' },
        { start: '2025-03-31', end: '2025-03-01' },
        { start: 'yesterday', end: '2025-03-31' },
        { start: '2025-03-01' },
        { ...MARCH, variant: 'MPX1' },
        { ...MARCH, mode: 'MONTHLY' },
      ]) {
        const res = await raw(name, query as Query);
        assert.equal(res.status, 400, `${name} ${qs(query as Query)}`);
      }
    }
  });

  test('401 without a session, 403 without Consumer Insight', async () => {
    const viewer = (await login(t.app, 'viewer', 'viewer')).token;
    for (const name of NAMES) {
      assert.equal((await raw(name, MARCH, null)).status, 401, name);
      assert.equal((await raw(name, MARCH, viewer)).status, 403, name);
    }
  });
});
