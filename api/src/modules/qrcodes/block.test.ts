// Block and unblock of a QR code (issue 12, beyond the original): the API's
// writes, their audit events, the report's view of a blocked code, the public
// scan's `blocked` answer, and the right QRCODE_BLOCK.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { endpoints, type QrCodeDetail } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { bearer, call, login, startTestApp, type TestApp } from '../../testing/app';
import { activate, appToken, count, issueCodes } from '../../testing/engine';
import { createUser } from '../users/queries';

let t: TestApp;
let token: string;
let codes: string[];
let ip = 0;

before(async () => {
  t = await startTestApp();
  token = (await login(t.app, 'admin', 'admin')).token;
  codes = (await issueCodes(t, { prefix: 'BLK', ordered: 5 })).qrcodes;
  await activate(t, codes.slice(0, 3));
});
after(() => t.close());

const idOf = async (qrcode: string) =>
  (await t.db.query<{ id: number }>('select id from qr_codes where qrcode = $1', [qrcode]))[0]!.id;
const post = (url: string, payload: object, as = token) => call(t.app, as, { method: 'POST', url, payload });
const block = (payload: object, as = token) => post('/api/reports/qrcode/block', payload, as);
const unblock = (payload: object, as = token) => post('/api/reports/qrcode/unblock', payload, as);
const details = async (qrcode: string) =>
  (await call(t.app, token, { method: 'GET', url: `/api/reports/qrcode/details?id=${await idOf(qrcode)}` })).body;
const history = async (qrcode: string) =>
  (await call(t.app, token, { method: 'GET', url: `/api/reports/qrcode/history?id=${await idOf(qrcode)}` })).body
    .data as Array<{ activity: string; result: string }>;
const publicScan = (url: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/scan',
    payload: { url },
    headers: { 'x-forwarded-for': `10.9.0.${++ip}` },
  });
const audits = (action: string, qrcode: string) =>
  count(t, 'audit_event', 'action = $1 and target_id = $2', [action, qrcode]);

test('block: the scan answers blocked with the reason, the report shows Deactivated, unblock restores', async () => {
  const code = codes[0]!;
  assert.equal((await publicScan(`https://qrguard.id/q/${code}`)).json().data.status, 'valid');

  const res = await block({ qrcode: `https://qrguard.id/q/${code}`, reason: 'Stolen stock', note: '  Lot 7  ' });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.ok(Value.Check(endpoints.blockQrCode.response, res.body));
  assert.equal(await audits('qrcode.block', code), 1, 'one audit event');

  const scanned = await publicScan(`https://qrguard.id/q/${code}`);
  assert.equal(scanned.statusCode, 200);
  assert.ok(Value.Check(endpoints.scan.response, scanned.json()));
  const data = scanned.json().data;
  assert.equal(data.status, 'blocked');
  assert.equal(data.block_reason, 'Stolen stock');
  assert.equal(data.product.qrcode, code, 'the customer still sees which product it is');
  assert.match(scanned.json().message, /blocked/);

  const d: unknown = await details(code);
  assert.ok(Value.Check(endpoints.qrCodeDetails.response, d));
  const [record] = (d as { data: QrCodeDetail[] }).data;
  assert.equal(record!.status, 2, 'shown as Deactivated');
  assert.deepEqual(
    { reason: record!.block?.reason, note: record!.block?.note, by: record!.block?.blocked_by },
    { reason: 'Stolen stock', note: 'Lot 7', by: 'admin' },
  );
  const list = await call(t.app, token, { method: 'GET', url: `/api/reports/qrcode?search=${code}` });
  assert.equal(list.body.data[0].status, 'DEACTIVATED');
  const deactivated = await call(t.app, token, {
    method: 'GET',
    url: '/api/reports/qrcode?search=BLK&status=DEACTIVATED&pagination=false',
  });
  assert.deepEqual(
    deactivated.body.data.map((r: { qrcode: string }) => r.qrcode),
    [code],
  );
  const active = await call(t.app, token, {
    method: 'GET',
    url: '/api/reports/qrcode?search=BLK&status=ACTIVE&pagination=false',
  });
  assert.equal(active.body.meta.total, 2, 'a blocked code is no longer listed as ACTIVE');

  const again = await block({ qrcode: code, reason: 'Recalled' });
  assert.equal(again.status, 409);
  assert.match(again.body.message, /already blocked/);

  const lifted = await unblock({ qrcode: code, note: 'Found in the warehouse' });
  assert.equal(lifted.status, 200, JSON.stringify(lifted.body));
  assert.equal(await audits('qrcode.unblock', code), 1);
  assert.equal((await publicScan(code)).json().data.status, 'valid', 'the code is as it was');
  const after = await details(code);
  assert.equal(after.data[0].status, 1);
  assert.equal(after.data[0].block, null);
  const h = await history(code);
  assert.deepEqual(
    h.filter((e) => e.result === 'Block' || e.result === 'Unblock').map((e) => e.activity),
    ['Blocked by admin: Stolen stock: Lot 7', 'Unblocked by admin: Found in the warehouse'],
  );
  assert.equal((await unblock({ qrcode: code })).status, 409, 'not blocked any more');
  const kept = await t.db.query<{ blocked_by: string; unblocked_by: string }>(
    'select blocked_by, unblocked_by from qr_code_blocks where qr_code_id = $1',
    [await idOf(code)],
  );
  assert.deepEqual(kept, [{ blocked_by: 'admin', unblocked_by: 'admin' }], 'who blocked and unblocked is kept');
});

test('a code never activated answers blocked too; Other needs a note', async () => {
  const code = codes[4]!;
  const noNote = await block({ qrcode: code, reason: 'Other' });
  assert.equal(noNote.status, 400);
  assert.match(noNote.body.message, /note is required/);
  assert.equal((await block({ qrcode: code, reason: 'Other', note: '   ' })).status, 400);
  assert.equal(await audits('qrcode.block', code), 0, 'a refused write leaves no audit event');
  assert.equal((await block({ qrcode: code, reason: 'Other', note: 'Sample bottle' })).status, 200);
  const data = (await publicScan(code)).json().data;
  assert.deepEqual([data.status, data.block_reason], ['blocked', 'Other']);
  assert.equal((await unblock({ qrcode: code })).status, 200);
  assert.equal((await publicScan(code)).json().data.status, 'inactive');
});

test('bounded bodies: unknown reasons, long notes, extra fields and unknown codes are refused', async () => {
  const code = codes[1]!;
  assert.equal((await block({ qrcode: code, reason: 'Bored' })).status, 400);
  assert.equal((await block({ qrcode: code, reason: 'Recalled', note: 'x'.repeat(501) })).status, 400);
  assert.equal((await block({ qrcode: code, reason: 'Recalled', extra: 1 })).status, 400);
  assert.equal((await block({ reason: 'Recalled' })).status, 400);
  assert.equal((await unblock({ qrcode: code, note: 'x'.repeat(501) })).status, 400);
  assert.equal((await block({ qrcode: 'NOSUCHCODE77', reason: 'Recalled' })).status, 404);
  assert.equal((await unblock({ qrcode: 'NOSUCHCODE77' })).status, 404);
  assert.equal(await count(t, 'qr_code_blocks', 'qr_code_id = $1', [await idOf(code)]), 0);
});

test('block and unblock need QRCODE_BLOCK, which reading the report or resetting does not give', async () => {
  const [role] = await t.db.query<{ id: number }>(`insert into roles (name) values ('QR resetter') returning id`);
  await t.db.query(
    `insert into role_permissions (role_id, permission_code) values ($1, 'REPORT_QRCODE'), ($1, 'QRCODE_RESET_CUSTOMER_SCAN')`,
    [role!.id],
  );
  await createUser(t.db, {
    username: 'qr-resetter',
    password: 'qr-resetter-pass',
    display_name: 'R',
    roleIds: [role!.id],
    productCategoryIds: [1],
  });
  const resetter = (await login(t.app, 'qr-resetter', 'qr-resetter-pass')).token;
  const code = codes[2]!;
  const refused = await block({ qrcode: code, reason: 'Recalled' }, resetter);
  assert.equal(refused.status, 403);
  assert.match(refused.body.message, /QRCODE_BLOCK/);
  assert.equal((await unblock({ qrcode: code }, resetter)).status, 403);
  const anonymous = await call(t.app, undefined, {
    method: 'POST',
    url: '/api/reports/qrcode/block',
    payload: { qrcode: code, reason: 'Recalled' },
  });
  assert.equal(anonymous.status, 401);
  assert.equal(await count(t, 'qr_code_blocks', 'qr_code_id = $1', [await idOf(code)]), 0);

  await t.db.query(`insert into role_permissions (role_id, permission_code) values ($1, 'QRCODE_BLOCK')`, [role!.id]);
  assert.equal((await block({ qrcode: code, reason: 'Recalled' }, resetter)).status, 200);
  assert.equal((await unblock({ qrcode: code }, resetter)).status, 200);
  const [event] = await t.db.query<{ actor_username: string; before: unknown; after: unknown }>(
    `select actor_username, before, after from audit_event where action = 'qrcode.block' and target_id = $1`,
    [code],
  );
  assert.deepEqual(event, {
    actor_username: 'qr-resetter',
    before: { blocked: false },
    after: { blocked: true, reason: 'Recalled', note: null },
  });
});

test("an enforcement officer's check of a blocked code answers blocked too", async () => {
  const code = codes[3]!;
  const officer = await appToken(t, { app: 'penindakan', username: 'officer.block' });
  const check = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/ingest/enforcement-scan',
      headers: bearer(officer),
      payload: { qrcode: code },
    });
  assert.equal((await check()).json().data.status, 'inactive');
  assert.equal((await block({ qrcode: code, reason: 'Counterfeit found' })).status, 200);
  const res = await check();
  assert.equal(res.statusCode, 200, res.body);
  assert.ok(Value.Check(endpoints.enforcementScan.response, res.json()));
  assert.deepEqual([res.json().data.status, res.json().data.block_reason], ['blocked', 'Counterfeit found']);
});
