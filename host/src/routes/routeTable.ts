// The route table of spec shell-highlights 2 as data: each path's route name,
// the header title (the name split into words) and the activity recorded when
// the page opens (spec 7). Pure: no React, no I/O.
import type { PostActivityBody } from '@qrguard/shared-api';

export interface RouteInfo {
  path: string;
  /** Route name of the spec, e.g. HighlightLabelMaker */
  name: string;
  /** Header title when the split name reads badly (acronyms) or differs from the menu label */
  title?: string;
  /** What POST /api/settings/post-activity records when the page opens */
  activity?: PostActivityBody;
  /**
   * Translation key of the heading (h2) the page draws at the top of its content, for pages that
   * draw one: the first frame (firstPaint/) shows it before the page's code has arrived.
   * e2e/tests/first-paint.spec.ts checks that it is the heading the page draws.
   */
  heading?: string;
}

export const LANDING_PATH = '/dashboard/highlight/label-maker';

const highlight = (module: string): PostActivityBody => ({ menu: 'Highlight', module });
const reports = (module: string): PostActivityBody => ({ menu: 'Reports', module });
const userManagement = (module: string): PostActivityBody => ({ menu: 'Settings - User Management', module });

export const ROUTES: readonly RouteInfo[] = [
  { path: '/login', name: 'Login' },
  { path: '/cross-client', name: 'CrossClient' },
  { path: '/edit-profile', name: 'EditProfile' },
  // Header titles read as the sidebar names the page (menuLabels.test.ts).
  { path: '/work-order-listing', name: 'WorkOrderListing', title: 'List Work Order' },
  { path: '/work-order-detail', name: 'WorkOrderDetail' },
  { path: '/dashboard', name: 'Dashboard' },
  { path: '/dashboard/highlight', name: 'Highlights', heading: 'highlight.overview.title' },
  {
    path: '/dashboard/highlight/label-maker',
    name: 'HighlightLabelMaker',
    activity: highlight('Label Maker'),
    heading: 'highlight.labelMaker.title',
  },
  {
    path: '/dashboard/highlight/oil-maker',
    name: 'HighlightOilMaker',
    activity: highlight('Oil Maker'),
    heading: 'highlight.oilMaker.title',
  },
  {
    path: '/dashboard/highlight/customer',
    name: 'HighlightCustomer',
    activity: highlight('Customer'),
    heading: 'highlight.customer.title',
  },
  // The spec gives this menu no module; the API needs both, so the menu is repeated.
  {
    path: '/dashboard/customer-activities',
    name: 'CustomerActivities',
    activity: { menu: 'Customer Activities', module: 'Customer Activities' },
    heading: 'menu.CustomerActivities',
  },
  { path: '/dashboard/consumer-insights', name: 'ConsumerInsights', heading: 'page.consumerInsight' },
  { path: '/dashboard/reports', name: 'Reports' },
  {
    path: '/dashboard/reports/customer',
    name: 'ReportCustomer',
    activity: reports('Report Customer'),
    heading: 'menu.ReportCustomer',
  },
  {
    path: '/dashboard/reports/label-maker',
    name: 'ReportLabelMaker',
    activity: reports('Report Label Maker'),
    heading: 'page.reportLabelMaker',
  },
  {
    path: '/dashboard/reports/oil-maker',
    name: 'ReportOilMaker',
    activity: reports('Report Oil Maker'),
    heading: 'page.reportOilMaker',
  },
  // The original recorded these two labels swapped (spec 7); each path records its own page here.
  {
    path: '/dashboard/reports/qrcode',
    name: 'ReportQrCode',
    title: 'Report QR Code',
    activity: reports('QR Code'),
    heading: 'menu.ReportQrCode',
  },
  {
    path: '/dashboard/reports/suspect',
    name: 'ReportSuspect',
    activity: reports('Report Suspect'),
    heading: 'page.reportSuspect',
  },
  {
    path: '/dashboard/reports/summary-report',
    name: 'SummaryReport',
    activity: reports('Summary Report'),
    heading: 'page.summaryReport',
  },
  // Issue 12: the original defined this view but never routed it.
  {
    path: '/dashboard/reports/not-found',
    name: 'NotFoundLog',
    activity: reports('Not Found Log'),
    heading: 'page.notFoundLog',
  },
  { path: '/dashboard/settings', name: 'Settings' },
  {
    path: '/dashboard/settings/log-history-activity',
    name: 'LogHistoryActivity',
    title: 'Log Dashboard Activity',
    activity: { menu: 'Settings', module: 'Log Dashboard Activity' },
    heading: 'activityLog.title',
  },
  {
    path: '/dashboard/settings/audit-trail',
    name: 'AuditTrail',
    activity: { menu: 'Settings', module: 'Audit Trail' },
    heading: 'page.auditTrail',
  },
  // Issue 15: alert rules by e-mail and webhook.
  {
    path: '/dashboard/settings/alert-rules',
    name: 'AlertRules',
    activity: { menu: 'Settings', module: 'Alert Rules' },
    heading: 'alertRules.title',
  },
  { path: '/dashboard/settings/user-management', name: 'UserManagement' },
  {
    path: '/dashboard/settings/user-management/dashboard-user',
    name: 'DashboardUserManagement',
    activity: userManagement('Dashboard User'),
    heading: 'page.dashboardUser',
  },
  {
    path: '/dashboard/settings/user-management/oil-maker-app',
    name: 'OilMakerAppUserManagement',
    activity: userManagement('Oil Maker App'),
    heading: 'page.oilMakerApp',
  },
  {
    path: '/dashboard/settings/user-management/penindakan-app',
    name: 'PenindakanAppUserManagement',
    activity: userManagement('Penindakan App'),
    heading: 'page.penindakanApp',
  },
];

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

/** "HighlightLabelMaker" -> "Highlight Label Maker" */
export function splitWords(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
}

/** Trailing slashes and letter case do not make another page. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

export function routeFor(pathname: string): RouteInfo | undefined {
  return byPath.get(normalizePath(pathname));
}

/** The header title of a page; an unknown page inside the layout reads "Page Not Found". */
export function titleFor(pathname: string): string {
  const route = routeFor(pathname);
  if (!route) return 'Page Not Found';
  return route.title ?? splitWords(route.name);
}

/**
 * The translation key of a page's header title (issue 10): route.<route name>, whose English is
 * titleFor's (routeTable.test.ts); an unknown page inside the layout reads "Page Not Found".
 */
export function titleKeyFor(pathname: string): string {
  const route = routeFor(pathname);
  return route ? `route.${route.name}` : 'notFound.title';
}

/** The translation key of a sidebar label: menu.<route name> of its link, undefined for a link outside the table. */
export function menuKeyFor(link: string): string | undefined {
  const route = routeFor(link);
  return route ? `menu.${route.name}` : undefined;
}

export function activityFor(pathname: string): PostActivityBody | undefined {
  return routeFor(pathname)?.activity;
}
