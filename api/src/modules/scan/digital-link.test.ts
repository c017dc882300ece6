// Issue 12: the public scan (and the station's label scan) read a GS1 Digital
// Link https://<resolver>/01/<GTIN>/21/<serial> as well as the legacy URL, on
// both databases; the details name the code's Digital Link.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { VARIANT_GTINS } from '../../db/reference-data';
import { digitalLinkOf } from '../../domain/digital-link';
import { call, login, startTestApp, type TestApp } from '../../testing/app';
import { activate, issueCodes, stationKey, type IssuedCodes } from '../../testing/engine';

const HOST = 'id.brand.example';
const MPX1 = VARIANT_GTINS.MPX1!;
const MPX2 = VARIANT_GTINS.MPX2!;

let t: TestApp;
let issued: IssuedCodes;
let ip = 0;

before(async () => {
  t = await startTestApp({ DIGITAL_LINK_HOST: HOST });
  // Product QG-MPX1-0800: variant MPX1.
  issued = await issueCodes(t, { prefix: 'DLK', ordered: 6 });
  await activate(t, issued.qrcodes.slice(0, 4));
});
after(() => t.close());

const scan = async (url: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/scan',
    payload: { url },
    headers: { 'x-forwarded-for': `10.9.0.${++ip}` },
  });
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json();
  assert.ok(Value.Check(endpoints.scan.response, body));
  return body.data as { status: string; product: { qrcode: string; serial_number: string } | null };
};

test('the variants carry their GTINs after the seed', async () => {
  const rows = await t.db.query<{ name: string; gtin: string }>('select name, gtin from variants order by name');
  assert.deepEqual(Object.fromEntries(rows.map((r) => [r.name, r.gtin])), VARIANT_GTINS);
});

test('a good Digital Link scans as its code, through our resolver or another one', async () => {
  const [code, serial] = [issued.qrcodes[0]!, issued.serials[0]!];
  for (const uri of [
    digitalLinkOf(HOST, MPX1, serial),
    `https://id.gs1.org/01/${MPX1}/21/${serial}`,
    // With a lot and an expiry date, as a printer may add them.
    `https://${HOST}/01/${MPX1}/10/LOT1/21/${serial}?17=291231`,
  ]) {
    const data = await scan(uri);
    assert.equal(data.status, 'valid', uri);
    assert.equal(data.product?.qrcode, code, uri);
    assert.equal(data.product?.serial_number, serial, uri);
  }
  // A code never activated answers as it would by its legacy URL.
  assert.equal((await scan(digitalLinkOf(HOST, MPX1, issued.serials[5]!))).status, 'inactive');
});

test("a bad check digit, another variant's GTIN or a missing serial is not_found, logged as sent", async () => {
  const serial = issued.serials[1]!;
  const badCheck = `https://${HOST}/01/${MPX1.slice(0, 13)}${(Number(MPX1[13]) + 1) % 10}/21/${serial}`;
  const wrongGtin = digitalLinkOf(HOST, MPX2, serial);
  const noSerial = `https://${HOST}/01/${MPX1}`;
  const unknownSerial = digitalLinkOf(HOST, MPX1, 'SN-NOSUCH-0001');
  for (const uri of [badCheck, wrongGtin, noSerial, unknownSerial]) {
    const data = await scan(uri);
    assert.equal(data.status, 'not_found', uri);
    assert.equal(data.product, null, uri);
  }
  const logged = await t.db.query<{ url: string }>(
    `select url from scan_events where actor = 'customer' and result = 'Not Found' and qr_code_id is null order by id`,
  );
  assert.deepEqual(logged.map((r) => r.url).slice(-4), [badCheck, wrongGtin, noSerial, unknownSerial]);
  const [counted] = await t.db.query<{ customer_scans: number }>(
    'select customer_scans from qr_codes where qrcode = $1',
    [issued.qrcodes[1]],
  );
  assert.equal(counted!.customer_scans, 0, 'none of them counted on the code its serial names');
});

test('the legacy URL and the bare code still work', async () => {
  const code = issued.qrcodes[2]!;
  assert.equal((await scan(`https://qrguard.id/q/${code}`)).product?.qrcode, code);
  assert.equal((await scan(code)).product?.qrcode, code);
});

test("a label maker's station reads a Digital Link too", async () => {
  const key = await stationKey(t, 'Cahaya');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ingest/label-scan',
    headers: { authorization: `Bearer ${key}` },
    payload: { qrcode: digitalLinkOf(HOST, MPX1, issued.serials[4]!), result: 'Success' },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual([res.json().data.qrcode, res.json().data.result], [issued.qrcodes[4], 'Success']);
});

test("the details name the code's Digital Link, on the configured resolver host", async () => {
  const admin = (await login(t.app, 'admin', 'admin')).token;
  const [row] = await t.db.query<{ id: number }>('select id from qr_codes where qrcode = $1', [issued.qrcodes[0]]);
  const res = await call(t.app, admin, { method: 'GET', url: `/api/reports/qrcode/details?id=${row!.id}` });
  assert.equal(res.status, 200);
  assert.ok(Value.Check(endpoints.qrCodeDetails.response, res.body));
  assert.equal(res.body.data[0]?.digital_link, `https://${HOST}/01/${MPX1}/21/${issued.serials[0]}`);
});
