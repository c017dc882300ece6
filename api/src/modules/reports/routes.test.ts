// Report - Consumer (with its cases), Report - Label Maker and Report - Oil
// Maker (issue 11) against the highlight tests' hand-built programme
// (highlight/fixture.ts): figures worked out by hand, filters, sorts, pages,
// the 400s, 401 and 403, chart totals = list totals, and the case moves with
// their history and audit events.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { call, login, startTestApp, type TestApp } from '../../testing/app';
import { count } from '../../testing/engine';
import { buildProgramme, type Ids } from '../highlight/fixture';
import { createUser } from '../users/queries';

let t: TestApp;
let admin: string;
let ids: Ids;

before(async () => {
  t = await startTestApp();
  admin = (await login(t.app, 'admin', 'admin')).token;
  ids = await buildProgramme(t);
  // The A0001 report has a photo and a location.
  await t.db.query(
    `update customer_reports set photo_key = 'a0001.jpg', photo_type = 'jpeg', photo_bytes = 10, lat = -6.2, lng = 106.8
      where url = 'https://qr.example/A0001'`,
  );
});
after(() => t.close());

type Name =
  | 'customerReports'
  | 'reportCaseHistory'
  | 'labelMakerCheckingReport'
  | 'labelMakerPoReport'
  | 'labelMakerHistory'
  | 'oilMakerActivationReport'
  | 'oilMakerHistory';
type Query = Record<string, string | number | undefined>;

const qs = (query: Query) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

async function raw(name: Name, query: Query = {}, token: string | null = admin, url: string = endpoints[name].url) {
  return call(t.app, token ?? undefined, { method: 'GET', url: `${url}?${qs(query)}` });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asserts
async function body<T = any>(name: Name, query: Query = {}, url?: string): Promise<T> {
  const res = await raw(name, query, admin, url);
  assert.equal(res.status, 200, `${name} ${qs(query)}: ${JSON.stringify(res.body)}`);
  assert.ok(Value.Check(endpoints[name].response, res.body), `${name} answers as the contract says`);
  return res.body as T;
}

const JUNE = { start: '2025-06-01 00:00:00', end: '2025-06-30 23:59:59' };
const YEAR = { start: '2025-01-01', end: '2025-12-31' };
const total = async (name: Name, query: Query) => (await body(name, query)).meta.total as number;

async function userWith(username: string, permissions: string[]): Promise<string> {
  const [role] = await t.db.query<{ id: number }>(`insert into roles (name) values ($1) returning id`, [username]);
  for (const code of permissions)
    await t.db.query(`insert into role_permissions (role_id, permission_code) values ($1, $2)`, [role!.id, code]);
  await createUser(t.db, {
    username,
    password: `${username}-pass`,
    display_name: username,
    roleIds: [role!.id],
    productCategoryIds: [1],
  });
  return (await login(t.app, username, `${username}-pass`)).token;
}

const setStatus = (id: number, payload: Record<string, unknown>, token: string | null = admin) =>
  call(t.app, token ?? undefined, {
    method: 'POST',
    url: `/api/reports/customer-report/${id}/status`,
    payload,
  });

describe('Report - Consumer', () => {
  test('June reports newest first, with view-map and view-image flags and an Open case', async () => {
    const res = await body('customerReports', JUNE);
    assert.deepEqual(res.meta, { current_page: 1, last_page: 1, per_page: 15, total: 3 });
    assert.deepEqual(
      res.data.map((r: { url: string; scan_date: string }) => [r.url, r.scan_date]),
      [
        ['https://qr.example/B0001', '2025-06-14T03:00:00.000Z'],
        ['https://qr.example/FAKE-2', '2025-06-13T04:00:00.000Z'],
        ['https://qr.example/A0001', '2025-06-13T03:00:00.000Z'],
      ],
    );
    const a1 = res.data[2];
    assert.deepEqual(
      { ...a1, id: 0, product_name: '', volume: 0 },
      {
        id: 0,
        url: 'https://qr.example/A0001',
        qrcode: 'A0001',
        variant: 'MPX1',
        product_name: '',
        volume: 0,
        reason: 'Produk diduga palsu',
        description: '',
        lat: -6.2,
        lng: 106.8,
        has_location: true,
        has_photo: true,
        scan_date: '2025-06-13T03:00:00.000Z',
        case_status: 'Open',
        case_note: null,
        case_updated_at: null,
        case_updated_by: null,
        case_next: ['Investigating', 'Not counterfeit', 'Closed'],
      },
    );
    assert.ok(a1.volume > 0);
    const fake = res.data[1];
    assert.equal(fake.qrcode, null);
    assert.equal(fake.variant, null);
    assert.equal(fake.has_photo, false);
    assert.equal(fake.has_location, false);
  });

  test('filters, sorts and paging', async () => {
    assert.equal(await total('customerReports', { ...JUNE, reason: 'Kemasan rusak' }), 1);
    assert.equal(await total('customerReports', { ...JUNE, variant: ids.variants.SPX1 }), 1);
    assert.equal(await total('customerReports', { ...JUNE, labelmaker: ids.cahaya }), 1);
    assert.equal(await total('customerReports', { start: '2025-06-14', end: '2025-06-14' }), 1);
    const byReason = (await body('customerReports', { ...JUNE, by: 'reason' })).data;
    assert.deepEqual(
      byReason.map((r: { reason: string }) => r.reason),
      ['Kemasan rusak', 'Produk diduga palsu', 'Produk diduga palsu'],
    );
    const byIdAsc = (await body('customerReports', { ...JUNE, by: 'id', order: 'ASC' })).data;
    assert.ok(byIdAsc[0].id < byIdAsc[1].id && byIdAsc[1].id < byIdAsc[2].id);
    const last = await body('customerReports', { ...JUNE, limit: 2, page: 2 });
    assert.equal(last.data.length, 1);
    assert.deepEqual(last.meta, { current_page: 2, last_page: 2, per_page: 2, total: 3 });
    const beyond = await body('customerReports', { ...JUNE, limit: 2, page: 3 });
    assert.deepEqual(beyond.data, []);
    assert.deepEqual(beyond.meta, { current_page: 3, last_page: 2, per_page: 2, total: 3 });
    const bad = await raw('customerReports', { by: 'url' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /querystring\/by must be one of "scan_date", "reason", "case_status", "id"/);
    assert.equal((await raw('customerReports', { case_status: 'Done' })).status, 400);
  });

  test('case moves: allowed, refused, history, audit and the status filter', async () => {
    const [report] = (await body('customerReports', { ...JUNE, reason: 'Kemasan rusak' })).data;
    const id = report.id as number;
    const audits = () => count(t, 'audit_event', `action = 'report_case.status' and target_id = $1`, [String(id)]);

    // Refused: a verdict needs an investigation first; nothing is written.
    const refused = await setStatus(id, { status: 'Confirmed counterfeit' });
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /cannot become Confirmed counterfeit/);
    assert.equal((await setStatus(id, { status: 'Open' })).status, 409);
    assert.equal(await audits(), 0);
    assert.equal(await count(t, 'customer_report_case_history', 'report_id = $1', [id]), 0);

    const moved = await setStatus(id, { status: 'Investigating', note: '  called the customer  ' });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.ok(Value.Check(endpoints.setReportCaseStatus.response, moved.body));
    assert.equal(moved.body.data.case_status, 'Investigating');
    assert.equal(moved.body.data.case_note, 'called the customer');
    assert.equal(moved.body.data.case_updated_by, 'admin');
    assert.deepEqual(moved.body.data.case_next, ['Confirmed counterfeit', 'Not counterfeit', 'Open']);
    assert.equal(await audits(), 1);

    // Someone else moved it meanwhile: the user's view is stale.
    const stale = await setStatus(id, { status: 'Not counterfeit', expected_status: 'Open' });
    assert.equal(stale.status, 409);
    assert.equal(await audits(), 1);

    const confirmed = await setStatus(id, { status: 'Confirmed counterfeit', expected_status: 'Investigating' });
    assert.equal(confirmed.status, 200);
    assert.equal(await audits(), 2);
    const [event] = await t.db.query<{ actor_username: string; target_kind: string; before: unknown; after: unknown }>(
      `select actor_username, target_kind, before, after from audit_event
        where action = 'report_case.status' and target_id = $1 order by id desc limit 1`,
      [String(id)],
    );
    assert.deepEqual(event, {
      actor_username: 'admin',
      target_kind: 'customer_report',
      before: { case_status: 'Investigating', case_note: 'called the customer' },
      after: { case_status: 'Confirmed counterfeit', case_note: null },
    });

    const history = (await body('reportCaseHistory', {}, `/api/reports/customer-report/${id}/history`)).data;
    assert.deepEqual(
      history.map((h: { from_status: string; to_status: string; note: string | null; changed_by: string }) => [
        h.from_status,
        h.to_status,
        h.note,
        h.changed_by,
      ]),
      [
        ['Open', 'Investigating', 'called the customer', 'admin'],
        ['Investigating', 'Confirmed counterfeit', null, 'admin'],
      ],
    );

    assert.equal(await total('customerReports', { ...JUNE, case_status: 'Confirmed counterfeit' }), 1);
    assert.equal(await total('customerReports', { ...JUNE, case_status: 'Open' }), 2);
    const byCase = (await body('customerReports', { ...JUNE, by: 'case_status', order: 'ASC' })).data;
    assert.equal(byCase[0].case_status, 'Confirmed counterfeit');

    // Unknown reports and bad bodies.
    assert.equal((await setStatus(999999, { status: 'Investigating' })).status, 404);
    assert.equal(
      (await raw('reportCaseHistory', {}, admin, '/api/reports/customer-report/999999/history')).status,
      404,
    );
    assert.equal((await setStatus(id, { status: 'Done' })).status, 400);
    assert.equal((await setStatus(id, { status: 'Closed', note: 'x'.repeat(501) })).status, 400);
    assert.equal((await setStatus(id, { status: 'Closed', extra: 1 })).status, 400);
    assert.equal(await audits(), 2);
  });

  test('moving a case needs REPORT_CASE_EDIT, which reading the report does not give', async () => {
    const reader = await userWith('report-reader', ['REPORT_CUSTOMER']);
    const editor = await userWith('case-editor', ['REPORT_CUSTOMER', 'REPORT_CASE_EDIT']);
    const [report] = (await body('customerReports', { ...JUNE, variant: ids.variants.SPX1 })).data;
    const before = await count(t, 'audit_event', `action = 'report_case.status'`);
    assert.equal((await raw('customerReports', JUNE, reader)).status, 200);
    const refused = await setStatus(report.id, { status: 'Investigating' }, reader);
    assert.equal(refused.status, 403);
    assert.match(refused.body.message, /REPORT_CASE_EDIT/);
    assert.equal((await setStatus(report.id, { status: 'Investigating' }, null)).status, 401);
    assert.equal(await count(t, 'audit_event', `action = 'report_case.status'`), before);
    const ok = await setStatus(report.id, { status: 'Investigating' }, editor);
    assert.equal(ok.status, 200);
    assert.equal(ok.body.data.case_updated_by, 'case-editor');
    assert.equal(await count(t, 'audit_event', `action = 'report_case.status'`), before + 1);
  });
});

describe('Report - Label Maker', () => {
  test('Checking Report: passed labels per period and variant; its total is the Success history total', async () => {
    const rows = (await body('labelMakerCheckingReport', { ...JUNE, mode: 'CUSTOM' })).data;
    assert.equal(rows.length, 30);
    const nonZero = rows.filter((r: { passed: number }) => r.passed > 0);
    assert.deepEqual(nonZero, [
      { period: '2025-06-03', passed: 10, variants: { MPX1: 10, MPX2: 0, MPX3: 0, SPX1: 0, SPX2: 0 } },
      { period: '2025-06-11', passed: 4, variants: { MPX1: 0, MPX2: 0, MPX3: 0, SPX1: 4, SPX2: 0 } },
    ]);
    const filters: Query[] = [
      JUNE,
      YEAR,
      { ...YEAR, labelmaker: ids.cahaya },
      { ...YEAR, labelmaker: ids.menara },
      { ...YEAR, variant: ids.variants.MPX2 },
    ];
    for (const f of filters) {
      const expected = await total('labelMakerHistory', { ...f, status: 'Success' });
      for (const mode of ['WEEKLY', 'MONTHLY', 'YEARLY', 'CUSTOM']) {
        const series = (await body('labelMakerCheckingReport', { ...f, mode })).data as {
          passed: number;
          variants: Record<string, number>;
        }[];
        assert.equal(
          series.reduce((s, r) => s + r.passed, 0),
          expected,
          `${qs(f)} ${mode}`,
        );
        const byVariant = series.reduce((s, r) => s + Object.values(r.variants).reduce((a, b) => a + b, 0), 0);
        assert.equal(byVariant, expected);
      }
    }
    assert.equal(await total('labelMakerHistory', { ...YEAR, status: 'Success' }), 19); // A 10, B 4, C 5
    const only = (await body('labelMakerCheckingReport', { ...JUNE, mode: 'YEARLY', variant: ids.variants.SPX1 })).data;
    assert.deepEqual(only, [{ period: '2025-06-01', passed: 4, variants: { SPX1: 4 } }]);
  });

  test('purchase orders with their lines: issued with the 4 % spare, and the label counters', async () => {
    const res = await body('labelMakerPoReport');
    assert.deepEqual(res.meta, { current_page: 1, last_page: 1, per_page: 15, total: 4 });
    assert.deepEqual(
      res.data.map((p: { po_date: string; label_maker: string }) => [p.po_date, p.label_maker]),
      [
        ['2025-07-01', 'Cahaya'],
        ['2025-06-10', 'Menara'],
        ['2025-06-02', 'Cahaya'],
        ['2021-01-04', 'Cahaya'],
      ],
    );
    const line = (i: number) => {
      const l = res.data[i].content[0];
      return [l.variant, l.ordered, l.qr_total, l.spare_total, l.scan_total, l.activate, l.failed];
    };
    assert.deepEqual(line(0), ['MPX2', 50, 52, 2, 5, 5, 0]);
    assert.deepEqual(line(1), ['SPX1', 10, 11, 1, 5, 4, 1]);
    assert.deepEqual(line(2), ['MPX1', 25, 26, 1, 13, 10, 2]); // 10 Success, 2 Reject, 1 Double Scan
    assert.deepEqual(line(3), ['MPX1', 2, 3, 1, 2, 2, 0]);
    assert.match(res.data[2].content[0].oil_maker, /FEDERAL/);

    assert.equal(await total('labelMakerPoReport', JUNE), 2);
    assert.equal(await total('labelMakerPoReport', { labelmaker: ids.menara }), 1);
    assert.equal(await total('labelMakerPoReport', { variant: ids.variants.MPX1 }), 2);
    assert.equal(await total('labelMakerPoReport', { oilmaker: ids.idemitsu }), 1);
    const asc = (await body('labelMakerPoReport', { by: 'po_date', order: 'ASC', limit: 3 })).data;
    assert.deepEqual(
      asc.map((p: { po_date: string }) => p.po_date),
      ['2021-01-04', '2025-06-02', '2025-06-10'],
    );
    const last = await body('labelMakerPoReport', { limit: 3, page: 2 });
    assert.equal(last.data.length, 1);
    const beyond = await body('labelMakerPoReport', { limit: 3, page: 5 });
    assert.deepEqual(beyond.data, []);
    assert.deepEqual(beyond.meta, { current_page: 5, last_page: 2, per_page: 3, total: 4 });
    const bad = await raw('labelMakerPoReport', { by: 'qr_total' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /querystring\/by/);
  });

  test('history: label scans newest first, every result, filters, sorts and pages', async () => {
    const res = await body('labelMakerHistory', { ...JUNE, limit: 1 });
    assert.deepEqual(res.meta, { current_page: 1, last_page: 20, per_page: 1, total: 20 });
    const first = res.data[0];
    assert.deepEqual(
      [first.qrcode, first.serial_number !== null, first.status, first.label_maker, first.variant, first.scan_date],
      // B's five scans share the newest time: the id breaks the tie, newest first.
      ['B0005', true, 'Reject', 'Menara', 'SPX1', '2025-06-11T02:00:00.000Z'],
    );
    assert.ok(first.volume > 0 && typeof first.product_name === 'string');
    const counts: Record<string, number> = {};
    for (const status of ['Success', 'Reject', 'Double Scan', 'Cross Scan', 'Not Found'])
      counts[status] = await total('labelMakerHistory', { ...JUNE, status });
    assert.deepEqual(counts, { Success: 14, Reject: 3, 'Double Scan': 1, 'Cross Scan': 1, 'Not Found': 1 });
    assert.equal(await total('labelMakerHistory', { ...JUNE, labelmaker: ids.menara }), 6); // B 4+1 and the cross scan
    assert.equal((await raw('labelMakerHistory', { status: 'ACTIVATE' })).status, 400);
    const notFound = (await body('labelMakerHistory', { ...JUNE, status: 'Not Found' })).data[0];
    assert.equal(notFound.qrcode, 'ZZZ999');
    assert.equal(notFound.product_name, null);
    const asc = (await body('labelMakerHistory', { ...JUNE, by: 'scan_date', order: 'ASC', limit: 100 })).data;
    for (let i = 1; i < asc.length; i++) assert.ok(asc[i - 1].scan_date <= asc[i].scan_date);
    const byStatus = (await body('labelMakerHistory', { ...JUNE, by: 'status', order: 'DESC', limit: 1 })).data;
    assert.equal(byStatus[0].status, 'Success');
    const beyond = await body('labelMakerHistory', { ...JUNE, page: 3 });
    assert.deepEqual(beyond.data, []);
    assert.deepEqual(beyond.meta, { current_page: 3, last_page: 2, per_page: 15, total: 20 });
    const bad = await raw('labelMakerHistory', { by: 'qrcode' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /querystring\/by must be one of "scan_date", "status"(?!,)/);
  });
});

describe('Report - Oil Maker', () => {
  test('Activation Report: activate vs deactivate; totals are the history totals', async () => {
    const rows = (await body('oilMakerActivationReport', { ...JUNE, mode: 'CUSTOM' })).data;
    assert.deepEqual(
      rows.filter((r: { activated: number; deactivated: number }) => r.activated + r.deactivated > 0),
      [
        { period: '2025-06-05', activated: 6, deactivated: 1 },
        { period: '2025-06-12', activated: 2, deactivated: 0 },
      ],
    );
    const filters: Query[] = [
      JUNE,
      YEAR,
      { ...YEAR, oilmaker: ids.federal },
      { ...YEAR, oilmaker: ids.idemitsu },
      { ...YEAR, variant: ids.variants.MPX1 },
    ];
    for (const f of filters) {
      const activated = await total('oilMakerHistory', { ...f, status: 'ACTIVATE' });
      const deactivated = await total('oilMakerHistory', { ...f, status: 'DEACTIVATE' });
      for (const mode of ['WEEKLY', 'MONTHLY', 'YEARLY', 'CUSTOM']) {
        const series = (await body('oilMakerActivationReport', { ...f, mode })).data as {
          activated: number;
          deactivated: number;
        }[];
        assert.equal(
          series.reduce((s, r) => s + r.activated, 0),
          activated,
          `${qs(f)} ${mode}`,
        );
        assert.equal(
          series.reduce((s, r) => s + r.deactivated, 0),
          deactivated,
          `${qs(f)} ${mode}`,
        );
      }
    }
    const year = (await body('oilMakerActivationReport', { ...YEAR, mode: 'YEARLY' })).data;
    assert.deepEqual(
      year.filter((r: { activated: number }) => r.activated > 0),
      [
        { period: '2025-06-01', activated: 8, deactivated: 1 },
        { period: '2025-07-01', activated: 2, deactivated: 0 },
      ],
    );
  });

  test('history: oil scans newest first, filters, sorts and pages', async () => {
    const res = await body('oilMakerHistory', { ...JUNE, limit: 5 });
    assert.deepEqual(res.meta, { current_page: 1, last_page: 3, per_page: 5, total: 12 });
    assert.deepEqual(
      [res.data[0].qrcode, res.data[0].status, res.data[0].scan_date],
      ['B0002', 'ACTIVATE', '2025-06-12T03:00:00.000Z'], // B1 and B2 share the time: the later id first
    );
    assert.match(res.data[0].oil_maker, /IDEMITSU/);
    const counts: Record<string, number> = {};
    for (const status of ['ACTIVATE', 'DEACTIVATE', 'Double Scan', 'Cross Scan', 'Not Found'])
      counts[status] = await total('oilMakerHistory', { ...JUNE, status });
    assert.deepEqual(counts, { ACTIVATE: 8, DEACTIVATE: 1, 'Double Scan': 1, 'Cross Scan': 1, 'Not Found': 1 });
    assert.equal(await total('oilMakerHistory', { ...JUNE, oilmaker: ids.idemitsu }), 3); // B1, B2 and the cross scan
    assert.equal((await raw('oilMakerHistory', { status: 'Reject' })).status, 400);
    const last = await body('oilMakerHistory', { ...JUNE, limit: 5, page: 3 });
    assert.equal(last.data.length, 2);
    const beyond = await body('oilMakerHistory', { ...JUNE, limit: 5, page: 4 });
    assert.deepEqual(beyond.data, []);
    assert.deepEqual(beyond.meta, { current_page: 4, last_page: 3, per_page: 5, total: 12 });
    for (const f of [JUNE, YEAR, { ...YEAR, status: 'Not Found' }, { oilmaker: ids.federal }]) {
      const all = await body('oilMakerHistory', { ...f, pagination: 'false' });
      assert.equal(all.data.length, all.meta.total, qs(f));
      const labels = await body('labelMakerHistory', { ...f, pagination: 'false' });
      assert.equal(labels.data.length, labels.meta.total, qs(f));
    }
    const bad = await raw('oilMakerHistory', { by: 'oil_maker' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /querystring\/by must be one of "scan_date", "status"(?!,)/);
  });
});

test('401 without a session, 403 without the page\u2019s permission', async () => {
  const reader = (await login(t.app, 'report-reader', 'report-reader-pass')).token; // REPORT_CUSTOMER only
  const viewer = (await login(t.app, 'viewer', 'viewer')).token;
  const cases: [Name, Query, string | undefined][] = [
    ['customerReports', JUNE, undefined],
    ['reportCaseHistory', {}, '/api/reports/customer-report/1/history'],
    ['labelMakerCheckingReport', { ...JUNE, mode: 'WEEKLY' }, undefined],
    ['labelMakerPoReport', {}, undefined],
    ['labelMakerHistory', JUNE, undefined],
    ['oilMakerActivationReport', { ...JUNE, mode: 'WEEKLY' }, undefined],
    ['oilMakerHistory', JUNE, undefined],
  ];
  for (const [name, query, url] of cases) {
    assert.equal((await raw(name, query, null, url)).status, 401, name);
    assert.equal((await raw(name, query, viewer, url)).status, 403, name);
    const customerPage = name === 'customerReports' || name === 'reportCaseHistory';
    assert.equal((await raw(name, query, reader, url)).status, customerPage ? 200 : 403, name);
  }
});
