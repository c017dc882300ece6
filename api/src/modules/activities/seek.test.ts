// Scan History's pages found through the rollups (seek.ts) against a plain
// ORDER BY / OFFSET over scan_events: every page of every sort, with and
// without a status filter, over ranges cut inside months, with ties in scan
// time (several scans at one instant) and scans on day boundaries. Any
// difference in the rows, their order or the total fails.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import type { Command } from '../../domain/ingest-plan';
import { localToInstant } from '../../domain/local-time';
import { call, login, startTestApp, type TestApp } from '../../testing/app';
import { apply } from '../../testing/engine';
import { buildProgramme, type Ids } from '../highlight/fixture';
import { fixedOffsetOver, locatePage } from './seek';

let t: TestApp;
let admin: string;
let ids: Ids;

before(async () => {
  t = await startTestApp();
  admin = (await login(t.app, 'admin', 'admin')).token;
  ids = await buildProgramme(t);
  const at = (local: string) => localToInstant(local, t.config.businessTz);
  const c: Command[] = [];
  const customer = (qrcode: string, local: string) =>
    c.push({
      kind: 'customer',
      qrcode,
      url: `https://qr.example/${qrcode}`,
      lat: null,
      lng: null,
      customerType: 'Web',
      at: at(local),
    });
  // 2025-07-20 .. 2025-10-08: one to four scans a day, every third day three of them at one instant (ties),
  // some of unknown codes (Not Found), and scans at 00:00:00 and 23:59:59 local.
  let n = 0;
  for (let day = 0; day < 80; day++) {
    const date = new Date(Date.UTC(2025, 6, 20 + day)).toISOString().slice(0, 10);
    const code = (k: number) => `C${String(((n + k) % 50) + 1).padStart(4, '0')}`;
    if (day % 3 === 0) for (let k = 0; k < 3; k++) customer(code(k), `${date} 12:00:00`);
    else customer(code(0), `${date} ${day % 2 ? '00:00:00' : '23:59:59'}`);
    if (day % 5 === 0) customer(`FAKE-${day}`, `${date} 08:30:00`);
    n += 4;
  }
  // A late upload (a June scan stored after September's): ids do not follow scan time.
  await apply(t, c);
  await apply(t, [{ ...c[0]!, qrcode: 'C0009', url: 'https://qr.example/C0009', at: at('2025-06-20 10:00:00') }]);
});
after(() => t.close());

type Query = Record<string, string | number | undefined>;
const qs = (query: Query) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

async function history(query: Query): Promise<{ ids: number[]; total: number }> {
  const res = await call(t.app, admin, { method: 'GET', url: `${endpoints.activityHistory.url}?${qs(query)}` });
  assert.equal(res.status, 200, `${qs(query)}: ${JSON.stringify(res.body)}`);
  const body = res.body as { data: { id: number }[]; meta: { total: number } };
  return { ids: body.data.map((r) => r.id), total: body.meta.total };
}

const ORDER_SQL: Record<string, (d: string) => string> = {
  scan_date: (d) => `scanned_at ${d}, id ${d}`,
  status: (d) => `result ${d}, scanned_at ${d}, id ${d}`,
  id: (d) => `id ${d}`,
};

/** The same list by a plain query: every row of the filter, in the list's order. */
async function reference(
  f: { start?: string; end?: string; status?: string; variant?: number },
  by: string,
  dir: string,
) {
  const where = [`actor <> 'enforcement'`];
  const params: unknown[] = [];
  const tz = t.config.businessTz;
  if (f.start) {
    params.push(`${f.start} 00:00:00`, tz);
    where.push(`scanned_at >= ($${params.length - 1}::timestamp at time zone $${params.length})`);
  }
  if (f.end) {
    params.push(`${f.end} 00:00:00`, tz);
    where.push(`scanned_at < ($${params.length - 1}::timestamp at time zone $${params.length}) + interval '1 day'`);
  }
  if (f.status) {
    params.push(f.status);
    where.push(`result = $${params.length}`);
  }
  if (f.variant) {
    params.push(f.variant);
    where.push(`variant_id = $${params.length}`);
  }
  const rows = await t.db.query<{ id: number | string }>(
    `select id from scan_events where ${where.join(' and ')} order by ${ORDER_SQL[by]!(dir)}`,
    params,
  );
  return rows.map((r) => Number(r.id));
}

const SORTS = [
  { by: 'scan_date', order: 'DESC' },
  { by: 'scan_date', order: 'ASC' },
  { by: 'status', order: 'ASC' },
  { by: 'status', order: 'DESC' },
];

describe('Scan History pages equal a plain ORDER BY / OFFSET', () => {
  const filters: { name: string; f: { start?: string; end?: string; status?: string; variant?: number } }[] = [
    { name: 'whole history', f: {} },
    { name: 'inside months', f: { start: '2025-06-04', end: '2025-09-14' } },
    { name: 'one day', f: { start: '2025-08-01', end: '2025-08-01' } },
    { name: 'Success', f: { status: 'Success' } },
    { name: 'Not Found inside months', f: { start: '2025-06-04', end: '2025-09-14', status: 'Not Found' } },
    { name: 'Reject', f: { status: 'Reject' } },
  ];
  for (const { name, f } of filters)
    test(name, async () => {
      for (const sort of SORTS) {
        const expected = await reference(f, sort.by, sort.order);
        if (name === 'whole history') {
          assert.ok(expected.length > 150, `the data set holds ${expected.length} rows`);
        }
        for (const limit of [7, 15]) {
          const pages = Math.max(1, Math.ceil(expected.length / limit));
          for (let page = 1; page <= pages + 1; page++) {
            const got = await history({ ...f, ...sort, limit, page });
            const label = `${name} ${sort.by} ${sort.order} limit ${limit} page ${page}`;
            assert.equal(got.total, expected.length, label);
            assert.deepEqual(got.ids, expected.slice((page - 1) * limit, page * limit), label);
          }
        }
        const all = await history({ ...f, ...sort, pagination: 'false' });
        assert.deepEqual(all.ids, expected, `${name} ${sort.by} ${sort.order} unpaginated`);
      }
    });

  test('a variant filter (a rollup key too)', async () => {
    const f = { variant: ids.variants.MPX2 };
    for (const sort of SORTS.slice(0, 4)) {
      const expected = await reference(f, sort.by, sort.order);
      assert.ok(expected.length > 20);
      for (let page = 1; page <= Math.ceil(expected.length / 5); page++)
        assert.deepEqual(
          (await history({ ...f, ...sort, limit: 5, page })).ids,
          expected.slice((page - 1) * 5, page * 5),
        );
    }
  });
});

describe('locatePage', () => {
  const months = [
    { group: 'A', month: '2025-06-01', n: 4 },
    { group: 'A', month: '2025-07-01', n: 6 },
    { group: 'B', month: '2025-06-01', n: 3 },
  ];
  const days = async (group: string, month: string) => {
    assert.equal(`${group} ${month}`, 'A 2025-07-01');
    return [
      { day: '2025-07-02', n: 2 },
      { day: '2025-07-09', n: 4 },
    ];
  };
  test('the first page starts at the list edge; a group start at a month start needs no day counts', async () => {
    assert.deepEqual(await locatePage(months, 0, 5, days), [{ group: 'A', bound: null, skip: 0, take: 5 }]);
    assert.deepEqual(await locatePage(months, 4, 2, days), [
      { group: 'A', bound: { unit: 'month', date: '2025-07-01' }, skip: 0, take: 2 },
    ]);
  });
  test('a page inside a month starts from its day, and runs on into the next group', async () => {
    assert.deepEqual(await locatePage(months, 7, 5, days), [
      { group: 'A', bound: { unit: 'day', date: '2025-07-09' }, skip: 1, take: 3 },
      { group: 'B', bound: null, skip: 0, take: 2 },
    ]);
  });
});

test('fixedOffsetOver: Jakarta keeps +07:00; a zone with summer time does not', () => {
  assert.equal(fixedOffsetOver('Asia/Jakarta', '1970-01-01', '2026-12-31'), true);
  assert.equal(fixedOffsetOver('Europe/Amsterdam', '2025-01-01', '2025-12-31'), false);
  assert.equal(fixedOffsetOver('UTC', '2025-01-01', '2026-12-31'), true);
});
