import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { bearer, login, startTestApp, type TestApp } from '../../testing/app';
import { appToken, count, issueCodes, stationKey } from '../../testing/engine';

let t: TestApp;
let cahayaKey: string;
let menaraKey: string;
let codes: string[];

before(async () => {
  t = await startTestApp();
  cahayaKey = await stationKey(t, 'Cahaya');
  menaraKey = await stationKey(t, 'Menara');
  codes = (await issueCodes(t, { prefix: 'LBL', ordered: 20, labelMaker: 'Cahaya', oilMaker: 'FEDERAL' })).qrcodes;
});
after(() => t.close());

const labelScan = (key: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ingest/label-scan',
    headers: key ? bearer(key) : {},
    payload: payload as object,
  });
const oilScan = (token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/ingest/oil-scan', headers: bearer(token), payload: payload as object });

test('label scans: Success, Double Scan, Cross Scan, Reject, Not Found, each recorded', async () => {
  const [a, b] = codes;
  const cases: Array<[name: string, key: string, payload: object, result: string, status: string | null]> = [
    [
      'its label maker verifies',
      cahayaKey,
      { qrcode: `https://qrguard.id/q/${a}`, result: 'Success' },
      'Success',
      'ACTIVE',
    ],
    ['scanned again', cahayaKey, { qrcode: a!, result: 'Success' }, 'Double Scan', 'ACTIVE'],
    ['the other label maker scans it', menaraKey, { qrcode: b!, result: 'Success' }, 'Cross Scan', 'INACTIVE'],
    ['its label maker rejects the print', cahayaKey, { qrcode: b!, result: 'Reject' }, 'Reject', 'INACTIVE'],
    ['a code nobody issued', cahayaKey, { qrcode: 'NOSUCHCODE99', result: 'Success' }, 'Not Found', null],
  ];
  for (const [name, key, payload, result, status] of cases) {
    const res = await labelScan(key, payload);
    assert.equal(res.statusCode, 200, `${name}: ${res.body}`);
    const body = res.json();
    assert.ok(Value.Check(endpoints.labelScan.response, body), name);
    assert.equal(body.data.result, result, name);
    assert.equal(body.data.status, status, name);
    assert.equal(body.data.counted, true, name);
  }
  const events = await t.db.query<{ result: string; label_maker: string }>(
    `select e.result, lm.name as label_maker from scan_events e join label_makers lm on lm.id = e.label_maker_id where e.actor = 'label_maker' order by e.id`,
  );
  assert.deepEqual(
    events.map((e) => `${e.result}/${e.label_maker}`),
    ['Success/Cahaya', 'Double Scan/Cahaya', 'Cross Scan/Menara', 'Reject/Cahaya', 'Not Found/Cahaya'],
  );
  const [line] = await t.db.query<{ label_scans: number; label_success: number; label_reject: number }>(
    `select l.label_scans, l.label_success, l.label_reject from purchase_order_lines l join purchase_orders p on p.id = l.po_id where p.no_po = 'PO/LBL'`,
  );
  assert.deepEqual(
    line,
    { label_scans: 3, label_success: 1, label_reject: 1 },
    "the PO line counts its own label maker's scans",
  );
});

test('a station key is required and must be known', async () => {
  const before = await count(t, 'scan_events');
  for (const key of [undefined, 'lmk_not_a_real_key_000000000000000000000']) {
    const res = await labelScan(key, { qrcode: codes[2], result: 'Success' });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().status, false);
  }
  const admin = await login(t.app, 'admin', 'admin');
  assert.equal(
    (await labelScan(admin.token, { qrcode: codes[2], result: 'Success' })).statusCode,
    401,
    'a dashboard token is not a station key',
  );
  assert.equal(await count(t, 'scan_events'), before);
});

test('bad input is a 400 naming the field, and nothing is stored', async () => {
  const before = await count(t, 'scan_events');
  const cases: Array<[payload: object, field: string]> = [
    [{ result: 'Success' }, 'body/qrcode'],
    [{ qrcode: codes[3], result: 'Maybe' }, 'body/result'],
    [{ qrcode: '', result: 'Success' }, 'body/qrcode'],
    [{ qrcode: '  ', result: 'Success' }, 'body/qrcode'],
    [{ qrcode: codes[3], result: 'Success', client_id: 'bad id!' }, 'body/client_id'],
  ];
  for (const [payload, field] of cases) {
    const res = await labelScan(cahayaKey, payload);
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
    assert.ok(
      res.json().details.some((d: { field: string }) => d.field === field),
      `${field} in ${res.body}`,
    );
  }
  assert.equal(await count(t, 'scan_events'), before);
});

test('a repeated client_id is answered with the original result and not counted twice', async () => {
  const code = codes[4]!;
  const first = await labelScan(cahayaKey, { qrcode: code, result: 'Success', client_id: 'station-req-0001' });
  const again = await labelScan(cahayaKey, { qrcode: code, result: 'Success', client_id: 'station-req-0001' });
  assert.equal(first.json().data.result, 'Success');
  assert.equal(first.json().data.counted, true);
  assert.equal(again.statusCode, 200);
  assert.equal(again.json().data.result, 'Success', 'the original answer, not Double Scan');
  assert.equal(again.json().data.counted, false);
  assert.equal(await count(t, 'scan_events', 'client_id = $1', ['station-req-0001']), 1);
});

test('oil scans: refusals with their reason, activation and deactivation', async () => {
  const federal = await appToken(t, { app: 'oilmaker', username: 'federal.test', oilMaker: 'FEDERAL' });
  const nippon = await appToken(t, { app: 'oilmaker', username: 'nippon.test', oilMaker: 'NIPPON' });
  const [verified, unverified, toDeactivate] = [codes[5]!, codes[6]!, codes[7]!];
  for (const code of [verified, toDeactivate])
    assert.equal((await labelScan(cahayaKey, { qrcode: code, result: 'Success' })).statusCode, 200);

  const refusedUnverified = await oilScan(federal, { qrcode: unverified, action: 'ACTIVATE' });
  assert.equal(refusedUnverified.statusCode, 409);
  assert.match(refusedUnverified.json().message, /not been verified/);

  const crossBefore = await count(t, 'scan_events', `result = 'Cross Scan' and actor = 'oil_maker'`);
  const refusedOther = await oilScan(nippon, { qrcode: verified, action: 'ACTIVATE' });
  assert.equal(refusedOther.statusCode, 409);
  assert.match(refusedOther.json().message, /another oil maker/);
  assert.equal(
    await count(t, 'scan_events', `result = 'Cross Scan' and actor = 'oil_maker'`),
    crossBefore + 1,
    'the attempt is recorded',
  );

  const cases: Array<[code: string, action: string, result: string, status: string]> = [
    [verified, 'ACTIVATE', 'ACTIVATE', 'ACTIVE'],
    [verified, 'ACTIVATE', 'Double Scan', 'ACTIVE'],
    [toDeactivate, 'DEACTIVATE', 'DEACTIVATE', 'DEACTIVATED'],
    ['NOSUCHCODE77', 'ACTIVATE', 'Not Found', ''],
  ];
  for (const [code, action, result, status] of cases) {
    const res = await oilScan(federal, { qrcode: code, action });
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(Value.Check(endpoints.oilScan.response, res.json()));
    assert.equal(res.json().data.result, result);
    assert.equal(res.json().data.status ?? '', status);
  }
  const reactivate = await oilScan(federal, { qrcode: toDeactivate, action: 'ACTIVATE' });
  assert.equal(reactivate.statusCode, 409);
  assert.match(reactivate.json().message, /deactivated/);
  const [row] = await t.db.query<{ oil_activated_at: Date | null; oil_received_at: Date | null }>(
    'select oil_activated_at, oil_received_at from qr_codes where qrcode = $1',
    [verified],
  );
  assert.ok(row!.oil_activated_at && row!.oil_received_at);
});

test('oil scans need an oil-maker app token', async () => {
  const officer = await appToken(t, { app: 'penindakan', username: 'officer.test' });
  const admin = await login(t.app, 'admin', 'admin');
  assert.equal((await oilScan(officer, { qrcode: codes[8], action: 'ACTIVATE' })).statusCode, 403);
  assert.equal((await oilScan(admin.token, { qrcode: codes[8], action: 'ACTIVATE' })).statusCode, 401);
  assert.equal((await oilScan(cahayaKey, { qrcode: codes[8], action: 'ACTIVATE' })).statusCode, 401);
  const bad = await oilScan(await appToken(t, { app: 'oilmaker', username: 'federal.bad' }), {
    qrcode: codes[8],
    action: 'activate',
  });
  assert.equal(bad.statusCode, 400);
  assert.match(bad.json().message, /body\/action must be one of "ACTIVATE", "DEACTIVATE"/);
});

test('an enforcement check answers the verdict without counting a customer scan', async () => {
  const officer = await appToken(t, { app: 'penindakan', username: 'officer.check' });
  const code = codes[5]!; // activated above
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ingest/enforcement-scan',
    headers: bearer(officer),
    payload: { qrcode: code, lat: -6.2, lng: 106.8 },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.ok(Value.Check(endpoints.enforcementScan.response, res.json()));
  assert.equal(res.json().data.status, 'valid');
  assert.equal(res.json().data.product.variant, 'MPX1');
  const [row] = await t.db.query<{ customer_scans: number }>('select customer_scans from qr_codes where qrcode = $1', [
    code,
  ]);
  assert.equal(row!.customer_scans, 0);
  assert.equal(await count(t, 'scan_events', `actor = 'enforcement'`), 1);
  const half = await t.app.inject({
    method: 'POST',
    url: '/api/ingest/enforcement-scan',
    headers: bearer(officer),
    payload: { qrcode: code, lat: -6.2 },
  });
  assert.equal(half.statusCode, 400);
  assert.equal(half.json().details[0].field, 'body/lng');
});
