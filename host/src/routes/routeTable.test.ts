import { activityFor, LANDING_PATH, ROUTES, splitWords, titleFor } from './routeTable';

describe('header titles', () => {
  it.each([
    ['/dashboard/highlight/label-maker', 'Highlight Label Maker'],
    ['/dashboard/highlight/oil-maker', 'Highlight Oil Maker'],
    ['/dashboard/highlight/customer', 'Highlight Customer'],
    ['/dashboard/customer-activities', 'Customer Activities'],
    ['/dashboard/reports/qrcode', 'Report QR Code'],
    ['/dashboard/reports/suspect', 'Report Suspect'],
    ['/dashboard/reports/summary-report', 'Summary Report'],
    ['/dashboard/reports/not-found', 'Not Found Log'],
    ['/dashboard/settings/log-history-activity', 'Log Dashboard Activity'],
    ['/dashboard/settings/user-management/penindakan-app', 'Penindakan App User Management'],
    ['/edit-profile', 'Edit Profile'],
    ['/work-order-listing', 'List Work Order'],
  ])('%s reads "%s"', (path, title) => expect(titleFor(path)).toBe(title));

  it('ignores a trailing slash', () => expect(titleFor('/dashboard/highlight/customer/')).toBe('Highlight Customer'));
  it('names an unknown page', () => expect(titleFor('/dashboard/nowhere')).toBe('Page Not Found'));
  it('splits route names into words', () => {
    expect(splitWords('OilMakerAppUserManagement')).toBe('Oil Maker App User Management');
    expect(splitWords('QRCode')).toBe('QR Code');
  });
});

describe('activity metadata (spec 7)', () => {
  it.each([
    ['/dashboard/highlight/label-maker', 'Highlight', 'Label Maker'],
    ['/dashboard/highlight/oil-maker', 'Highlight', 'Oil Maker'],
    ['/dashboard/highlight/customer', 'Highlight', 'Customer'],
    ['/dashboard/customer-activities', 'Customer Activities', 'Customer Activities'],
    ['/dashboard/reports/customer', 'Reports', 'Report Customer'],
    ['/dashboard/reports/label-maker', 'Reports', 'Report Label Maker'],
    ['/dashboard/reports/oil-maker', 'Reports', 'Report Oil Maker'],
    ['/dashboard/reports/summary-report', 'Reports', 'Summary Report'],
    ['/dashboard/reports/not-found', 'Reports', 'Not Found Log'],
    ['/dashboard/settings/log-history-activity', 'Settings', 'Log Dashboard Activity'],
    ['/dashboard/settings/user-management/dashboard-user', 'Settings - User Management', 'Dashboard User'],
    ['/dashboard/settings/user-management/oil-maker-app', 'Settings - User Management', 'Oil Maker App'],
    ['/dashboard/settings/user-management/penindakan-app', 'Settings - User Management', 'Penindakan App'],
  ])('%s records %s / %s', (path, menu, module) => expect(activityFor(path)).toEqual({ menu, module }));

  // The original recorded "Report Suspect" on the QR code page and "QR Code" on
  // the suspect page; each page records its own name here.
  it('records Report Suspect on the suspect page and QR Code on the QR code page', () => {
    expect(activityFor('/dashboard/reports/suspect')).toEqual({ menu: 'Reports', module: 'Report Suspect' });
    expect(activityFor('/dashboard/reports/qrcode')).toEqual({ menu: 'Reports', module: 'QR Code' });
  });

  it.each([
    '/login',
    '/dashboard',
    '/dashboard/highlight',
    '/dashboard/consumer-insights',
    '/edit-profile',
    '/nowhere',
  ])('records nothing for %s', (path) => expect(activityFor(path)).toBeUndefined());
});

it('lands on a page of the table', () => {
  expect(ROUTES.some((route) => route.path === LANDING_PATH)).toBe(true);
});
