// The four Summary report endpoints against the hand-built programme of the
// highlight tests (highlight/fixture.ts) plus customer scans through the main
// dealers' channels: every figure worked out by hand, a year without data, a
// new label maker, oil maker and main dealer appearing as columns, agreement
// with the highlight pages, the rollup the engine keeps, 400s, 401 and 403.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import type { Command } from '../../domain/ingest-plan';
import type { CustomerType } from '../../domain/constants';
import { localToInstant } from '../../domain/local-time';
import { call, login, startTestApp, type TestApp } from '../../testing/app';
import { apply, idOf, issueCodes, oilMakerId } from '../../testing/engine';
import { buildProgramme, type Ids } from '../highlight/fixture';

let t: TestApp;
let admin: string;
let ids: Ids;

type Name = 'summaryLabelMaker' | 'summaryOilMaker' | 'summaryCustomer' | 'summaryMainDealer';
const NAMES: Name[] = ['summaryLabelMaker', 'summaryOilMaker', 'summaryCustomer', 'summaryMainDealer'];

const at = (local: string) => localToInstant(`${local}:00`, t.config.businessTz);
const customer = (qrcode: string, local: string, customerType: CustomerType): Command => ({
  kind: 'customer',
  qrcode,
  url: `https://qr.example/${qrcode}`,
  lat: null,
  lng: null,
  customerType,
  at: at(local),
});

before(async () => {
  t = await startTestApp();
  admin = (await login(t.app, 'admin', 'admin')).token;
  ids = await buildProgramme(t);
  // Customer scans through the main dealers (the fixture's are all Web).
  await apply(t, [
    customer('A0004', '2025-06-20 10:00', 'HSO'), // valid: activated on 5 June
    customer('A0004', '2025-06-20 10:05', 'HSO'), // valid again: a repeat counts
    customer('A0009', '2025-06-21 10:00', 'MPM'), // inactive: verified, never filled
    customer('A0005', '2025-07-10 10:00', 'Daya Motor'), // valid
    customer('A0006', '2025-08-01 05:00', 'Wahana'), // valid; still 31 July in UTC, August in Jakarta
  ]);
});
after(() => t.close());

async function raw(name: Name, query: string, token: string | null = admin) {
  return call(t.app, token ?? undefined, { method: 'GET', url: `${endpoints[name].url}?${query}` });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asserts
async function get<T = any>(name: Name, year: number): Promise<T> {
  const res = await raw(name, `year=${year}`);
  assert.equal(res.status, 200, `${name} ${year}: ${JSON.stringify(res.body)}`);
  assert.ok(Value.Check(endpoints[name].response, res.body), `${name} answers as the contract says`);
  return res.body.data as T;
}

type Row = { month: number; total: Record<string, number>; groups: Record<string, Record<string, number>> };
const month = (data: { rows: Row[] }, m: number) => data.rows.find((r) => r.month === m)!;
const L0 = { total_po: 0, total_scan: 0, total_active: 0, total_qr: 0 };
const O0 = { total_qr: 0, total_scan: 0, total_active: 0, total_deactivate: 0 };

describe('Label Maker', () => {
  test('2025: POs, label scans, verified labels and codes issued per month, label maker and in total', async () => {
    const data = await get('summaryLabelMaker', 2025);
    const cahaya = String(ids.cahaya);
    const menara = String(ids.menara);
    assert.equal(data.year, 2025);
    assert.equal(data.first_year, 2021); // PO O
    assert.deepEqual(data.groups, [
      { key: cahaya, name: 'Cahaya' },
      { key: menara, name: 'Menara' },
    ]);
    assert.equal(data.rows.length, 12);
    assert.deepEqual(month(data, 6), {
      month: 6,
      // POs A (26 codes) and B (11), spare included; 19 label scans (the Not Found URL is no label); 14 verified
      total: { total_po: 2, total_scan: 19, total_active: 14, total_qr: 37 },
      groups: {
        [cahaya]: { total_po: 1, total_scan: 13, total_active: 10, total_qr: 26 }, // A: 10 + 2 Reject + 1 Double
        [menara]: { total_po: 1, total_scan: 6, total_active: 4, total_qr: 11 }, // B: 5, and its Cross Scan of A0013
      },
    });
    assert.deepEqual(month(data, 7), {
      month: 7,
      total: { total_po: 1, total_scan: 5, total_active: 5, total_qr: 52 },
      groups: { [cahaya]: { total_po: 1, total_scan: 5, total_active: 5, total_qr: 52 }, [menara]: L0 },
    });
    assert.deepEqual(month(data, 1), { month: 1, total: L0, groups: { [cahaya]: L0, [menara]: L0 } });
    assert.deepEqual(data.total, {
      total: { total_po: 3, total_scan: 24, total_active: 19, total_qr: 89 },
      groups: {
        [cahaya]: { total_po: 2, total_scan: 18, total_active: 15, total_qr: 78 },
        [menara]: { total_po: 1, total_scan: 6, total_active: 4, total_qr: 11 },
      },
    });
  });

  test('a month\u2019s figures equal the label-maker highlight of that month', async () => {
    const data = await get('summaryLabelMaker', 2025);
    for (const [m, start, end] of [
      [6, '2025-06-01', '2025-06-30'],
      [7, '2025-07-01', '2025-07-31'],
    ] as const) {
      const res = await call(t.app, admin, {
        method: 'GET',
        url: `${endpoints.labelMakerScanOverview.url}?start=${start}&end=${end}`,
      });
      const h = res.body.data;
      assert.equal(month(data, m).total.total_scan, h.total_scan, `Total Scan of month ${m}`);
      assert.equal(month(data, m).total.total_active, h.active, `Active of month ${m}`);
      assert.equal(month(data, m).total.total_qr, h.total_qr, `Total QR of month ${m}`);
      const menara = await call(t.app, admin, {
        method: 'GET',
        url: `${endpoints.labelMakerScanOverview.url}?start=${start}&end=${end}&labelmaker=${ids.menara}`,
      });
      assert.equal(month(data, m).groups[String(ids.menara)]!.total_scan, menara.body.data.total_scan);
    }
  });
});

describe('Oil Maker', () => {
  test('2025: bottles received, filling scans, activations and deactivations', async () => {
    const data = await get('summaryOilMaker', 2025);
    assert.deepEqual(
      data.groups.map((g: { key: string }) => g.key),
      ['FEDERAL', 'IDEMITSU', 'NIPPON', 'STC', 'TCS'],
    );
    assert.deepEqual(month(data, 6), {
      month: 6,
      total: { total_qr: 14, total_scan: 12, total_active: 8, total_deactivate: 1 },
      groups: {
        // A0001-A0010 verified; 6 activated, 1 deactivated, a repeat and an unknown code scanned
        FEDERAL: { total_qr: 10, total_scan: 9, total_active: 6, total_deactivate: 1 },
        // B0001-B0004 verified, 2 activated, and its attempt on FEDERAL's A0008
        IDEMITSU: { total_qr: 4, total_scan: 3, total_active: 2, total_deactivate: 0 },
        NIPPON: O0,
        STC: O0,
        TCS: O0,
      },
    });
    assert.deepEqual(month(data, 7).groups.FEDERAL, {
      total_qr: 5,
      total_scan: 2,
      total_active: 2,
      total_deactivate: 0,
    });
    assert.deepEqual(data.total.total, { total_qr: 19, total_scan: 14, total_active: 10, total_deactivate: 1 });
    const june = await call(t.app, admin, {
      method: 'GET',
      url: `${endpoints.oilMakerScanOverview.url}?start=2025-06-01&end=2025-06-30`,
    });
    assert.equal(month(data, 6).total.total_scan, june.body.data.total_scan);
    assert.equal(month(data, 6).total.total_qr, june.body.data.total_qr);
  });
});

describe('Customer Scan and Claim Main Dealer', () => {
  test('2025: customer scans per channel, in the business time zone\u2019s months', async () => {
    const data = await get('summaryCustomer', 2025);
    assert.deepEqual(data.groups, [
      { key: 'WEB', name: 'Web' },
      { key: 'HSO', name: 'HSO' },
      { key: 'MPM', name: 'MPM' },
      { key: 'WAHANA', name: 'Wahana' },
      { key: 'DAYA_MOTOR', name: 'Daya Motor' },
    ]);
    const z = { total: 0 };
    assert.deepEqual(month(data, 6), {
      month: 6,
      total: { total: 13 }, // the fixture's 10 Web scans (valid, inactive, expired, not found), 2 HSO, 1 MPM
      groups: { WEB: { total: 10 }, HSO: { total: 2 }, MPM: { total: 1 }, WAHANA: z, DAYA_MOTOR: z },
    });
    assert.deepEqual(month(data, 7).total, { total: 3 });
    assert.deepEqual(month(data, 8).groups.WAHANA, { total: 1 });
    assert.deepEqual(data.total, {
      total: { total: 17 },
      groups: {
        WEB: { total: 12 },
        HSO: { total: 2 },
        MPM: { total: 1 },
        WAHANA: { total: 1 },
        DAYA_MOTOR: { total: 1 },
      },
    });
    // The highlight's customer Total Scan of June counts the same scans.
    const june = await call(t.app, admin, {
      method: 'GET',
      url: `${endpoints.highlightOverview.url}?start=2025-06-01&end=2025-06-30`,
    });
    assert.equal(month(data, 6).total.total, june.body.data.total);
  });

  test('2025: claims are the valid scans through a main dealer', async () => {
    const data = await get('summaryMainDealer', 2025);
    assert.deepEqual(
      data.groups.map((g: { key: string }) => g.key),
      ['HSO', 'MPM', 'WAHANA', 'DAYA_MOTOR'],
    );
    assert.deepEqual(month(data, 6).total, { total: 2 }); // MPM's scan of A0009 answered inactive
    assert.deepEqual(month(data, 7).groups.DAYA_MOTOR, { total: 1 });
    assert.deepEqual(data.total, {
      total: { total: 4 },
      groups: { HSO: { total: 2 }, MPM: { total: 0 }, WAHANA: { total: 1 }, DAYA_MOTOR: { total: 1 } },
    });
  });

  test('the channel rollup kept by the engine is the daily rollups\u2019 customer scans by month', async () => {
    const diff = await t.db.query(
      `with f as (select date_trunc('month', bucket)::date as bucket, customer_type, result, verdict, sum(count) as count
                    from rollup_daily where actor = 'customer' and result in ('Success', 'Not Found') group by 1, 2, 3, 4)
       select * from f full join summary_channel_monthly s using (bucket, customer_type, result, verdict)
        where f.count is distinct from s.count`,
    );
    assert.deepEqual(diff, []);
    const [row] = await t.db.query<{ n: number }>('select count(*)::int as n from summary_channel_monthly');
    assert.ok(row!.n > 0);
  });
});

describe('years', () => {
  test('a year without data answers zeros, every group listed', async () => {
    for (const name of NAMES) {
      const data = await get(name, 2023);
      assert.equal(data.year, 2023);
      assert.equal(data.first_year, 2021);
      assert.equal(data.rows.length, 12);
      for (const row of [...data.rows, data.total]) {
        for (const figures of [row.total, ...Object.values(row.groups)] as Record<string, number>[])
          assert.ok(
            Object.values(figures).every((n) => n === 0),
            name,
          );
        assert.deepEqual(
          Object.keys(row.groups),
          data.groups.map((g: { key: string }) => g.key),
        );
      }
    }
    // 2021 holds PO O and its scans.
    assert.deepEqual((await get('summaryLabelMaker', 2021)).total.total, {
      total_po: 1,
      total_scan: 2,
      total_active: 2,
      total_qr: 3,
    });
  });

  test('400 for a year that is not one, before 2000 or after next year, missing or with another key', async () => {
    const next = new Date().getUTCFullYear() + 1;
    for (const name of NAMES) {
      for (const query of ['year=1999', `year=${next + 1}`, 'year=abc', 'year=', '', 'year=2025&yaer=2024']) {
        const res = await raw(name, query);
        assert.equal(res.status, 400, `${name} ${query}`);
        assert.equal(res.body.status, false);
      }
      assert.equal((await raw(name, `year=${next}`)).status, 200, `${name} next year`);
      assert.equal((await raw(name, 'year=2000')).status, 200, `${name} 2000`);
    }
  });

  test('401 without a session, 403 without REPORT_SUMMARY', async () => {
    const workorder = (await login(t.app, 'workorder', 'workorder')).token;
    const viewer = (await login(t.app, 'viewer', 'viewer')).token;
    for (const name of NAMES) {
      assert.equal((await raw(name, 'year=2025', null)).status, 401, name);
      assert.equal((await raw(name, 'year=2025', workorder)).status, 403, name);
      assert.equal((await raw(name, 'year=2025', viewer)).status, 403, name);
    }
  });
});

describe('groups from the reference data', () => {
  // Last: it adds reference rows the tests above do not expect.
  test('a new label maker, oil maker and main dealer appear as columns, with their figures', async () => {
    await t.db.query(`insert into label_makers (name) values ('Zeta Label')`);
    await t.db.query(`insert into oil_makers (code, name) values ('ZETA', 'Zeta Oil')`);
    await t.db.query(`insert into main_dealers (code, name) values ('BINTANG', 'Bintang Motor')`);
    const zetaLabel = String(await idOf(t, 'label_makers', 'Zeta Label'));
    await issueCodes(t, { prefix: 'Z', ordered: 25, poDate: '2025-09-15', labelMaker: 'Zeta Label', oilMaker: 'ZETA' });
    await apply(t, [
      {
        kind: 'label',
        qrcode: 'Z0001',
        url: 'Z0001',
        labelMakerId: Number(zetaLabel),
        result: 'Success',
        at: at('2025-09-16 09:00'),
      },
      {
        kind: 'oil',
        qrcode: 'Z0001',
        url: 'Z0001',
        oilMakerId: await oilMakerId(t, 'ZETA'),
        action: 'ACTIVATE',
        appUserId: null,
        at: at('2025-09-17 09:00'),
      },
    ]);

    const label = await get('summaryLabelMaker', 2025);
    assert.deepEqual(label.groups.at(-1), { key: zetaLabel, name: 'Zeta Label' });
    assert.deepEqual(month(label, 9).groups[zetaLabel], { total_po: 1, total_scan: 1, total_active: 1, total_qr: 26 });
    assert.deepEqual(month(label, 9).total, { total_po: 1, total_scan: 1, total_active: 1, total_qr: 26 });

    const oil = await get('summaryOilMaker', 2025);
    assert.ok(oil.groups.some((g: { key: string }) => g.key === 'ZETA'));
    assert.deepEqual(month(oil, 9).groups.ZETA, { total_qr: 1, total_scan: 1, total_active: 1, total_deactivate: 0 });
    assert.deepEqual(oil.total.groups.ZETA, { total_qr: 1, total_scan: 1, total_active: 1, total_deactivate: 0 });

    for (const name of ['summaryCustomer', 'summaryMainDealer'] as const) {
      const data = await get(name, 2025);
      assert.deepEqual(data.groups.at(-1), { key: 'BINTANG', name: 'Bintang Motor' }, name);
      assert.deepEqual(data.total.groups.BINTANG, { total: 0 }, name);
    }
  });
});
