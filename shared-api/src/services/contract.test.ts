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
import * as users from './users';
import * as audit from './audit';
import * as photos from './photos';
import * as activities from './activities';
import * as reports from './reports';
import * as summary from './summary';
import * as insight from './insight';
import * as suspect from './suspect';
import * as alerts from './alerts';

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
  ['crossClientCode', () => auth.crossClientCode({ product_category: 2 })],
  ['crossClient', () => auth.crossClient({ code: 't' })],
  ['updateProfile', () => auth.updateProfile({ name: 'a', old_password: 'b', new_password: 'c' })],
  ['updateLanguage', () => auth.updateLanguage({ language: 'id' })],
  ['variants', () => master.fetchVariants()],
  ['oilMakers', () => master.fetchOilMakers()],
  ['labelMakers', () => master.fetchLabelMakers()],
  ['bottleMakers', () => master.fetchBottleMakers()],
  ['companyProfile', () => master.fetchCompanyProfile()],
  ['sidebar', () => master.fetchSidebar()],
  ['workOrders', () => master.fetchWorkOrders()],
  ['insuranceCompanies', () => master.fetchInsuranceCompanies()],
  ['notifications', () => master.fetchNotifications()],
  ['workOrderDetail', () => master.fetchWorkOrderDetail('WO-1')],
  [
    'issuePurchaseOrder',
    () =>
      master.issuePurchaseOrder({
        no_po: 'PO/1',
        label_maker_id: 1,
        po_date: '2026-03-02',
        lines: [{ part_no: 'QG-MPX1-0800', bottle_maker_id: 1, oil_maker_id: 1, ordered: 10 }],
      }),
  ],
  ['markNotificationRead', () => master.markNotificationRead(7)],
  ['markAllNotificationsRead', () => master.markAllNotificationsRead()],
  ['notificationStream', () => master.subscribeNotifications(() => undefined, new AbortController().signal)],
  ['productCategories', () => master.fetchProductCategories()],
  ['roles', () => master.fetchRoles()],
  ['postActivity', () => settings.postActivity({ menu: 'Highlight', module: 'Label Maker' })],
  ['activityLog', () => settings.fetchActivityLog()],
  ['qrCodes', () => qrcode.fetchQrCodes({ search: 'abc', search_by: 'qrcode' })],
  ['qrCodeDetails', () => qrcode.fetchQrCodeDetails(1)],
  ['qrCodeHistory', () => qrcode.fetchQrCodeHistory(1)],
  ['qrCodeEpcis', () => qrcode.fetchQrCodeEpcis({ id: 1 })],
  ['resetCustomerScan', () => qrcode.resetCustomerScan({ qrcode: 'abc' })],
  ['blockQrCode', () => qrcode.blockQrCode({ qrcode: 'abc', reason: 'Recalled' })],
  ['unblockQrCode', () => qrcode.unblockQrCode({ qrcode: 'abc' })],
  ['dashboardUsers', () => users.fetchDashboardUsers({ search: 'adm' })],
  ['createDashboardUser', () => users.createDashboardUser({ username: 'a', role: 1, status: 1 })],
  ['updateDashboardUser', () => users.updateDashboardUser(7, { status: 0 })],
  ['deleteDashboardUser', () => users.deleteDashboardUser(7)],
  ['oilMakerAppUsers', () => users.fetchOilMakerAppUsers()],
  ['createOilMakerAppUser', () => users.createOilMakerAppUser({ username: 'a', company: 'FEDERAL' })],
  ['updateOilMakerAppUser', () => users.updateOilMakerAppUser({ id: 7, status: 1 })],
  ['deleteOilMakerAppUser', () => users.deleteOilMakerAppUser(7)],
  ['resetOilMakerDeviceLock', () => users.resetOilMakerDeviceLock(7)],
  ['penindakanAppUsers', () => users.fetchPenindakanAppUsers()],
  ['createPenindakanAppUser', () => users.createPenindakanAppUser({ username: 'a' })],
  ['updatePenindakanAppUser', () => users.updatePenindakanAppUser({ id: 7, status: 1 })],
  ['deletePenindakanAppUser', () => users.deletePenindakanAppUser(7)],
  ['resetPenindakanDeviceLock', () => users.resetPenindakanDeviceLock(7)],
  ['auditTrail', () => audit.fetchAuditTrail({ action: 'user.create' })],
  ['reportPhoto', () => photos.fetchReportPhoto(7)],
  // Issue 11: Customer Activities and the scan reports.
  [
    'activityOverview',
    () => activities.fetchActivityOverview({ start: '2026-03-01', end: '2026-03-18', mode: 'MONTHLY' }),
  ],
  ['activityMapDistribution', () => activities.fetchActivityMapDistribution()],
  ['activityHistory', () => activities.fetchActivityHistory({ status: 'Reject' })],
  ['customerReports', () => reports.fetchCustomerReports({ case_status: 'Open' })],
  ['setReportCaseStatus', () => reports.setReportCaseStatus(7, { status: 'Investigating' })],
  ['reportCaseHistory', () => reports.fetchReportCaseHistory(7)],
  [
    'labelMakerCheckingReport',
    () => reports.fetchLabelMakerCheckingReport({ start: '2026-03-01', end: '2026-03-18', mode: 'MONTHLY' }),
  ],
  ['labelMakerPoReport', () => reports.fetchLabelMakerPoReport()],
  ['labelMakerHistory', () => reports.fetchLabelMakerHistory()],
  [
    'oilMakerActivationReport',
    () => reports.fetchOilMakerActivationReport({ start: '2026-03-01', end: '2026-03-18', mode: 'MONTHLY' }),
  ],
  ['oilMakerHistory', () => reports.fetchOilMakerHistory()],
  ['summaryLabelMaker', () => summary.fetchSummaryLabelMaker({ year: 2026 })],
  ['summaryOilMaker', () => summary.fetchSummaryOilMaker({ year: 2026 })],
  ['summaryCustomer', () => summary.fetchSummaryCustomer({ year: 2026 })],
  ['summaryMainDealer', () => summary.fetchSummaryMainDealer({ year: 2026 })],
  ...(
    [
      ['insightVariants', insight.fetchInsightVariants],
      ['insightChannels', insight.fetchInsightChannels],
      ['insightTime', insight.fetchInsightTime],
      ['insightGeography', insight.fetchInsightGeography],
      ['insightRepeatScans', insight.fetchInsightRepeatScans],
      ['insightShelfTime', insight.fetchInsightShelfTime],
      ['insightAuthenticity', insight.fetchInsightAuthenticity],
      ['insightReportReasons', insight.fetchInsightReportReasons],
    ] as const
  ).map(([key, call]): [keyof Endpoints, () => Promise<unknown>] => [
    key,
    () => call({ start: '2026-03-01', end: '2026-03-18' }),
  ]),
  // Issue 12: Report Suspect and the Not Found log.
  ['suspectReportCards', () => suspect.fetchSuspectCards({ start: '2026-03-01', end: '2026-03-18' })],
  ['suspectReportTable', () => suspect.fetchSuspectTable({ reason: 'Scan beda tempat' })],
  ['suspectReportDetails', () => suspect.fetchSuspectDetails({ qrcode: 'abc' })],
  ['notFoundLog', () => suspect.fetchNotFoundLog({ start: '2026-03-01' })],
  ['notFoundPhoto', () => suspect.fetchNotFoundPhoto(7)],
  // Issue 15: alert rules by e-mail and webhook.
  ['alertRules', () => alerts.fetchAlertRules()],
  [
    'createAlertRule',
    () => alerts.createAlertRule({ name: 'a', event: 'report.new', channel: 'email', target: 'a@b.id', enabled: true }),
  ],
  [
    'updateAlertRule',
    () =>
      alerts.updateAlertRule(7, { name: 'a', event: 'report.new', channel: 'email', target: 'a@b.id', enabled: true }),
  ],
  ['deleteAlertRule', () => alerts.deleteAlertRule(7)],
  ['testAlertRule', () => alerts.testAlertRule(7)],
  ['alertDeliveries', () => alerts.fetchAlertDeliveries({ status: 'failed' })],
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
  // Calls with a path parameter pass the id 7.
  expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    `${endpoints[key].method} ${endpoints[key].url.replace(':id', '7')}`,
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
