// Report Suspect and the Not Found log (issue 12) on a small programme built
// through the engine, with answers worked out by hand: the cards, the table
// (filters, sorts, pages), the details with the trip that tripped "Scan beda
// tempat", a reset's effect, the log with its photos, and the rules every
// route keeps (401, 403 for each right, 400 for odd input, never a 5xx).
// Times are business-local (Asia/Jakarta, UTC+7).
//
// June 2025 (variants: S codes MPX1, T codes SPX1):
//   S0001  6 scans in Jakarta 06-05 10:00..10:05         -> "Scan lebih dari 5 kali" at 10:05 (6 scans)
//   S0002  Jakarta 06-10 09:00, Medan 10:00 (1 h)        -> "Scan beda tempat" at 10:00
//   S0003  Jakarta 06-12 09:00, Surabaya 20:00 (11 h)    -> nothing (about 60 km/h)
//   T0001  Jakarta 06-15 11:00, an unlocated scan 11:10,
//          Makassar 11:30, 3 unlocated 12:00..12:10     -> "Scan beda tempat" at 11:30, "lebih dari 5" at 12:10
//   S0009  (verified, never activated) 06-18             -> an inactive scan
//   not found: FAKE-A 06-20, FAKE-B 06-21, FAKE-A 06-22; reports: FAKE-A with a photo, FAKE-B without
// July: S0004 Jakarta 07-03 10:00, Medan 10:30 -> "Scan beda tempat"; FAKE-C 07-02 not found.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { distanceKm, endpoints, KNOWN_CITIES, PERMISSIONS } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { demoPng } from '../../demo/png';
import type { Command } from '../../domain/ingest-plan';
import { localToInstant } from '../../domain/local-time';
import { REASON_DISTANT, REASON_TOO_MANY } from '../../domain/suspicion';
import { call, login, startTestApp, type TestApp } from '../../testing/app';
import { activate, apply, idOf, issueCodes } from '../../testing/engine';
import { FolderStorage } from '../scan/storage';
import { createUser } from '../users/queries';

let t: TestApp;
let admin: string;
let photoDir: string;
let variants: { MPX1: number; SPX1: number };
const reports = { fakeA: 0, fakeB: 0, realCode: 0 };
const png = demoPng(4, 4, [10, 200, 10]);

const city = (name: string) => KNOWN_CITIES.find((c) => c.name === name)!;
const JAKARTA = city('Jakarta');
const MEDAN = city('Medan');
const SURABAYA = city('Surabaya');
const MAKASSAR = city('Makassar');

const at = (local: string) => localToInstant(`${local}:00`, 'Asia/Jakarta');

function scan(qrcode: string | null, local: string, place: { lat: number; lng: number } | null, url?: string): Command {
  return {
    kind: 'customer',
    qrcode,
    url: url ?? `https://qr.example/${qrcode}`,
    lat: place?.lat ?? null,
    lng: place?.lng ?? null,
    customerType: place ? 'HSO' : 'Web',
    at: at(local),
  };
}

async function userWith(username: string, codes: string[]): Promise<string> {
  const [role] = await t.db.query<{ id: number }>('insert into roles (name) values ($1) returning id', [username]);
  for (const code of codes)
    await t.db.query('insert into role_permissions (role_id, permission_code) values ($1, $2)', [role!.id, code]);
  await createUser(t.db, {
    username,
    password: `${username}-pass`,
    display_name: username,
    roleIds: [role!.id],
    productCategoryIds: [t.config.productCategoryId],
  });
  return (await login(t.app, username, `${username}-pass`)).token;
}

before(async () => {
  photoDir = await mkdtemp(path.join(tmpdir(), 'qrguard-suspect-'));
  t = await startTestApp({ PHOTO_DIR: photoDir });
  admin = (await login(t.app, 'admin', 'admin')).token;
  variants = { MPX1: await idOf(t, 'variants', 'MPX1'), SPX1: await idOf(t, 'variants', 'SPX1') };
  const s = await issueCodes(t, { prefix: 'S', ordered: 10, poDate: '2025-05-20' });
  const tc = await issueCodes(t, { prefix: 'T', ordered: 2, poDate: '2025-05-20', partNo: 'QG-SPX1-0800' });
  await activate(t, [...s.qrcodes.slice(0, 5), ...tc.qrcodes.slice(0, 1)], at('2025-06-01 08:00'));
  // S0009: verified, never activated.
  await apply(t, [
    {
      kind: 'label',
      qrcode: 'S0009',
      url: 'S0009',
      labelMakerId: await idOf(t, 'label_makers', 'Cahaya'),
      result: 'Success',
      at: at('2025-06-01 07:00'),
    },
  ]);

  const c: Command[] = [];
  for (let i = 0; i < 6; i++) c.push(scan('S0001', `2025-06-05 10:0${i}`, JAKARTA));
  c.push(scan('S0002', '2025-06-10 09:00', JAKARTA), scan('S0002', '2025-06-10 10:00', MEDAN));
  c.push(scan('S0003', '2025-06-12 09:00', JAKARTA), scan('S0003', '2025-06-12 20:00', SURABAYA));
  c.push(
    scan('T0001', '2025-06-15 11:00', JAKARTA),
    scan('T0001', '2025-06-15 11:10', null),
    scan('T0001', '2025-06-15 11:30', MAKASSAR),
    scan('T0001', '2025-06-15 12:00', null),
    scan('T0001', '2025-06-15 12:05', null),
    scan('T0001', '2025-06-15 12:10', null),
  );
  c.push(scan('S0009', '2025-06-18 10:00', null));
  c.push(scan(null, '2025-06-20 10:00', JAKARTA, 'https://fake.example/FAKE-A'));
  c.push(scan(null, '2025-06-21 10:00', null, 'https://fake.example/FAKE-B'));
  c.push(scan(null, '2025-06-22 10:00', SURABAYA, 'https://fake.example/FAKE-A'));
  c.push(scan(null, '2025-07-02 10:00', null, 'https://fake.example/FAKE-C'));
  c.push(scan('S0004', '2025-07-03 10:00', JAKARTA), scan('S0004', '2025-07-03 10:30', MEDAN));
  await apply(t, c);

  const storage = new FolderStorage(photoDir);
  const report = async (url: string, qrcode: string | null, photo: boolean, local: string) => {
    const key = photo ? await storage.save(png, 'png', at(local)) : null;
    const [row] = await t.db.query<{ id: string | number }>(
      `insert into customer_reports (qr_code_id, url, reason, photo_key, photo_type, photo_bytes, reported_at)
       values ((select id from qr_codes where qrcode = $1), $2, 'Produk diduga palsu', $3, $4, $5, $6) returning id`,
      [qrcode, url, key, photo ? 'png' : null, photo ? png.length : null, at(local)],
    );
    return Number(row!.id);
  };
  reports.fakeA = await report('https://fake.example/FAKE-A', null, true, '2025-06-20 10:05');
  reports.fakeB = await report('https://fake.example/FAKE-B', null, false, '2025-06-21 10:05');
  reports.realCode = await report('https://qr.example/S0002', 'S0002', true, '2025-06-10 10:10');
});
after(async () => {
  await t.close();
  await rm(photoDir, { recursive: true, force: true });
});

type Name = 'suspectReportCards' | 'suspectReportTable' | 'suspectReportDetails' | 'notFoundLog' | 'highlightOverview';
type Query = Record<string, string | number | undefined>;

const qs = (query: Query) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

const raw = (name: Name, query: Query = {}, token: string | null = admin) =>
  call(t.app, token ?? undefined, { method: 'GET', url: `${endpoints[name].url}?${qs(query)}` });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asserts
async function body<T = any>(name: Name, query: Query = {}): Promise<T> {
  const res = await raw(name, query);
  assert.equal(res.status, 200, `${name} ${qs(query)}: ${JSON.stringify(res.body)}`);
  assert.ok(Value.Check(endpoints[name].response, res.body), `${name} answers as the contract says`);
  return res.body as T;
}

const JUNE = { start: '2025-06-01 00:00:00', end: '2025-06-30 23:59:59' };
const JULY = { start: '2025-07-01', end: '2025-07-31' };
const YEAR = { start: '2025-01-01', end: '2025-12-31' };

describe('Report Suspect', () => {
  test('the five cards of June, worked out by hand', async () => {
    assert.deepEqual((await body('suspectReportCards', JUNE)).data, {
      total: 4,
      scan_more_than_5: 2,
      scan_different_location: 2,
      qr_not_found: 3,
      suspicious_qr: 4, // three not found and one inactive
    });
    assert.deepEqual((await body('suspectReportCards', { ...JUNE, variant: variants.SPX1 })).data, {
      total: 2,
      scan_more_than_5: 1,
      scan_different_location: 1,
      qr_not_found: 0, // a URL that names no code has no variant
      suspicious_qr: 0,
    });
    assert.deepEqual((await body('suspectReportCards', JULY)).data, {
      total: 1,
      scan_more_than_5: 0,
      scan_different_location: 1,
      qr_not_found: 1,
      suspicious_qr: 1,
    });
  });

  test('the table: newest first, with the variant, reason, count and date of each flag', async () => {
    const res = await body('suspectReportTable', JUNE);
    assert.deepEqual(res.meta, { current_page: 1, last_page: 1, per_page: 15, total: 4 });
    assert.deepEqual(
      res.data.map((r: Record<string, unknown>) => [r.qrcode, r.variant, r.reason, r.count, r.scan_date, r.cleared_at]),
      [
        ['T0001', 'SPX1', REASON_TOO_MANY, 6, at('2025-06-15 12:10').toISOString(), null],
        ['T0001', 'SPX1', REASON_DISTANT, 6, at('2025-06-15 11:30').toISOString(), null],
        ['S0002', 'MPX1', REASON_DISTANT, 2, at('2025-06-10 10:00').toISOString(), null],
        ['S0001', 'MPX1', REASON_TOO_MANY, 6, at('2025-06-05 10:05').toISOString(), null],
      ],
    );
  });

  test('filters by reason and variant, sorts, pages', async () => {
    const total = async (query: Query) => (await body('suspectReportTable', query)).meta.total as number;
    assert.equal(await total({ ...JUNE, reason: REASON_DISTANT }), 2);
    assert.equal(await total({ ...JUNE, reason: REASON_TOO_MANY }), 2);
    assert.equal(await total({ ...JUNE, variant: variants.MPX1 }), 2);
    assert.equal(await total({ ...JUNE, variant: `${variants.MPX1},${variants.SPX1}`, reason: REASON_DISTANT }), 2);
    assert.equal(await total({ start: '2025-06-15', end: '2025-06-15' }), 2);
    assert.equal(await total(YEAR), 5);
    const codes = async (query: Query) =>
      (await body('suspectReportTable', { ...JUNE, ...query })).data.map((r: { qrcode: string }) => r.qrcode);
    assert.deepEqual(await codes({ by: 'qrcode', order: 'ASC' }), ['S0001', 'S0002', 'T0001', 'T0001']);
    assert.deepEqual(await codes({ by: 'count', order: 'ASC' }), ['S0002', 'S0001', 'T0001', 'T0001']);
    assert.deepEqual(await codes({ by: 'scan_date', order: 'ASC', limit: 3, page: 2 }), ['T0001']);
    assert.deepEqual(await codes({ page: 3, limit: 2 }), []);
  });

  test('the cards and the table agree, and with the highlight overview, for any range and variant', async () => {
    for (const range of [JUNE, JULY, YEAR, { start: '2025-06-10', end: '2025-06-20' }]) {
      for (const variant of [undefined, variants.MPX1, variants.SPX1, `${variants.MPX1},${variants.SPX1}`]) {
        const query = { ...range, variant };
        const cards = (await body('suspectReportCards', query)).data;
        const tableTotal = async (reason?: string) =>
          (await body('suspectReportTable', { ...query, reason })).meta.total;
        assert.equal(cards.total, await tableTotal(), `total ${qs(query)}`);
        assert.equal(cards.scan_more_than_5, await tableTotal(REASON_TOO_MANY));
        assert.equal(cards.scan_different_location, await tableTotal(REASON_DISTANT));
        const rows = (await body('suspectReportTable', { ...query, limit: 1000 })).data;
        assert.equal(rows.length, cards.total, 'the table lists every flag the card counts');
        const overview = (await body('highlightOverview', query)).data;
        assert.equal(cards.suspicious_qr, overview.invalid, `Suspicious QR = Suspicious Item Found ${qs(query)}`);
        if (variant === undefined)
          assert.equal(cards.qr_not_found, (await body('notFoundLog', range)).meta.totalRows, 'QR Not Found = the log');
      }
    }
  });

  test('details: the code’s scans newest first, N/A locations as null, and the trip of "Scan beda tempat"', async () => {
    const s2 = (await body('suspectReportDetails', { ...JUNE, qrcode: 'S0002', reason: REASON_DISTANT })).data;
    assert.equal(s2.qrcode, 'S0002');
    assert.equal(s2.variant, 'MPX1');
    assert.equal(s2.scans_total, 2);
    assert.deepEqual(
      s2.scans.map((r: Record<string, unknown>) => [r.scan_date, r.lat, r.lng, r.customer_type]),
      [
        [at('2025-06-10 10:00').toISOString(), MEDAN.lat, MEDAN.lng, 'HSO'],
        [at('2025-06-10 09:00').toISOString(), JAKARTA.lat, JAKARTA.lng, 'HSO'],
      ],
    );
    assert.equal(s2.flags.length, 1);
    const km = distanceKm(JAKARTA, MEDAN);
    assert.ok(km > 1000, 'Jakarta to Medan is over 1,000 km');
    assert.deepEqual(s2.flags[0].trip, {
      from: { scan_date: at('2025-06-10 09:00').toISOString(), lat: JAKARTA.lat, lng: JAKARTA.lng },
      to: { scan_date: at('2025-06-10 10:00').toISOString(), lat: MEDAN.lat, lng: MEDAN.lng },
      distance_km: Math.round(km * 10) / 10,
      hours: 1,
      speed_kmh: Math.round(km),
    });

    // T0001: the unlocated scan between Jakarta and Makassar is not the one the rule compared with.
    const t1 = (await body('suspectReportDetails', { ...JUNE, qrcode: 'T0001' })).data;
    assert.equal(t1.scans_total, 6);
    assert.equal(t1.scans.filter((r: { lat: number | null }) => r.lat === null).length, 4);
    assert.deepEqual(
      t1.flags.map((f: { reason: string; trip: unknown }) => [f.reason, f.trip === null]),
      [
        [REASON_TOO_MANY, true],
        [REASON_DISTANT, false],
      ],
    );
    const trip = t1.flags[1].trip;
    assert.equal(trip.from.lat, JAKARTA.lat);
    assert.equal(trip.to.lat, MAKASSAR.lat);
    assert.equal(trip.hours, 0.5);
    assert.equal(trip.speed_kmh, Math.round(distanceKm(JAKARTA, MAKASSAR) / 0.5));
    assert.ok(trip.speed_kmh > t.config.engine.suspicion.maxSpeedKmh, 'faster than the rule allows');

    // Outside the flag's range: no flags, no scans.
    const july = (await body('suspectReportDetails', { ...JULY, qrcode: 'S0002' })).data;
    assert.deepEqual([july.scans, july.scans_total, july.flags], [[], 0, []]);
  });

  test('details of a code that does not exist: 404', async () => {
    const res = await raw('suspectReportDetails', { ...JUNE, qrcode: 'NO-SUCH-CODE' });
    assert.equal(res.status, 404);
    assert.equal(res.body.status, false);
  });

  test('a reset clears the flag but keeps it, with who and the scans it cleared; the figures stay', async () => {
    const before = (await body('suspectReportCards', JUNE)).data;
    const reset = await call(t.app, admin, {
      method: 'POST',
      url: endpoints.resetCustomerScan.url,
      payload: { qrcode: 'S0001' },
    });
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    const [row] = (await body('suspectReportTable', { ...JUNE, reason: REASON_TOO_MANY, variant: variants.MPX1 })).data;
    assert.equal(row.qrcode, 'S0001');
    assert.equal(row.cleared_by, 'admin');
    assert.ok(row.cleared_at, 'cleared');
    assert.equal(row.count, 6, 'the scans the reset cleared');
    assert.deepEqual((await body('suspectReportCards', JUNE)).data, before);
    const [flag] = (await body('suspectReportDetails', { ...JUNE, qrcode: 'S0001' })).data.flags;
    assert.equal(flag.cleared_by, 'admin');
  });
});

describe('Not Found log', () => {
  test('June newest first, with the photo of the URL’s report, meta totalRows', async () => {
    const res = await body('notFoundLog', JUNE);
    assert.deepEqual(res.meta, { current_page: 1, last_page: 1, per_page: 15, total: 3, totalRows: 3 });
    assert.deepEqual(
      res.data.map((r: Record<string, unknown>) => [r.url, r.variant, r.created_at, r.has_photo, r.report_id]),
      [
        ['https://fake.example/FAKE-A', null, at('2025-06-22 10:00').toISOString(), true, reports.fakeA],
        ['https://fake.example/FAKE-B', null, at('2025-06-21 10:00').toISOString(), false, null],
        ['https://fake.example/FAKE-A', null, at('2025-06-20 10:00').toISOString(), true, reports.fakeA],
      ],
    );
    assert.equal(res.data[0].lat, SURABAYA.lat);
    assert.equal(res.data[1].lat, null);
  });

  test('sorts and pages (a last page is read from the other end)', async () => {
    const urls = async (query: Query) =>
      (await body('notFoundLog', { ...JUNE, ...query })).data.map((r: { url: string; created_at: string }) => [
        r.url.slice(-6),
        r.created_at.slice(0, 10),
      ]);
    assert.deepEqual(await urls({ by: 'url', order: 'ASC' }), [
      ['FAKE-A', '2025-06-20'],
      ['FAKE-A', '2025-06-22'],
      ['FAKE-B', '2025-06-21'],
    ]);
    assert.deepEqual(await urls({ by: 'created_at', order: 'ASC', limit: 2, page: 2 }), [['FAKE-A', '2025-06-22']]);
    assert.deepEqual(await urls({ limit: 2, page: 2 }), [['FAKE-A', '2025-06-20']]);
    assert.deepEqual(await urls({ limit: 2, page: 3 }), []);
    assert.deepEqual((await body('notFoundLog', { by: 'variant' })).meta.total, 4);
    assert.deepEqual(
      (await body('notFoundLog', JULY)).data.map((r: { url: string }) => r.url),
      ['https://fake.example/FAKE-C'],
    );
  });

  test('the photo of a row’s report; never the photo of a real code’s report', async () => {
    const photo = await t.app.inject({
      method: 'GET',
      url: `/api/log/notfound/photo/${reports.fakeA}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    assert.equal(photo.statusCode, 200, photo.body);
    assert.equal(photo.headers['content-type'], 'image/png');
    assert.deepEqual(photo.rawPayload, png);
    for (const id of [reports.realCode, reports.fakeB, 999999]) {
      const res = await call(t.app, admin, { method: 'GET', url: `/api/log/notfound/photo/${id}` });
      assert.equal(res.status, 404, `report ${id}`);
    }
  });
});

describe('access and input', () => {
  test('each page needs its own right: 401 without a session, 403 without the right', async () => {
    const suspectOnly = await userWith('suspect-reader', [PERMISSIONS.reportSuspect]);
    const notFoundOnly = await userWith('notfound-reader', [PERMISSIONS.reportNotFound]);
    const suspectRoutes: Name[] = ['suspectReportCards', 'suspectReportTable'];
    for (const name of suspectRoutes) {
      assert.equal((await raw(name, JUNE, null)).status, 401, name);
      assert.equal((await raw(name, JUNE, notFoundOnly)).status, 403, name);
      assert.equal((await raw(name, JUNE, suspectOnly)).status, 200, name);
    }
    assert.equal((await raw('suspectReportDetails', { qrcode: 'S0002' }, notFoundOnly)).status, 403);
    assert.equal((await raw('suspectReportDetails', { qrcode: 'S0002' }, suspectOnly)).status, 200);
    assert.equal((await raw('notFoundLog', JUNE, null)).status, 401);
    assert.equal((await raw('notFoundLog', JUNE, suspectOnly)).status, 403);
    assert.equal((await raw('notFoundLog', JUNE, notFoundOnly)).status, 200);
    const photo = async (token: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/log/notfound/photo/${reports.fakeA}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode;
    assert.equal(await photo(suspectOnly), 403);
    assert.equal(await photo(notFoundOnly), 200);
  });

  test('odd input is a 400 naming the field, never a 5xx', async () => {
    const cases: [Name, Query, string][] = [
      ['suspectReportTable', { start: '2025-02-30' }, 'start'],
      ['suspectReportTable', { start: '2025-06-10', end: '2025-06-01' }, 'end'],
      ['suspectReportTable', { reason: 'Scan beda kota' }, 'reason'],
      ['suspectReportTable', { by: 'constructor' }, 'by'],
      ['suspectReportTable', { variant: 'MPX1' }, 'variant'],
      ['suspectReportTable', { limit: 0 }, 'limit'],
      ['suspectReportTable', { distance: 5 }, 'distance'],
      ['suspectReportCards', { reason: REASON_DISTANT }, 'reason'],
      ['suspectReportCards', { end: '99999-01-01' }, 'end'],
      ['suspectReportDetails', {}, 'qrcode'],
      ['suspectReportDetails', { qrcode: 'x'.repeat(201) }, 'qrcode'],
      ['notFoundLog', { variant: '1' }, 'variant'],
      ['notFoundLog', { by: 'scan_date' }, 'by'],
      ['notFoundLog', { page: 0 }, 'page'],
    ];
    for (const [name, query, field] of cases) {
      const res = await raw(name, query);
      assert.equal(res.status, 400, `${name} ${qs(query)}: ${JSON.stringify(res.body)}`);
      assert.match(JSON.stringify(res.body), new RegExp(field), `${name} ${qs(query)} names ${field}`);
    }
    const bad = await call(t.app, admin, { method: 'GET', url: '/api/log/notfound/photo/1.5' });
    assert.equal(bad.status, 400);
  });
});
