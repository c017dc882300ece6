// The 13 highlight endpoints against the hand-built programme of fixture.ts:
// every figure worked out here by hand, every mode, an empty range, a filter
// that matches nothing, the 400s, 401 and 403, and the rule that a card and
// the chart breaking it down add up to the same number.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { REPORT_REASONS } from '../../domain/constants';
import { call, login, startTestApp, type TestApp } from '../../testing/app';
import { buildProgramme, type Ids } from './fixture';

let t: TestApp;
let admin: string;
let ids: Ids;

before(async () => {
  t = await startTestApp();
  admin = (await login(t.app, 'admin', 'admin')).token;
  ids = await buildProgramme(t);
});
after(() => t.close());

// Every endpoint answering the JSON envelope (the notification stream sends events instead).
// The event stream, the CSV export and the report photo answer no JSON envelope.
type Name = Exclude<keyof typeof endpoints, 'notificationStream' | 'reportPhoto' | 'notFoundPhoto' | 'qrCodeEpcis'>;
type Query = Record<string, string | number | undefined>;

const qs = (query: Query) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

/** `token` null: no session. */
async function raw(name: Name, query: Query = {}, token: string | null = admin) {
  return call(t.app, token ?? undefined, { method: 'GET', url: `${endpoints[name].url}?${qs(query)}` });
}

/** The data of a 200 answer that matches the contract. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asserts
async function get<T = any>(name: Name, query: Query = {}): Promise<T> {
  const res = await raw(name, query);
  assert.equal(res.status, 200, `${name} ${qs(query)}: ${JSON.stringify(res.body)}`);
  assert.ok(Value.Check(endpoints[name].response, res.body), `${name} answers as the contract says`);
  return res.body.data as T;
}

const JUNE = { start: '2025-06-01 00:00:00', end: '2025-06-30 23:59:59' };
const EMPTY = { start: '2024-01-01', end: '2024-01-31' };
const VARIANTS = ['MPX1', 'MPX2', 'MPX3', 'SPX1', 'SPX2'];

/** A period row with every variant's pair at 0, then the given counts. */
function periodRow(period: string, a: string, b: string, counts: Record<string, number> = {}) {
  const row: Record<string, string | number> = { period };
  for (const v of VARIANTS) {
    row[`${a}_${v}`] = 0;
    row[`${b}_${v}`] = 0;
  }
  return { ...row, ...counts };
}

const sum = (rows: Record<string, unknown>[], pick: (key: string) => boolean) =>
  rows.reduce((s, r) => s + Object.entries(r).reduce((x, [k, v]) => x + (pick(k) ? (v as number) : 0), 0), 0);

const ZERO_STATS = { total_qr: 0, total_scan: 0, active: 0, failed: 0, total_inactive: 0, deactivate: 0 };

describe('Highlights overview', () => {
  test('June: label-maker figures and customer scans, total = valid + invalid', async () => {
    assert.deepEqual(await get('highlightOverview', JUNE), {
      total_qr: 37, // POs A (26) and B (11) dated in June, spare included
      total_scan: 19, // A: 10 Success + 2 Reject + 1 Double + 1 Cross; B: 4 + 1 (the Not Found URL is no label)
      active: 14,
      failed: 3,
      total_inactive: 20, // A: 26 - 12 scanned; B: 11 - 5
      deactivate: 1,
      total: 10,
      valid: 4,
      invalid: 6, // 4 inactive, 1 expired, 1 not found
    });
  });

  test('no start is the first record and no end is today', async () => {
    assert.deepEqual(await get('highlightOverview'), {
      total_qr: 92,
      total_scan: 26,
      active: 21,
      failed: 3,
      total_inactive: 68, // A 14, B 6, C 47, O 1
      deactivate: 1,
      total: 12,
      valid: 6,
      invalid: 6,
    });
  });

  test('scan chart in every mode', async () => {
    const monthly = await get('highlightScanChart', { ...JUNE, mode: 'MONTHLY' });
    assert.deepEqual(monthly, [
      { period: '2025-06-01', valid: 0, invalid: 0 },
      { period: '2025-06-08', valid: 3, invalid: 3 },
      { period: '2025-06-15', valid: 1, invalid: 3 },
      { period: '2025-06-22', valid: 0, invalid: 0 },
      { period: '2025-06-29', valid: 0, invalid: 0 },
    ]);
    const weekly = await get('highlightScanChart', { start: '2025-06-10', end: '2025-06-16', mode: 'WEEKLY' });
    assert.deepEqual(
      weekly.map((r: { valid: number; invalid: number }) => [r.valid, r.invalid]),
      [
        [2, 0],
        [1, 1],
        [0, 2],
        [0, 0],
        [0, 0],
        [1, 1],
        [0, 2],
      ],
    );
    assert.equal(weekly[0].period, '2025-06-10');
    // Hours in Jakarta: 20:30 and 23:30 (16:30 UTC) on the 15th.
    const daily = await get('highlightScanChart', { start: '2025-06-15', end: '2025-06-15', mode: 'DAILY' });
    assert.equal(daily.length, 24);
    assert.equal(daily[0].period, '2025-06-15 00:00');
    assert.deepEqual(
      daily.filter((r: { valid: number; invalid: number }) => r.valid + r.invalid > 0),
      [
        { period: '2025-06-15 20:00', valid: 1, invalid: 0 },
        { period: '2025-06-15 23:00', valid: 0, invalid: 1 },
      ],
    );
    // 06:00 on July 1st in Jakarta is June 30th in UTC: it belongs to July.
    assert.deepEqual(await get('highlightScanChart', { start: '2025-06-30', end: '2025-07-01', mode: 'CUSTOM' }), [
      { period: '2025-06-30', valid: 0, invalid: 0 },
      { period: '2025-07-01', valid: 1, invalid: 0 },
    ]);
    const yearly = await get('highlightScanChart', { start: '2025-01-01', end: '2025-12-31', mode: 'YEARLY' });
    assert.equal(yearly.length, 12);
    assert.deepEqual(yearly[5], { period: '2025-06-01', valid: 4, invalid: 6 });
    assert.deepEqual(yearly[6], { period: '2025-07-01', valid: 2, invalid: 0 });
    assert.equal(
      sum(yearly, (k) => k === 'valid'),
      6,
    );
  });

  test('YEARLY over partial months reads the edges by day and the middle by month', async () => {
    const rows = await get('highlightScanChart', { start: '2025-06-11', end: '2025-07-02', mode: 'YEARLY' });
    assert.deepEqual(rows, [
      { period: '2025-06-11', valid: 2, invalid: 6 }, // the 10th's two valid scans are outside
      { period: '2025-07-01', valid: 1, invalid: 0 },
    ]);
    const wide = await get('highlightScanChart', { start: '2025-05-15', end: '2025-08-20', mode: 'YEARLY' });
    assert.deepEqual(
      wide.map((r: { period: string; valid: number }) => [r.period, r.valid]),
      [
        ['2025-05-15', 0],
        ['2025-06-01', 4],
        ['2025-07-01', 2],
        ['2025-08-01', 0],
      ],
    );
  });

  test('Most Suspicious Product: invalid scans per variant, largest first, Unknown for codes never issued', async () => {
    assert.deepEqual(await get('highlightByProduct', JUNE), [
      { name: 'MPX1', count: 4 },
      { name: 'SPX1', count: 1 },
      { name: 'Unknown', count: 1 },
    ]);
  });
});

describe('Highlight - Label Maker', () => {
  test('cards for June', async () => {
    assert.deepEqual(await get('labelMakerScanOverview', JUNE), {
      total_qr: 37,
      total_scan: 19,
      active: 14,
      failed: 3,
      total_inactive: 20,
      deactivate: 1,
    });
  });

  test('Scan vs Active per variant, MONTHLY', async () => {
    assert.deepEqual(await get('labelMakerVariantOverview', { ...JUNE, mode: 'MONTHLY' }), [
      periodRow('2025-06-01', 'activate', 'totalscan', { activate_MPX1: 10, totalscan_MPX1: 14 }),
      periodRow('2025-06-08', 'activate', 'totalscan', { activate_SPX1: 4, totalscan_SPX1: 5 }),
      periodRow('2025-06-15', 'activate', 'totalscan'),
      periodRow('2025-06-22', 'activate', 'totalscan'),
      periodRow('2025-06-29', 'activate', 'totalscan'),
    ]);
  });

  test('Scan vs Active, DAILY (hours) and with a variant filter (its keys only)', async () => {
    const day = await get('labelMakerVariantOverview', { start: '2025-06-03', end: '2025-06-03', mode: 'DAILY' });
    assert.deepEqual(
      day[8],
      periodRow('2025-06-03 08:00', 'activate', 'totalscan', { activate_MPX1: 10, totalscan_MPX1: 12 }),
    );
    assert.deepEqual(day[14], periodRow('2025-06-03 14:00', 'activate', 'totalscan', { totalscan_MPX1: 1 }));
    const spx = await get('labelMakerVariantOverview', { ...JUNE, mode: 'MONTHLY', variant: ids.variants.SPX1 });
    assert.deepEqual(spx[1], { period: '2025-06-08', activate_SPX1: 4, totalscan_SPX1: 5 });
  });

  test('Detailed by Bottle Maker', async () => {
    assert.deepEqual(await get('labelMakerBottleMakerOverview', JUNE), [
      { bottle_maker: 'Berlina', active: 10, failed: 2 },
      { bottle_maker: 'Dynaplast', active: 4, failed: 1 },
    ]);
  });

  test('QR Active By Label Maker', async () => {
    assert.deepEqual(await get('labelMakerCompanyOverview', JUNE), [
      { company: 'Cahaya', count: 10, sub_data: [{ variant: 'MPX1', count: 10 }] },
      { company: 'Menara', count: 4, sub_data: [{ variant: 'SPX1', count: 4 }] },
    ]);
    const all = await get('labelMakerCompanyOverview');
    assert.deepEqual(all[0], {
      company: 'Cahaya',
      count: 17,
      sub_data: [
        { variant: 'MPX1', count: 12 },
        { variant: 'MPX2', count: 5 },
      ],
    });
  });

  test('filters: a label maker counts its own scans, cross scans of others\u2019 codes included', async () => {
    assert.deepEqual(await get('labelMakerScanOverview', { ...JUNE, labelmaker: ids.menara }), {
      total_qr: 11,
      total_scan: 6, // B: 5, plus its cross scan of A0013
      active: 4,
      failed: 1,
      total_inactive: 6,
      deactivate: 0,
    });
    assert.deepEqual(await get('labelMakerScanOverview', { ...JUNE, variant: ids.variants.SPX1 }), {
      total_qr: 11,
      total_scan: 5,
      active: 4,
      failed: 1,
      total_inactive: 6,
      deactivate: 0,
    });
    // Several ids of one field are OR-ed.
    const both = await get('labelMakerScanOverview', { ...JUNE, variant: `${ids.variants.SPX1},${ids.variants.MPX1}` });
    assert.equal(both.total_qr, 37);
  });
});

describe('Highlight - Oil Maker', () => {
  test('cards for June', async () => {
    assert.deepEqual(await get('oilMakerScanOverview', JUNE), {
      total_qr: 14, // labels verified in June: sent to the oil makers
      total_scan: 12, // 8 ACTIVATE, 1 DEACTIVATE, 1 Double, 1 Cross, 1 Not Found
      active: 8,
      failed: 3,
      total_inactive: 5, // A8-A10 and B3-B4 await filling
      deactivate: 1,
    });
  });

  test('one oil maker: its own conveyor scans, including its attempt on another\u2019s code', async () => {
    assert.deepEqual(await get('oilMakerScanOverview', { ...JUNE, oilmaker: ids.idemitsu }), {
      total_qr: 4,
      total_scan: 3,
      active: 2,
      failed: 1,
      total_inactive: 2,
      deactivate: 0,
    });
    assert.deepEqual(await get('oilMakerCompanyOverview', { ...JUNE, oilmaker: ids.idemitsu }), [
      { company: 'IDEMITSU - Idemitsu Lube Indonesia', count: 2, sub_data: [{ variant: 'SPX1', count: 2 }] },
    ]);
  });

  test('QR vs Active per variant: MONTHLY and YEARLY', async () => {
    assert.deepEqual(await get('oilMakerVariantOverview', { ...JUNE, mode: 'MONTHLY' }), [
      periodRow('2025-06-01', 'activated', 'totalqr', { activated_MPX1: 6, totalqr_MPX1: 10 }),
      periodRow('2025-06-08', 'activated', 'totalqr', { activated_SPX1: 2, totalqr_SPX1: 4 }),
      periodRow('2025-06-15', 'activated', 'totalqr'),
      periodRow('2025-06-22', 'activated', 'totalqr'),
      periodRow('2025-06-29', 'activated', 'totalqr'),
    ]);
    const year = await get('oilMakerVariantOverview', { start: '2025-01-01', end: '2025-12-31', mode: 'YEARLY' });
    assert.deepEqual(year[6], periodRow('2025-07-01', 'activated', 'totalqr', { activated_MPX2: 2, totalqr_MPX2: 5 }));
  });

  test('QR Active by Oil Maker', async () => {
    assert.deepEqual(await get('oilMakerCompanyOverview', JUNE), [
      { company: 'FEDERAL - Federal Karyatama', count: 6, sub_data: [{ variant: 'MPX1', count: 6 }] },
      { company: 'IDEMITSU - Idemitsu Lube Indonesia', count: 2, sub_data: [{ variant: 'SPX1', count: 2 }] },
    ]);
  });
});

describe('Highlight - Customer', () => {
  test('cards for June', async () => {
    assert.deepEqual(await get('customerVariantOverview', JUNE), {
      scan: 10,
      report: 3,
      valid: 4,
      invalid: 4,
      expired: 1,
    });
    // With a variant, scans of unknown codes no longer count.
    assert.deepEqual(await get('customerVariantOverview', { ...JUNE, variant: ids.variants.MPX1 }), {
      scan: 7,
      report: 1,
      valid: 3,
      invalid: 3,
      expired: 1,
    });
  });

  test('Reasons for Report: every reason, every variant and unknown', async () => {
    const zero = { mpx1: 0, mpx2: 0, mpx3: 0, spx1: 0, spx2: 0, unknown: 0 };
    const rows = await get('reportReasonOverview', JUNE);
    assert.deepEqual(
      rows,
      REPORT_REASONS.map((reason) => ({
        reason,
        ...zero,
        ...(reason === 'Produk diduga palsu' ? { mpx1: 1, spx1: 1 } : reason === 'Kemasan rusak' ? { unknown: 1 } : {}),
      })),
    );
    const spx = await get('reportReasonOverview', { ...JUNE, variant: ids.variants.SPX1 });
    assert.deepEqual(spx[0], { reason: 'Produk diduga palsu', spx1: 1, unknown: 0 });
  });

  test('Scan vs Report per period', async () => {
    assert.deepEqual(await get('scanReportOverview', { ...JUNE, mode: 'MONTHLY' }), [
      { period: '2025-06-01', scan: 0, valid: 0, report: 0 },
      { period: '2025-06-08', scan: 6, valid: 3, report: 3 },
      { period: '2025-06-15', scan: 4, valid: 1, report: 0 },
      { period: '2025-06-22', scan: 0, valid: 0, report: 0 },
      { period: '2025-06-29', scan: 0, valid: 0, report: 0 },
    ]);
    const day = await get('scanReportOverview', { start: '2025-06-13', end: '2025-06-13', mode: 'DAILY' });
    assert.deepEqual(day[10], { period: '2025-06-13 10:00', scan: 0, valid: 0, report: 1 });
    assert.deepEqual(day[11], { period: '2025-06-13 11:00', scan: 0, valid: 0, report: 1 });
  });
});

describe('empty range and a filter that matches nothing', () => {
  const nothing = () => ({ ...JUNE, bottlemaker: ids.namasindo });
  for (const [label, query] of [
    ['an empty range', () => EMPTY],
    ['a filter that matches nothing', nothing],
    ['an id that does not exist', () => ({ ...JUNE, oilmaker: 999 })],
    ['fields AND-ed (SPX1 of Cahaya)', () => ({ ...JUNE, variant: ids.variants.SPX1, labelmaker: ids.cahaya })],
  ] as const) {
    test(label, async () => {
      const q = query();
      assert.deepEqual(await get('highlightOverview', q), { ...ZERO_STATS, total: 0, valid: 0, invalid: 0 });
      assert.deepEqual(await get('labelMakerScanOverview', q), ZERO_STATS);
      assert.deepEqual(await get('oilMakerScanOverview', q), ZERO_STATS);
      assert.deepEqual(await get('customerVariantOverview', q), {
        scan: 0,
        report: 0,
        valid: 0,
        invalid: 0,
        expired: 0,
      });
      for (const name of [
        'highlightByProduct',
        'labelMakerBottleMakerOverview',
        'labelMakerCompanyOverview',
        'oilMakerCompanyOverview',
      ] as const)
        assert.deepEqual(await get(name, q), [], name);
      const reasons = await get('reportReasonOverview', q);
      assert.equal(reasons.length, REPORT_REASONS.length);
      assert.equal(
        sum(reasons, (k) => k !== 'reason'),
        0,
      );
      // Series: every bucket present, all zeros.
      for (const name of [
        'highlightScanChart',
        'labelMakerVariantOverview',
        'oilMakerVariantOverview',
        'scanReportOverview',
      ] as const) {
        const rows = await get(name, { ...q, mode: 'MONTHLY' });
        assert.ok(rows.length >= 5, name);
        assert.equal(
          sum(rows, (k) => k !== 'period'),
          0,
          name,
        );
      }
    });
  }
});

describe('a card and the chart that breaks it down add up to the same number', () => {
  const filters: [string, () => Query][] = [
    ['June', () => JUNE],
    ['2025, by month', () => ({ start: '2025-01-01', end: '2025-12-31' })],
    ['June, SPX1', () => ({ ...JUNE, variant: ids.variants.SPX1 })],
    ['June, Cahaya', () => ({ ...JUNE, labelmaker: ids.cahaya })],
    ['June, IDEMITSU', () => ({ ...JUNE, oilmaker: ids.idemitsu })],
    ['June 10-16, Berlina', () => ({ start: '2025-06-10', end: '2025-06-16', bottlemaker: ids.berlina })],
  ];
  const modeFor = (q: Query) => (q.start === '2025-01-01' ? 'YEARLY' : q.end === '2025-06-16' ? 'WEEKLY' : 'MONTHLY');
  for (const [label, filter] of filters) {
    test(label, async () => {
      const q = filter();
      const series = { ...q, mode: modeFor(q) };
      const overview = await get('highlightOverview', q);
      const scanChart = await get('highlightScanChart', series);
      assert.equal(
        sum(scanChart, (k) => k === 'valid'),
        overview.valid,
      );
      assert.equal(
        sum(scanChart, (k) => k === 'invalid'),
        overview.invalid,
      );
      assert.equal(overview.total, overview.valid + overview.invalid);
      assert.equal(
        sum(await get('highlightByProduct', q), (k) => k === 'count'),
        overview.invalid,
      );

      const label = await get('labelMakerScanOverview', q);
      assert.deepEqual(label, Object.fromEntries(Object.keys(ZERO_STATS).map((k) => [k, overview[k]])));
      const scanVsActive = await get('labelMakerVariantOverview', series);
      assert.equal(
        sum(scanVsActive, (k) => k.startsWith('activate_')),
        label.active,
      );
      assert.equal(
        sum(scanVsActive, (k) => k.startsWith('totalscan_')),
        label.total_scan,
      );
      const bottle = await get('labelMakerBottleMakerOverview', q);
      assert.equal(
        sum(bottle, (k) => k === 'active'),
        label.active,
      );
      assert.equal(
        sum(bottle, (k) => k === 'failed'),
        label.failed,
      );
      const labelCompanies = await get('labelMakerCompanyOverview', q);
      assert.equal(
        sum(labelCompanies, (k) => k === 'count'),
        label.active,
      );
      for (const c of labelCompanies)
        assert.equal(
          sum(c.sub_data, (k) => k === 'count'),
          c.count,
        );

      const oil = await get('oilMakerScanOverview', q);
      const qrVsActive = await get('oilMakerVariantOverview', series);
      assert.equal(
        sum(qrVsActive, (k) => k.startsWith('activated_')),
        oil.active,
      );
      assert.equal(
        sum(qrVsActive, (k) => k.startsWith('totalqr_')),
        oil.total_qr,
      );
      const oilCompanies = await get('oilMakerCompanyOverview', q);
      assert.equal(
        sum(oilCompanies, (k) => k === 'count'),
        oil.active,
      );
      for (const c of oilCompanies)
        assert.equal(
          sum(c.sub_data, (k) => k === 'count'),
          c.count,
        );
      assert.ok(oil.total_inactive <= oil.total_qr);

      const customer = await get('customerVariantOverview', q);
      assert.equal(customer.scan, overview.total);
      assert.equal(customer.valid, overview.valid);
      assert.equal(
        sum(await get('reportReasonOverview', q), (k) => k !== 'reason'),
        customer.report,
      );
      const scanReport = await get('scanReportOverview', series);
      assert.equal(
        sum(scanReport, (k) => k === 'scan'),
        customer.scan,
      );
      assert.equal(
        sum(scanReport, (k) => k === 'valid'),
        customer.valid,
      );
      assert.equal(
        sum(scanReport, (k) => k === 'report'),
        customer.report,
      );
    });
  }

  test('the DAILY series (hourly grain) adds up to the day\u2019s cards (daily grain)', async () => {
    for (const day of ['2025-06-03', '2025-06-05', '2025-06-13', '2025-06-15']) {
      const q = { start: day, end: day };
      const label = await get('labelMakerScanOverview', q);
      const rows = await get('labelMakerVariantOverview', { ...q, mode: 'DAILY' });
      assert.equal(
        sum(rows, (k) => k.startsWith('totalscan_')),
        label.total_scan,
        day,
      );
      const oil = await get('oilMakerScanOverview', q);
      assert.equal(
        sum(await get('oilMakerVariantOverview', { ...q, mode: 'DAILY' }), (k) => k.startsWith('activated_')),
        oil.active,
        day,
      );
      const customer = await get('customerVariantOverview', q);
      const scanReport = await get('scanReportOverview', { ...q, mode: 'DAILY' });
      assert.equal(
        sum(scanReport, (k) => k === 'scan'),
        customer.scan,
        day,
      );
      assert.equal(
        sum(scanReport, (k) => k === 'report'),
        customer.report,
        day,
      );
    }
  });
});

describe('what the engine keeps for the highlights', () => {
  test('the highlight rollups, by day and by month, are the daily rollups of the highlight actors without customer type', async () => {
    const key = 'bucket, actor, result, verdict, reason, variant_id, label_maker_id, oil_maker_id, bottle_maker_id';
    for (const [table, bucket] of [
      ['highlight_company_daily', 'bucket'],
      ['highlight_company_monthly', `date_trunc('month', bucket)::date`],
    ] as const) {
      const diff = await t.db.query(
        `with f as (select ${bucket} as bucket, actor, result, verdict, reason, variant_id, label_maker_id, oil_maker_id, bottle_maker_id,
                           sum(count) as count
                      from rollup_daily where actor in ('label_maker', 'oil_maker', 'customer') group by 1, 2, 3, 4, 5, 6, 7, 8, 9)
         select * from f full join ${table} h using (${key}) where f.count is distinct from h.count`,
      );
      assert.deepEqual(diff, [], table);
      const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      assert.ok(row!.n > 0, table);
    }
  });

  test('labels awaiting filling equal the codes in that state, per verification day', async () => {
    const diff = await t.db.query(
      `with truth as (select (label_scanned_at at time zone $1)::date as day, variant_id, label_maker_id, coalesce(oil_maker_id, 0) as oil_maker_id,
                             bottle_maker_id, count(*) as pending
                        from qr_codes where status = 1 and not label_failed and label_scanned_at is not null and oil_activated_at is null
                       group by 1, 2, 3, 4, 5)
       select * from truth full join (select * from oil_pending_daily where pending <> 0) o
         using (day, variant_id, label_maker_id, oil_maker_id, bottle_maker_id)
        where truth.pending is distinct from o.pending`,
      [t.config.businessTz],
    );
    assert.deepEqual(diff, []);
  });
});

describe('refusals', () => {
  test('400 for a bad filter, naming the field', async () => {
    const cases: [Name, Query, string][] = [
      ['highlightOverview', { variant: 'MPX1' }, 'querystring/variant'],
      ['highlightOverview', { variant: '1,' }, 'querystring/variant'],
      ['highlightOverview', { start: '2025-02-30' }, 'querystring/start'],
      ['highlightOverview', { start: '2025-06-30', end: '2025-06-01' }, 'querystring/end'],
      ['highlightScanChart', { start: '2025-06-01', end: '2025-06-30' }, 'querystring/mode'],
      ['highlightScanChart', { start: '2025-06-01', end: '2025-06-30', mode: 'HOURLY' }, 'querystring/mode'],
      ['scanReportOverview', { end: '2025-06-30', mode: 'MONTHLY' }, 'querystring/start'],
      // 1,512 hourly buckets: more than 1,500.
      ['labelMakerVariantOverview', { start: '2025-01-01', end: '2025-03-04', mode: 'DAILY' }, 'querystring/end'],
      ['oilMakerVariantOverview', { start: '2000-01-01', end: '2025-12-31', mode: 'CUSTOM' }, 'querystring/end'],
      // Unknown keys are refused, not ignored: the overview has no period mode, and a typo filters nothing.
      ['highlightOverview', { start: '2025-06-01', mode: 'MONTHLY' }, 'querystring/mode'],
      ['labelMakerScanOverview', { variants: '1' }, 'querystring/variants'],
    ];
    for (const [name, query, field] of cases) {
      const res = await raw(name, query);
      assert.equal(res.status, 400, `${name} ${qs(query)}`);
      assert.equal(res.body.status, false);
      assert.ok(
        (res.body.details as { field: string }[] | undefined)?.some((d) => d.field === field),
        `${name} ${qs(query)} names ${field}: ${JSON.stringify(res.body)}`,
      );
    }
    // 62 days of hours is the most a DAILY series takes.
    assert.equal(
      (await raw('labelMakerVariantOverview', { start: '2025-01-01', end: '2025-03-03', mode: 'DAILY' })).status,
      200,
    );
  });

  test('401 without a session, 403 without the page\u2019s permission', async () => {
    for (const name of Object.keys(endpoints).filter((k) =>
      endpoints[k as Name].url.startsWith('/api/highlight/'),
    ) as Name[]) {
      const e = endpoints[name] as { querystring?: { properties: object } };
      const series = 'mode' in (e.querystring?.properties ?? {});
      assert.equal((await raw(name, series ? { ...JUNE, mode: 'MONTHLY' } : JUNE, null)).status, 401, name);
    }
    const workorder = (await login(t.app, 'workorder', 'workorder')).token;
    assert.equal((await raw('highlightOverview', JUNE, workorder)).status, 403);
    assert.equal((await raw('labelMakerScanOverview', JUNE, workorder)).status, 403);
    // The demo viewer holds the overview, label-maker and oil-maker pages, not the customer page.
    const viewer = (await login(t.app, 'viewer', 'viewer')).token;
    assert.equal((await raw('labelMakerScanOverview', JUNE, viewer)).status, 200);
    assert.equal((await raw('oilMakerVariantOverview', { ...JUNE, mode: 'MONTHLY' }, viewer)).status, 200);
    assert.equal((await raw('customerVariantOverview', JUNE, viewer)).status, 403);
    assert.equal((await raw('scanReportOverview', { ...JUNE, mode: 'MONTHLY' }, viewer)).status, 403);
  });
});
