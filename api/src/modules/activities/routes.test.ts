// Customer Activities (issue 11) against the highlight tests' hand-built
// programme (highlight/fixture.ts) plus three customer scans in August, two
// of them located: every figure worked out by hand, each filter, sort and
// page, the 400s, 401 and 403, and the chart total = the list total rule.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { localToInstant } from '../../domain/local-time';
import { call, login, startTestApp, type TestApp } from '../../testing/app';
import { apply } from '../../testing/engine';
import { buildProgramme, type Ids } from '../highlight/fixture';

let t: TestApp;
let admin: string;
let ids: Ids;

before(async () => {
  t = await startTestApp();
  admin = (await login(t.app, 'admin', 'admin')).token;
  ids = await buildProgramme(t);
  const at = (local: string) => localToInstant(`${local}:00`, t.config.businessTz);
  const scan = (qrcode: string, local: string, lat: number | null, lng: number | null) => ({
    kind: 'customer' as const,
    qrcode,
    url: `https://qr.example/${qrcode}`,
    lat,
    lng,
    customerType: 'Web' as const,
    at: at(local),
  });
  await apply(t, [
    scan('C0002', '2025-08-01 10:00', -6.2, 106.8),
    scan('C0003', '2025-08-02 10:00', -7.25, 112.75),
    scan('C0004', '2025-08-03 10:00', null, null),
  ]);
});
after(() => t.close());

type Name = 'activityOverview' | 'activityMapDistribution' | 'activityHistory';
type Query = Record<string, string | number | undefined>;

const qs = (query: Query) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

async function raw(name: Name, query: Query = {}, token: string | null = admin) {
  return call(t.app, token ?? undefined, { method: 'GET', url: `${endpoints[name].url}?${qs(query)}` });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asserts
async function body<T = any>(name: Name, query: Query = {}): Promise<T> {
  const res = await raw(name, query);
  assert.equal(res.status, 200, `${name} ${qs(query)}: ${JSON.stringify(res.body)}`);
  assert.ok(Value.Check(endpoints[name].response, res.body), `${name} answers as the contract says`);
  return res.body as T;
}

const JUNE = { start: '2025-06-01 00:00:00', end: '2025-06-30 23:59:59' };
const AUGUST = { start: '2025-08-01', end: '2025-08-31' };
const total = (rows: { count: number }[]) => rows.reduce((s, r) => s + r.count, 0);
const historyTotal = async (query: Query) => (await body('activityHistory', query)).meta.total as number;

describe('Scan Activity chart', () => {
  test('June by day: label, oil and customer scans, every result', async () => {
    const rows = (await body('activityOverview', { ...JUNE, mode: 'CUSTOM' })).data as {
      period: string;
      count: number;
    }[];
    assert.equal(rows.length, 30);
    const byDay = Object.fromEntries(rows.filter((r) => r.count > 0).map((r) => [r.period, r.count]));
    assert.deepEqual(byDay, {
      '2025-06-03': 13, // A: 10 Success, 2 Reject, 1 Double Scan
      '2025-06-04': 2, // A13 Cross Scan by Menara, ZZZ999 Not Found
      '2025-06-05': 10, // 6 ACTIVATE, 1 DEACTIVATE, Double, Cross, Not Found (the refused attempt is not recorded)
      '2025-06-10': 2, // customers
      '2025-06-11': 7, // B: 4 Success, 1 Reject; customers A2, A8
      '2025-06-12': 4, // B1, B2 ACTIVATE; customers A7, FAKE-1
      '2025-06-15': 2,
      '2025-06-16': 2,
    });
    assert.equal(total(rows), 42);
  });

  test('the chart total equals the Scan History total for the same filter, in every mode and filter', async () => {
    const filters: Query[] = [
      JUNE,
      { ...JUNE, status: 'Not Found' },
      { ...JUNE, status: 'Success' },
      { ...JUNE, labelmaker: ids.menara },
      { ...JUNE, variant: ids.variants.MPX1 },
      { ...JUNE, oilmaker: `${ids.federal},${ids.idemitsu}` },
      { start: '2025-01-01', end: '2025-12-31' },
      AUGUST,
    ];
    for (const f of filters) {
      const expected = await historyTotal(f);
      for (const mode of ['WEEKLY', 'MONTHLY', 'YEARLY', 'CUSTOM']) {
        const rows = (await body('activityOverview', { ...f, mode })).data;
        assert.equal(total(rows), expected, `${qs(f)} ${mode}`);
      }
    }
    assert.equal(await historyTotal({ ...JUNE, status: 'Not Found' }), 3); // ZZZ999, NOPE1, FAKE-1
    assert.equal(await historyTotal({ start: '2025-01-01', end: '2025-12-31' }), 54); // June 42, July 9, August 3
  });

  test('DAILY is cut in hours (business-local)', async () => {
    const rows = (await body('activityOverview', { start: '2025-06-15', end: '2025-06-15', mode: 'DAILY' })).data;
    assert.equal(rows.length, 24);
    assert.deepEqual(
      rows.filter((r: { count: number }) => r.count > 0),
      [
        { period: '2025-06-15 20:00', count: 1 },
        { period: '2025-06-15 23:00', count: 1 }, // 16:30 UTC is still the 15th in Jakarta
      ],
    );
  });

  test('a series needs start, end and a mode; the range is bounded', async () => {
    assert.equal((await raw('activityOverview', JUNE)).status, 400);
    assert.equal((await raw('activityOverview', { mode: 'WEEKLY' })).status, 400);
    const long = await raw('activityOverview', { start: '2025-01-01', end: '2025-06-30', mode: 'DAILY' });
    assert.equal(long.status, 400);
    assert.match(long.body.message, /end/);
    assert.equal((await raw('activityOverview', { ...JUNE, mode: 'WEEKLY', status: 'Bogus' })).status, 400);
  });
});

describe('Customer Distribution map', () => {
  test('located customer scans only, newest first', async () => {
    assert.deepEqual((await body('activityMapDistribution', AUGUST)).data, [
      { lat: -7.25, lng: 112.75, scan_date: '2025-08-02T03:00:00.000Z', status: 'Success' },
      { lat: -6.2, lng: 106.8, scan_date: '2025-08-01T03:00:00.000Z', status: 'Success' },
    ]);
    assert.deepEqual((await body('activityMapDistribution', JUNE)).data, []);
    assert.equal((await body('activityMapDistribution')).data.length, 2);
    assert.equal((await body('activityMapDistribution', { ...AUGUST, variant: ids.variants.SPX1 })).data.length, 0);
  });
});

describe('Scan History', () => {
  test('newest first, with product, volume and location', async () => {
    const res = await body('activityHistory', { ...AUGUST, limit: 2 });
    assert.deepEqual(res.meta, { current_page: 1, last_page: 2, per_page: 2, total: 3 });
    assert.deepEqual(res.data[0], {
      id: res.data[0].id,
      url: 'C0004', // the code; the raw text only when it names none (Not Found)
      product_name: res.data[0].product_name,
      variant: 'MPX2',
      volume: res.data[0].volume,
      scan_date: '2025-08-03T03:00:00.000Z',
      lat: null,
      lng: null,
      has_location: false,
      status: 'Success',
      actor: 'customer',
    });
    assert.equal(typeof res.data[0].product_name, 'string');
    assert.ok(res.data[0].volume > 0);
    assert.equal(res.data[1].has_location, true);
    assert.equal(res.data[1].lat, -7.25);
  });

  test('status and dimension filters', async () => {
    assert.equal(await historyTotal(JUNE), 42);
    assert.equal(await historyTotal({ ...JUNE, status: 'Reject' }), 3); // A11, A12, B5
    assert.equal(await historyTotal({ ...JUNE, status: 'Double Scan' }), 2); // label A1, oil A1
    assert.equal(await historyTotal({ ...JUNE, status: 'Cross Scan' }), 2); // A13 by Menara, A8 by IDEMITSU
    assert.equal(await historyTotal({ ...JUNE, status: 'ACTIVATE' }), 8);
    assert.equal(await historyTotal({ ...JUNE, status: 'DEACTIVATE' }), 1);
    // The code's label maker (the scanner's for label scans): A13 cross, B 4+1, B1 and B2 filled, B1 and B3 customers.
    assert.equal(await historyTotal({ ...JUNE, labelmaker: ids.menara }), 10);
    const rejects = (await body('activityHistory', { ...JUNE, status: 'Reject' })).data;
    assert.ok(rejects.every((r: { status: string }) => r.status === 'Reject'));
  });

  test('sorts: default scan_date DESC, each key both ways, ties broken by id', async () => {
    const all = (await body('activityHistory', { ...JUNE, limit: 100 })).data as {
      id: number;
      scan_date: string;
      status: string;
    }[];
    assert.equal(all.length, 42);
    for (let i = 1; i < all.length; i++) assert.ok(all[i - 1]!.scan_date >= all[i]!.scan_date);
    const asc = (await body('activityHistory', { ...JUNE, limit: 100, by: 'scan_date', order: 'ASC' })).data;
    assert.deepEqual(
      asc.map((r: { id: number }) => r.id),
      [...all]
        .sort((a, b) => (a.scan_date < b.scan_date ? -1 : a.scan_date > b.scan_date ? 1 : a.id - b.id))
        .map((r) => r.id),
    );
    const byStatus = (await body('activityHistory', { ...JUNE, limit: 100, by: 'status' })).data;
    const statuses = byStatus.map((r: { status: string }) => r.status);
    assert.equal(statuses[0], 'ACTIVATE');
    assert.equal(statuses.at(-1), 'Success');
  });

  test('paging: pages cover the list once, the last page is short, beyond it is empty with the right meta', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const res = await body('activityHistory', { ...JUNE, limit: 10, page });
      assert.deepEqual(res.meta, { current_page: page, last_page: 5, per_page: 10, total: 42 });
      assert.equal(res.data.length, page === 5 ? 2 : 10);
      seen.push(...res.data.map((r: { id: number }) => r.id));
    }
    assert.equal(new Set(seen).size, 42);
    const beyond = await body('activityHistory', { ...JUNE, limit: 10, page: 9 });
    assert.deepEqual(beyond.data, []);
    assert.deepEqual(beyond.meta, { current_page: 9, last_page: 5, per_page: 10, total: 42 });
    const unpaged = await body('activityHistory', { ...JUNE, pagination: 'false' });
    assert.equal(unpaged.data.length, 42);
    const empty = await body('activityHistory', { start: '2024-01-01', end: '2024-01-31' });
    assert.deepEqual(empty.meta, { current_page: 1, last_page: 1, per_page: 15, total: 0 });
  });

  test('pages read from either end join up to the whole list, for every sort', async () => {
    for (const sort of [{}, { by: 'scan_date', order: 'ASC' }, { by: 'status' }, { by: 'status', order: 'DESC' }]) {
      const whole = (await body('activityHistory', { ...JUNE, ...sort, pagination: 'false' })).data;
      const paged: unknown[] = [];
      for (let page = 1; page <= 5; page++)
        paged.push(...(await body('activityHistory', { ...JUNE, ...sort, limit: 10, page })).data);
      assert.deepEqual(paged, whole, JSON.stringify(sort));
    }
  });

  test('the total (from the rollups) is the number of rows the list holds', async () => {
    for (const f of [JUNE, { ...JUNE, status: 'Cross Scan' }, { ...JUNE, variant: ids.variants.SPX1 }, AUGUST, {}]) {
      const res = await body('activityHistory', { ...f, pagination: 'false' });
      assert.equal(res.data.length, res.meta.total, qs(f));
    }
  });

  test('a bad sort key, status or filter is a 400 naming it', async () => {
    const bad = await raw('activityHistory', { by: 'url' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /querystring\/by must be one of "scan_date", "status"(?!,)/);
    // Not offered by any page, and ids do not follow scan time: no id sort (docs/decisions.md).
    assert.equal((await raw('activityHistory', { by: 'id' })).status, 400);
    assert.equal((await raw('activityHistory', { status: 'Bogus' })).status, 400);
    assert.equal((await raw('activityHistory', { statuss: 'Reject' })).status, 400);
    assert.equal((await raw('activityHistory', { start: '2025-06-30', end: '2025-06-01' })).status, 400);
    assert.equal((await raw('activityHistory', { limit: 1001 })).status, 400);
  });
});

test('401 without a session, 403 without Customer Activities', async () => {
  const viewer = (await login(t.app, 'viewer', 'viewer')).token;
  for (const [name, query] of [
    ['activityOverview', { ...JUNE, mode: 'WEEKLY' }],
    ['activityMapDistribution', JUNE],
    ['activityHistory', JUNE],
  ] as [Name, Query][]) {
    assert.equal((await raw(name, query, null)).status, 401, name);
    assert.equal((await raw(name, query, viewer)).status, 403, name);
  }
});
