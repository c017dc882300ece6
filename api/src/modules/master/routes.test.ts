import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints, PERMISSIONS, type SidebarModule } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { call, login, startTestApp, type TestApp } from '../../testing/app';
import { issueCodes } from '../../testing/engine';

let t: TestApp;
let token: string;
before(async () => {
  t = await startTestApp();
  token = (await login(t.app, 'viewer', 'viewer')).token;
});
after(() => t.close());

const get = (url: string) => call(t.app, token, { method: 'GET', url });
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('reference lists', () => {
  test('variants: the five variants by name', async () => {
    const res = await get('/api/master/variants?pagination=false');
    assert.equal(res.status, 200);
    assert.ok(Value.Check(endpoints.variants.response, res.body));
    assert.deepEqual(names(res.body.data), ['MPX1', 'MPX2', 'MPX3', 'SPX1', 'SPX2']);
  });

  test('oil makers: code and name, by name ascending; order=DESC reverses', async () => {
    const res = await get('/api/master/oilmaker?pagination=false');
    assert.ok(Value.Check(endpoints.oilMakers.response, res.body));
    const codes = res.body.data.map((o: { code: string }) => o.code);
    assert.deepEqual(codes, ['FEDERAL', 'IDEMITSU', 'NIPPON', 'STC', 'TCS']);
    const desc = await get('/api/master/oilmaker?pagination=false&order=DESC&by=code');
    assert.deepEqual(
      desc.body.data.map((o: { code: string }) => o.code),
      [...codes].reverse(),
    );
  });

  test('label makers: Cahaya and Menara', async () => {
    const res = await get('/api/master/labelmaker?pagination=false');
    assert.ok(Value.Check(endpoints.labelMakers.response, res.body));
    assert.deepEqual(names(res.body.data), ['Cahaya', 'Menara']);
  });

  test('bottle makers, sorted by name without regard to case', async () => {
    await t.db.query("insert into bottle_makers (name) values ('aqua Bottles')");
    const res = await get('/api/master/bottlemaker?pagination=false');
    assert.ok(Value.Check(endpoints.bottleMakers.response, res.body));
    const list = names(res.body.data);
    assert.equal(list[0], 'aqua Bottles');
    assert.deepEqual(
      list,
      [...list].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  });

  test('insurance companies by name, as the client asks (order=ASC&by=name)', async () => {
    const res = await get('/api/v1/insurance/company?pagination=false&order=ASC&by=name');
    assert.ok(Value.Check(endpoints.insuranceCompanies.response, res.body));
    const list = names(res.body.data);
    assert.ok(list.length >= 3);
    assert.deepEqual(
      list,
      [...list].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  });

  test('work orders newest first, as the client asks (order=DESC&by=created_at), only with WORK_ORDER', async () => {
    const url = '/api/v1/masterData/workorder?pagination=false&order=DESC&by=created_at';
    assert.equal((await get(url)).status, 403, 'the viewer does not hold the work-order list');
    // Issue 15: work orders come from issued POs (to Cahaya, the demo work-order user's company).
    await issueCodes(t, { prefix: 'WOLIST1', ordered: 2, poDate: '2026-01-05' });
    await issueCodes(t, { prefix: 'WOLIST2', ordered: 2, poDate: '2026-01-06' });
    const workorder = (await login(t.app, 'workorder', 'workorder')).token;
    const res = await call(t.app, workorder, { method: 'GET', url });
    assert.ok(Value.Check(endpoints.workOrders.response, res.body));
    const times = res.body.data.map((w: { created_at: string }) => Date.parse(w.created_at));
    assert.ok(times.length > 0);
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    assert.match(res.body.data[0]?.form_code ?? '', /^WO-/);
  });

  test('sorting by a column that is not sortable is a 400 naming the allowed ones', async () => {
    const res = await get('/api/master/variants?by=password');
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'querystring/by must be one of "id", "name"');
    for (const by of ['constructor', '__proto__', 'toString'])
      assert.equal((await get(`/api/master/variants?by=${by}`)).status, 400, by);
    const order = await get('/api/master/variants?order=sideways');
    assert.equal(order.status, 400);
    assert.equal(order.body.message, 'querystring/order must be one of "ASC", "DESC"');
  });
});

test('company profile', async () => {
  const res = await get('/api/v1/company_profile');
  assert.equal(res.status, 200);
  assert.ok(Value.Check(endpoints.companyProfile.response, res.body));
  assert.equal(res.body.data.name, 'QR Guard');
  assert.ok(!Number.isNaN(Date.parse(res.body.data.created_at)));
});

describe('sidebar', () => {
  const flatten = (mods: SidebarModule[]) =>
    mods.flatMap((m) => [m, ...m.children.flatMap((c) => [c, ...c.children])]).map((m) => [m.name, m.link, m.code]);

  test('the module tree of a super admin: host routes, names as shown, a permission code each', async () => {
    const res = await call(t.app, (await login(t.app, 'admin', 'admin')).token, {
      method: 'GET',
      url: '/api/v1/masterData/sidebar',
    });
    assert.equal(res.status, 200);
    assert.ok(Value.Check(endpoints.sidebar.response, res.body));
    const tree: SidebarModule[] = res.body.data;
    assert.deepEqual(
      tree.map((m) => m.name),
      ['Highlight', 'Customer Activities', 'Consumer Insights', 'Reports', 'Settings', 'List Work Order'],
    );
    assert.deepEqual(flatten(tree), [
      ['Highlight', '/dashboard/highlight', 'HIGHLIGHT'],
      ['Label Maker', '/dashboard/highlight/label-maker', 'HIGHLIGHT_LABEL_MAKER'],
      ['Oil Maker', '/dashboard/highlight/oil-maker', 'HIGHLIGHT_OIL_MAKER'],
      ['Customer', '/dashboard/highlight/customer', 'HIGHLIGHT_CUSTOMER'],
      ['Customer Activities', '/dashboard/customer-activities', 'CUSTOMER_ACTIVITIES'],
      ['Consumer Insights', '/dashboard/consumer-insights', 'CONSUMER_INSIGHTS'],
      ['Reports', '/dashboard/reports', 'REPORTS'],
      ['Report Customer', '/dashboard/reports/customer', 'REPORT_CUSTOMER'],
      ['Report Label Maker', '/dashboard/reports/label-maker', 'REPORT_LABEL_MAKER'],
      ['Report Oil Maker', '/dashboard/reports/oil-maker', 'REPORT_OIL_MAKER'],
      // Not swapped as in the original: each label opens its own page.
      ['QR Code', '/dashboard/reports/qrcode', 'REPORT_QRCODE'],
      ['Report Suspect', '/dashboard/reports/suspect', 'REPORT_SUSPECT'],
      ['Summary Report', '/dashboard/reports/summary-report', 'REPORT_SUMMARY'],
      ['Not Found Log', '/dashboard/reports/not-found', 'REPORT_NOT_FOUND'],
      ['Settings', '/dashboard/settings', 'SETTINGS'],
      ['Log Dashboard Activity', '/dashboard/settings/log-history-activity', 'SETTINGS_LOG_ACTIVITY'],
      ['User Management', '/dashboard/settings/user-management', 'SETTINGS_USER_MANAGEMENT'],
      ['Dashboard User', '/dashboard/settings/user-management/dashboard-user', 'USER_DASHBOARD'],
      ['Oil Maker App', '/dashboard/settings/user-management/oil-maker-app', 'USER_OILMAKER_APP'],
      ['Penindakan App', '/dashboard/settings/user-management/penindakan-app', 'USER_PENINDAKAN_APP'],
      ['Audit Trail', '/dashboard/settings/audit-trail', 'SETTINGS_AUDIT_TRAIL'],
      ['Alert Rules', '/dashboard/settings/alert-rules', 'SETTINGS_ALERT_RULES'],
      ['List Work Order', '/work-order-listing', 'WORK_ORDER'],
    ]);
    const codes = new Set<string>(Object.values(PERMISSIONS));
    for (const [, , code] of flatten(tree)) assert.ok(codes.has(code!), `${code} is a permission code`);
    for (const m of tree.flatMap((x) => [x, ...x.children]))
      assert.match(m.icon, /^[A-Z][A-Za-z]+(Outlined|Filled|TwoTone)$/);
  });

  test('a user sees only the pages they may open (contract/access.ts, the rule every route enforces)', async () => {
    const viewer = await get('/api/v1/masterData/sidebar');
    assert.equal(viewer.status, 200);
    assert.deepEqual(flatten(viewer.body.data), [
      ['Highlight', '/dashboard/highlight', 'HIGHLIGHT'],
      ['Label Maker', '/dashboard/highlight/label-maker', 'HIGHLIGHT_LABEL_MAKER'],
      ['Oil Maker', '/dashboard/highlight/oil-maker', 'HIGHLIGHT_OIL_MAKER'],
    ]);
    const workOrder = await call(t.app, (await login(t.app, 'workorder', 'workorder')).token, {
      method: 'GET',
      url: '/api/v1/masterData/sidebar',
    });
    assert.deepEqual(flatten(workOrder.body.data), [['List Work Order', '/work-order-listing', 'WORK_ORDER']]);
  });
});
