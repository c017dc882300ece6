// Who may open what: the one rule of the product (issue 13). The API's
// `authorize` (api/src/plugins/auth.ts) runs `mayOpen` on every route; the
// shell runs the same function to draw the menu (`visibleMenu`), to guard a
// typed URL (`pageAccess`) and to pick the landing page (`landingPath`). Pure:
// no I/O, no React, no typebox (the browser bundle imports it), so both sides
// import it and its tests cover both.
import type { Access } from './endpoint';
import { PERMISSIONS, ROLE_SUPER_ADMIN, ROLE_WORK_ORDER, type PermissionCode } from './permissions';

/** What the rule needs to know of a signed-in person: the API's principal and the session user both give it. */
export interface AccessHolder {
  superAdmin: boolean;
  permissions: readonly string[];
  /**
   * The pages the product of this host offers (issue 15: its configured menus), as
   * page paths or prefixes; undefined: every page (the API, which serves every product).
   */
  offers?: readonly string[];
  /** The first role is the work-order role (spec 6: its item is List Work Order): it lands there (issue 15). */
  workOrderFirst?: boolean;
}

/** The holder of a session user (shape of contract/auth.ts SessionUser). */
export function holderOf(
  user: {
    super_admin?: number;
    role: readonly { id: number }[];
    permissions: readonly string[];
  },
  offers?: readonly string[],
): AccessHolder {
  return {
    superAdmin: user.super_admin === 1 || user.role.some((r) => r.id === ROLE_SUPER_ADMIN),
    permissions: user.permissions,
    ...(offers ? { offers } : {}),
    ...(user.role[0]?.id === ROLE_WORK_ORDER ? { workOrderFirst: true } : {}),
  };
}

/**
 * Whether the product offers the page at `path`: always when no offer is set, and
 * always for pages open to any signed-in user (Edit Profile belongs to every product).
 */
function offered(holder: AccessHolder, path: string, access: Access | undefined): boolean {
  if (!holder.offers || access === 'user') return true;
  const p = path.replace(/\/+$/, '').toLowerCase();
  return holder.offers.some((prefix) => {
    const q = prefix.replace(/\/+$/, '').toLowerCase();
    return p === q || p.startsWith(`${q}/`);
  });
}

const PERMISSION_CODES = new Set<string>(Object.values(PERMISSIONS));

/**
 * Whether a signed-in holder may use something guarded by `access`.
 * 'user': anyone signed in; 'superAdmin': super administrators only; a permission
 * code: super administrators (they hold every code) and holders of that code.
 * Device access (station keys, app tokens) is not a person's: never.
 */
export function mayOpen(holder: AccessHolder, access: Access): boolean {
  if (access === 'public' || access === 'user') return true;
  if (access === 'superAdmin') return holder.superAdmin;
  // Anything else that is not a permission code is a device's credential, never a person's.
  if (!PERMISSION_CODES.has(access)) return false;
  return holder.superAdmin || holder.permissions.includes(access);
}

/** A menu entry as the sidebar feed sends it (contract/master.ts SidebarModule), children to any depth. */
export interface MenuNode {
  link: string;
  code: string;
  children?: readonly MenuNode[];
}

/**
 * The menu a holder sees: a page when they may open it (its code is its
 * permission); a group when at least one of its pages is left, whatever the
 * group's own code. So nothing is shown that the guard or the API would refuse,
 * and nothing openable is hidden behind a group code. A holder with `offers`
 * (the host's product) sees only the pages its product offers.
 */
export function visibleMenu<T extends MenuNode>(nodes: readonly T[], holder: AccessHolder): T[] {
  const kept: T[] = [];
  for (const node of nodes) {
    if (node.children && node.children.length > 0) {
      const children = visibleMenu(node.children, holder);
      if (children.length > 0) kept.push({ ...node, children } as T);
    } else if (mayOpen(holder, node.code as PermissionCode) && offered(holder, node.link, pageAccess(node.link))) {
      kept.push(node);
    }
  }
  return kept;
}

/**
 * The pages behind the sign-in and what each needs, in menu order (the landing
 * page is the first one a holder may open). The sidebar feed's codes must agree
 * with this table (api/src/db/reference-data.test.ts checks it).
 */
export const PAGES: readonly { path: string; access: Access }[] = [
  { path: '/dashboard/highlight/label-maker', access: PERMISSIONS.highlightLabelMaker },
  { path: '/dashboard/highlight/oil-maker', access: PERMISSIONS.highlightOilMaker },
  { path: '/dashboard/highlight/customer', access: PERMISSIONS.highlightCustomer },
  { path: '/dashboard/customer-activities', access: PERMISSIONS.customerActivities },
  { path: '/dashboard/consumer-insights', access: PERMISSIONS.consumerInsights },
  { path: '/dashboard/reports/customer', access: PERMISSIONS.reportCustomer },
  { path: '/dashboard/reports/label-maker', access: PERMISSIONS.reportLabelMaker },
  { path: '/dashboard/reports/oil-maker', access: PERMISSIONS.reportOilMaker },
  { path: '/dashboard/reports/qrcode', access: PERMISSIONS.reportQrCode },
  { path: '/dashboard/reports/suspect', access: PERMISSIONS.reportSuspect },
  { path: '/dashboard/reports/summary-report', access: PERMISSIONS.reportSummary },
  { path: '/dashboard/reports/not-found', access: PERMISSIONS.reportNotFound },
  { path: '/dashboard/settings/log-history-activity', access: PERMISSIONS.logActivity },
  { path: '/dashboard/settings/user-management/dashboard-user', access: PERMISSIONS.userDashboard },
  { path: '/dashboard/settings/user-management/oil-maker-app', access: PERMISSIONS.userOilMakerApp },
  { path: '/dashboard/settings/user-management/penindakan-app', access: PERMISSIONS.userPenindakanApp },
  { path: '/dashboard/settings/audit-trail', access: PERMISSIONS.auditTrail },
  { path: '/dashboard/settings/alert-rules', access: PERMISSIONS.alertRules },
  { path: '/work-order-listing', access: PERMISSIONS.workOrder },
  { path: '/work-order-detail', access: PERMISSIONS.workOrder },
  { path: '/edit-profile', access: 'user' },
];

const byPath = new Map(PAGES.map((page) => [page.path, page.access]));

/**
 * What the page at `pathname` needs; undefined for a path that is not a page
 * (a group that redirects to its first page, or an unknown path, which shows
 * "not found").
 */
export function pageAccess(pathname: string): Access | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(path);
}

/** Whether the holder may open the page at `pathname` (paths that are not pages are not refused here). */
export function mayOpenPage(holder: AccessHolder, pathname: string): boolean {
  const access = pageAccess(pathname);
  return access === undefined || (mayOpen(holder, access) && offered(holder, pathname, access));
}

/** The first page the holder may open: where sign-in and /dashboard lead. Edit Profile at least. */
export function landingPath(holder: AccessHolder): string {
  const opens = (page: (typeof PAGES)[number]) =>
    mayOpen(holder, page.access) && offered(holder, page.path, page.access);
  // A first role of work orders lands on its list even when another role adds other pages (issue 15).
  const workOrders = holder.workOrderFirst ? PAGES.find((page) => page.path === WORK_ORDER_LISTING) : undefined;
  return (workOrders && opens(workOrders) ? workOrders : PAGES.find(opens)!).path;
}

/** The work-order list: the landing page of a user whose first role is the work-order role. */
export const WORK_ORDER_LISTING = '/work-order-listing';
