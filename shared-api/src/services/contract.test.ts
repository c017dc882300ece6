/**
 * @jest-environment node
 */
// Every service calls the method and path the API registers for its endpoint
// (the endpoint table of the contract), so the two cannot drift apart.
import { configureApi } from '../client';
import { endpoints, type Endpoints } from '../contract/endpoints';
import { highlightEndpoints } from '../contract/highlight';
import { startTestServer, type TestServer } from '../testing/test-server';
import * as auth from './auth';
import * as highlight from './highlight';
import * as master from './master';
import * as qrcode from './qrcode';
import * as settings from './settings';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(() => ({
    body: { status: true, message: 'OK', data: [], meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 } },
  }));
  configureApi({ apiUrl: server.url });
});
afterAll(() => server.close());

const calls: [keyof Endpoints, () => Promise<unknown>][] = [
  ['login', () => auth.loginRequest({ username: 'a', password: 'b' })],
  ['crossClient', () => auth.crossClient({ token: 't' })],
  ['updateProfile', () => auth.updateProfile({ name: 'a', old_password: 'b', new_password: 'c' })],
  ['variants', () => master.fetchVariants()],
  ['oilMakers', () => master.fetchOilMakers()],
  ['labelMakers', () => master.fetchLabelMakers()],
  ['bottleMakers', () => master.fetchBottleMakers()],
  ['companyProfile', () => master.fetchCompanyProfile()],
  ['sidebar', () => master.fetchSidebar()],
  ['workOrders', () => master.fetchWorkOrders()],
  ['insuranceCompanies', () => master.fetchInsuranceCompanies()],
  ['notifications', () => master.fetchNotifications()],
  ['notificationStream', () => master.subscribeNotifications(() => undefined, new AbortController().signal)],
  ['productCategories', () => master.fetchProductCategories()],
  ['roles', () => master.fetchRoles()],
  ['postActivity', () => settings.postActivity({ menu: 'Highlight', module: 'Label Maker' })],
  ['activityLog', () => settings.fetchActivityLog()],
  ['qrCodes', () => qrcode.fetchQrCodes({ search: 'abc', search_by: 'qrcode' })],
  ['qrCodeDetails', () => qrcode.fetchQrCodeDetails(1)],
  ['qrCodeHistory', () => qrcode.fetchQrCodeHistory(1)],
  ['resetCustomerScan', () => qrcode.resetCustomerScan({ qrcode: 'abc' })],
  ['highlightOverview', () => highlight.fetchHighlightOverview()],
  [
    'highlightScanChart',
    () => highlight.fetchHighlightScanChart({ start: '2026-03-01', end: '2026-03-18', mode: 'MONTHLY' }),
  ],
  ['highlightByProduct', () => highlight.fetchHighlightByProduct()],
  ['labelMakerScanOverview', () => highlight.fetchLabelMakerScanOverview()],
  [
    'labelMakerVariantOverview',
    () => highlight.fetchLabelMakerVariantOverview({ start: '2026-03-01', end: '2026-03-18', mode: 'MONTHLY' }),
  ],
  ['labelMakerBottleMakerOverview', () => highlight.fetchLabelMakerBottleMakerOverview()],
  ['labelMakerCompanyOverview', () => highlight.fetchLabelMakerCompanyOverview()],
  ['oilMakerScanOverview', () => highlight.fetchOilMakerScanOverview()],
  [
    'oilMakerVariantOverview',
    () => highlight.fetchOilMakerVariantOverview({ start: '2026-03-01', end: '2026-03-18', mode: 'MONTHLY' }),
  ],
  ['oilMakerCompanyOverview', () => highlight.fetchOilMakerCompanyOverview()],
  ['customerVariantOverview', () => highlight.fetchCustomerVariantOverview()],
  ['reportReasonOverview', () => highlight.fetchReportReasonOverview()],
  [
    'scanReportOverview',
    () => highlight.fetchScanReportOverview({ start: '2026-03-01', end: '2026-03-18', mode: 'MONTHLY' }),
  ],
];

it.each(calls)('%s calls the endpoint of the contract', async (key, call) => {
  server.requests.length = 0;
  await call();
  expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    `${endpoints[key].method} ${endpoints[key].url}`,
  ]);
});

// The dashboard calls every endpoint but these: the health check (for probes),
// and the endpoints of the mobile apps, the label-maker stations and the public
// customer scan page, which have clients of their own.
const notCalledByTheDashboard = new Set<string>([
  'health',
  'appLogin',
  'labelScan',
  'oilScan',
  'enforcementScan',
  'scan',
  'scanReport',
]);

it('covers every endpoint the dashboard uses', () => {
  const covered = new Set(calls.map(([key]) => key));
  expect(
    Object.keys(endpoints).filter((key) => !notCalledByTheDashboard.has(key) && !covered.has(key as keyof Endpoints)),
  ).toEqual([]);
});

it('covers every highlight endpoint', () => {
  const covered = new Set<string>(calls.map(([key]) => key));
  expect(Object.keys(highlightEndpoints).filter((key) => !covered.has(key))).toEqual([]);
});

it('asks for work orders newest first and insurance companies by name', async () => {
  server.requests.length = 0;
  await master.fetchWorkOrders();
  await master.fetchInsuranceCompanies();
  expect(server.requests.map((r) => r.query.toString())).toEqual([
    'pagination=false&order=DESC&by=created_at',
    'pagination=false&order=ASC&by=name',
  ]);
});
