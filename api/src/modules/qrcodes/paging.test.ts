// The QR Code report's pager (issue 12 figures): totals from the per-status
// counts kept by migration 400's triggers, pages in the second half read from
// the other end. Every page of every sort and status filter must equal a plain
// count(*) and ORDER BY / OFFSET over qr_codes, with codes changed by the
// engine and by hand, ties in created_at (a PO's codes are issued together)
// and open and closed blocks.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { call, login, startTestApp, type TestApp } from '../../testing/app';
import { issueCodes } from '../../testing/engine';
import { buildProgramme } from '../highlight/fixture';

let t: TestApp;
let admin: string;

before(async () => {
  t = await startTestApp();
  admin = (await login(t.app, 'admin', 'admin')).token;
  await buildProgramme(t); // statuses moved by the engine
  await issueCodes(t, { prefix: 'P', ordered: 60, poDate: '2025-08-01' }); // one insert: one created_at
  await t.db.query(`update qr_codes set status = 1 where qrcode like 'P%' and id % 3 = 0`);
  await t.db.query(`update qr_codes set status = 2 where qrcode like 'P%' and id % 7 = 0`);
  const block = async (qrcode: string, open: boolean) =>
    t.db.query(
      `insert into qr_code_blocks (qr_code_id, reason, blocked_by_id, blocked_by, unblocked_by_id, unblocked_by, unblocked_at)
       select id, 'Recalled', 1, 'admin', $2::int, $3::text, $4::timestamptz from qr_codes where qrcode = $1`,
      [qrcode, open ? null : 1, open ? null : 'admin', open ? null : new Date()],
    );
  await block('A0001', true); // verified and blocked: DEACTIVATED
  await block('P0005', true); // unverified and blocked: DEACTIVATED
  await block('A0002', false); // unblocked again: counts as its status
});
after(() => t.close());

const FILTER_SQL: Record<string, string> = {
  '': 'true',
  ACTIVE: 'c.status = 1 and not b',
  INACTIVE: 'c.status = 0 and not b',
  DEACTIVATED: '(c.status = 2 or b)',
};
const ORDER_SQL: Record<string, (d: string) => string> = {
  created_at: (d) => `c.created_at ${d}, c.id ${d}`,
  qrcode: (d) => `c.qrcode ${d}, c.id ${d}`,
  status: (d) => `c.status ${d}, c.id ${d}`,
  id: (d) => `c.id ${d}`,
};

async function reference(status: string, search: string, by: string, dir: string): Promise<number[]> {
  const rows = await t.db.query<{ id: number }>(
    `select c.id from (select c.*, exists (select 1 from qr_code_blocks x where x.qr_code_id = c.id and x.unblocked_at is null) as b
                         from qr_codes c) c
      where ${FILTER_SQL[status]} and c.qrcode like $1 order by ${ORDER_SQL[by]!(dir)}`,
    [`${search}%`],
  );
  return rows.map((r) => r.id);
}

async function page(query: Record<string, string | number>): Promise<{ ids: number[]; total: number }> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await call(t.app, admin, { method: 'GET', url: `${endpoints.qrCodes.url}?${qs}` });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const body = res.body as { data: { id: number }[]; meta: { total: number } };
  return { ids: body.data.map((r) => r.id), total: body.meta.total };
}

test('the kept counts equal a count of the codes by status', async () => {
  const kept = await t.db.query<{ status: number; n: string }>(
    'select status, sum(n)::text as n from qr_code_status_counts group by status having sum(n) <> 0 order by status',
  );
  const counted = await t.db.query<{ status: number; n: string }>(
    'select status, count(*)::text as n from qr_codes group by status order by status',
  );
  assert.deepEqual(kept, counted);
  assert.ok(counted.length === 3, 'every status is present');
});

test('every page of every sort and status filter equals a plain ORDER BY / OFFSET', async () => {
  const sorts = [
    { by: 'created_at', order: 'DESC' },
    { by: 'created_at', order: 'ASC' },
    { by: 'qrcode', order: 'ASC' },
    { by: 'qrcode', order: 'DESC' },
    { by: 'status', order: 'ASC' },
    { by: 'id', order: 'DESC' },
  ];
  for (const status of ['', 'ACTIVE', 'INACTIVE', 'DEACTIVATED'])
    for (const search of ['', 'P00'])
      for (const sort of sorts) {
        const expected = await reference(status, search, sort.by, sort.order);
        const filter = { ...(status ? { status } : {}), ...(search ? { search, search_by: 'qrcode' } : {}) };
        const limit = 7;
        for (let p = 1; p <= Math.ceil(expected.length / limit) + 1; p++) {
          const got = await page({ ...filter, ...sort, limit, page: p });
          const label = `${JSON.stringify(filter)} ${sort.by} ${sort.order} page ${p}`;
          assert.equal(got.total, expected.length, label);
          assert.deepEqual(got.ids, expected.slice((p - 1) * limit, p * limit), label);
        }
      }
  // The default order (newest first) without a sort key.
  const expected = await reference('ACTIVE', '', 'created_at', 'DESC');
  assert.deepEqual((await page({ status: 'ACTIVE', limit: 100 })).ids, expected.slice(0, 100));
});

test('codes issued later are counted in the same transaction', async () => {
  const before = (await page({ status: 'INACTIVE' })).total;
  await issueCodes(t, { prefix: 'Q', ordered: 10, poDate: '2025-08-02' });
  assert.equal((await page({ status: 'INACTIVE' })).total, before + 11); // 10 ordered + the 4 % spare
});
