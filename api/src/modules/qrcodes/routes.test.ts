import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { REASON_TOO_MANY } from '../../domain/suspicion';
import { call, login, startTestApp, type TestApp } from '../../testing/app';
import { activate, apply, count, issueCodes } from '../../testing/engine';
import { createUser } from '../users/queries';

let t: TestApp;
let token: string;
let first: string[];

before(async () => {
  t = await startTestApp();
  token = (await login(t.app, 'admin', 'admin')).token;
  // 10 ordered + 1 spare = 11 codes each; the second PO is issued later.
  first = (await issueCodes(t, { prefix: 'QRA', ordered: 10, poDate: '2026-01-05' })).qrcodes;
  await issueCodes(t, { prefix: 'QRB', ordered: 10, poDate: '2026-02-05', partNo: 'QG-SPX2-0800' });
  await activate(t, first.slice(0, 4), new Date('2026-01-20T03:00:00Z'));
  const federal = (await t.db.query<{ id: number }>(`select id from oil_makers where code = 'FEDERAL'`))[0]!.id;
  await apply(t, [
    {
      kind: 'oil',
      qrcode: first[3]!,
      url: first[3]!,
      oilMakerId: federal,
      action: 'DEACTIVATE',
      appUserId: null,
      at: new Date('2026-01-21T03:00:00Z'),
    },
  ]);
});
after(() => t.close());

const list = (query: string) => call(t.app, token, { method: 'GET', url: `/api/reports/qrcode?${query}` });

test('the list: newest first, paged, with the status label', async () => {
  const res = await list('page=1&limit=5');
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.ok(Value.Check(endpoints.qrCodes.response, res.body));
  assert.deepEqual(res.body.meta, { current_page: 1, last_page: 5, per_page: 5, total: 22 });
  assert.ok(
    res.body.data.every((r: { qrcode: string }) => r.qrcode.startsWith('QRB')),
    'the later PO first',
  );
  const all = await list('pagination=false');
  assert.equal(all.body.data.length, 22);
  const page5 = await list('page=5&limit=5');
  assert.equal(page5.body.data.length, 2);
  const ids = new Set(
    [...(await list('page=1&limit=11')).body.data, ...(await list('page=2&limit=11')).body.data].map(
      (r: { id: number }) => r.id,
    ),
  );
  assert.equal(ids.size, 22, 'pages never overlap');
});

test('search by QR code or serial number (prefix), and filter by status', async () => {
  const cases: Array<[query: string, expected: number]> = [
    [`search=${first[0]}`, 1],
    ['search=QRA', 11],
    ['search=QRA&search_by=qrcode', 11],
    ['search=SN-QRB-000&search_by=serial', 9],
    ['search=SN-QRB&search_by=qrcode', 0],
    ['status=ACTIVE', 3],
    ['status=DEACTIVATED', 1],
    ['status=INACTIVE', 18],
    ['search=QRA&status=INACTIVE', 7],
    ['search=qra', 0],
    ['search=%25', 0],
  ];
  for (const [query, expected] of cases) {
    const res = await list(`${query}&pagination=false`);
    assert.equal(res.status, 200, query);
    assert.equal(res.body.meta.total, expected, query);
  }
  const active = await list('status=ACTIVE&pagination=false');
  assert.ok(active.body.data.every((r: { status: string }) => r.status === 'ACTIVE'));
  assert.equal((await list('status=active')).status, 400);
  assert.equal((await list('search_by=name')).status, 400);
  assert.equal((await list('by=password')).status, 400);
});

test('details: exactly one record with the product, makers and dates', async () => {
  const [row] = await t.db.query<{ id: number }>('select id from qr_codes where qrcode = $1', [first[0]]);
  const res = await call(t.app, token, { method: 'GET', url: `/api/reports/qrcode/details?id=${row!.id}` });
  assert.equal(res.status, 200);
  assert.ok(Value.Check(endpoints.qrCodeDetails.response, res.body));
  assert.equal(res.body.data.length, 1);
  const d = res.body.data[0]!;
  assert.deepEqual(
    {
      status: d.status,
      is_expired: d.is_expired,
      variant: d.variant,
      part_no: d.part_no,
      volume: d.volume,
      label_maker: d.label_maker,
      oil_maker: d.oil_maker,
      bottle_maker: d.bottle_maker,
      no_po: d.no_po,
    },
    {
      status: 1,
      is_expired: 0,
      variant: 'MPX1',
      part_no: 'QG-MPX1-0800',
      volume: 800,
      label_maker: 'Cahaya',
      oil_maker: 'FEDERAL',
      bottle_maker: 'Berlina',
      no_po: 'PO/QRA',
    },
  );
  assert.equal(d.oil_active_date, '2026-01-20T03:00:00.000Z');
  assert.equal(d.expires_at, '2029-01-20T03:00:00.000Z');
  assert.equal(d.label_active_date, '2026-01-20T02:59:00.000Z');
  assert.equal(d.customer_report_status, null);
  const missing = await call(t.app, token, { method: 'GET', url: '/api/reports/qrcode/details?id=999999' });
  assert.equal(missing.status, 404);
  assert.equal((await call(t.app, token, { method: 'GET', url: '/api/reports/qrcode/details' })).status, 400);
});

test('history: every event of the code, oldest first', async () => {
  const [row] = await t.db.query<{ id: number }>('select id from qr_codes where qrcode = $1', [first[3]]);
  const res = await call(t.app, token, { method: 'GET', url: `/api/reports/qrcode/history?id=${row!.id}` });
  assert.equal(res.status, 200);
  assert.ok(Value.Check(endpoints.qrCodeHistory.response, res.body));
  assert.deepEqual(
    res.body.data.map((h: { activity: string }) => h.activity),
    ['Issued on PO PO/QRA to Cahaya', 'Label scan Success by Cahaya', 'Activated by FEDERAL', 'Deactivated by FEDERAL'],
  );
  assert.equal((await call(t.app, token, { method: 'GET', url: '/api/reports/qrcode/history?id=999999' })).status, 404);
});

test('reset of customer scans clears the count and the suspect flags, and is in the history', async () => {
  const code = first[1]!;
  await apply(
    t,
    Array.from({ length: 6 }, (_, i) => ({
      kind: 'customer' as const,
      qrcode: code,
      url: code,
      lat: null,
      lng: null,
      customerType: 'Web' as const,
      at: new Date(Date.UTC(2026, 1, 1, i)),
    })),
  );
  const [before] = await t.db.query<{ id: number; customer_scans: number; suspect_too_many: boolean }>(
    'select id, customer_scans, suspect_too_many from qr_codes where qrcode = $1',
    [code],
  );
  assert.deepEqual([before!.customer_scans, before!.suspect_too_many], [6, true]);
  const res = await call(t.app, token, {
    method: 'POST',
    url: '/api/reports/reset-customer-scan',
    payload: { qrcode: `https://qrguard.id/q/${code}` },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.message, 'Customer scan data has been successfully reset');
  const [after] = await t.db.query<{ customer_scans: number; suspect_too_many: boolean }>(
    'select customer_scans, suspect_too_many from qr_codes where qrcode = $1',
    [code],
  );
  assert.deepEqual([after!.customer_scans, after!.suspect_too_many], [0, false]);
  assert.equal(await count(t, 'suspects', 'qr_code_id = $1 and cleared_at is null', [before!.id]), 0);
  assert.equal(
    await count(t, 'suspects', 'qr_code_id = $1 and reason = $2', [before!.id, REASON_TOO_MANY]),
    1,
    'kept as history',
  );
  const history = await call(t.app, token, { method: 'GET', url: `/api/reports/qrcode/history?id=${before!.id}` });
  assert.equal(history.body.data.at(-1).activity, 'Customer scans reset by admin (6 cleared)');
  const again = await call(t.app, token, {
    method: 'POST',
    url: '/api/reports/reset-customer-scan',
    payload: { qrcode: code },
  });
  assert.equal(again.status, 409);
  assert.match(again.body.message, /no customer scans/);
  assert.equal(
    (
      await call(t.app, token, {
        method: 'POST',
        url: '/api/reports/reset-customer-scan',
        payload: { qrcode: 'NOSUCHCODE55' },
      })
    ).status,
    404,
  );
});

test('the QR code report needs its permission', async () => {
  const viewer = await login(t.app, 'viewer', 'viewer');
  assert.equal((await call(t.app, viewer.token, { method: 'GET', url: '/api/reports/qrcode' })).status, 403);
  assert.equal((await call(t.app, undefined, { method: 'GET', url: '/api/reports/qrcode' })).status, 401);
});

test('reading the report (REPORT_QRCODE) never allows the reset, a write with its own right', async () => {
  const [role] = await t.db.query<{ id: number }>(`insert into roles (name) values ('QR reader') returning id`);
  await t.db.query(`insert into role_permissions (role_id, permission_code) values ($1, 'REPORT_QRCODE')`, [role!.id]);
  await createUser(t.db, {
    username: 'qr-reader',
    password: 'qr-reader-pass',
    display_name: 'R',
    roleIds: [role!.id],
    productCategoryIds: [1],
  });
  const reader = (await login(t.app, 'qr-reader', 'qr-reader-pass')).token;
  assert.equal((await call(t.app, reader, { method: 'GET', url: '/api/reports/qrcode' })).status, 200);
  const reset = await call(t.app, reader, {
    method: 'POST',
    url: '/api/reports/reset-customer-scan',
    payload: { qrcode: first[0] },
  });
  assert.equal(reset.status, 403);
  assert.match(reset.body.message, /QRCODE_RESET_CUSTOMER_SCAN/);
  await t.db.query(
    `insert into role_permissions (role_id, permission_code) values ($1, 'QRCODE_RESET_CUSTOMER_SCAN')`,
    [role!.id],
  );
  const allowed = await call(t.app, reader, {
    method: 'POST',
    url: '/api/reports/reset-customer-scan',
    payload: { qrcode: first[0] },
  });
  // Past the right: the reset itself answers (409 here: this code has no customer scans to reset).
  assert.ok([200, 409].includes(allowed.status), `${allowed.status} ${allowed.body.message}`);
});
