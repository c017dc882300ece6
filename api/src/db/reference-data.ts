// Reference data the product always needs, whatever the deployment. The seed
// writes it idempotently at every start; admins' later edits to lists are kept.
import { PERMISSIONS, ROLE_SUPER_ADMIN, ROLE_WORK_ORDER, type PermissionCode } from '@qrguard/shared-api/contract';

export const ROLE_VIEWER = 3;

export const ROLES = [
  { id: ROLE_SUPER_ADMIN, name: 'Super Admin' },
  { id: ROLE_WORK_ORDER, name: 'Work Order' },
  { id: ROLE_VIEWER, name: 'Dashboard Viewer' },
];

export const PERMISSION_NAMES: Record<PermissionCode, string> = {
  HIGHLIGHT: 'Highlight',
  HIGHLIGHT_LABEL_MAKER: 'Highlight - Label Maker',
  HIGHLIGHT_OIL_MAKER: 'Highlight - Oil Maker',
  HIGHLIGHT_CUSTOMER: 'Highlight - Customer',
  CUSTOMER_ACTIVITIES: 'Customer Activities',
  CONSUMER_INSIGHTS: 'Consumer Insights',
  REPORTS: 'Reports',
  REPORT_CUSTOMER: 'Report Customer',
  REPORT_LABEL_MAKER: 'Report Label Maker',
  REPORT_OIL_MAKER: 'Report Oil Maker',
  REPORT_QRCODE: 'QR Code',
  REPORT_SUSPECT: 'Report Suspect',
  REPORT_SUMMARY: 'Summary Report',
  REPORT_NOT_FOUND: 'Not Found Log',
  SETTINGS: 'Settings',
  SETTINGS_LOG_ACTIVITY: 'Log Dashboard Activity',
  SETTINGS_USER_MANAGEMENT: 'User Management',
  USER_DASHBOARD: 'Dashboard User',
  USER_OILMAKER_APP: 'Oil Maker App',
  USER_PENINDAKAN_APP: 'Penindakan App',
  WORK_ORDER: 'List Work Order',
  QRCODE_RESET_CUSTOMER_SCAN: 'Reset customer scans of a QR code',
  QRCODE_BLOCK: 'Block and unblock a QR code',
  SETTINGS_AUDIT_TRAIL: 'Audit Trail',
  REPORT_CASE_EDIT: 'Change the case status of a customer report',
  SETTINGS_ALERT_RULES: 'Alert Rules',
};

/** Role 1 holds every permission implicitly; the others hold these. */
export const ROLE_PERMISSIONS: Record<number, PermissionCode[]> = {
  [ROLE_WORK_ORDER]: [PERMISSIONS.workOrder],
  [ROLE_VIEWER]: [PERMISSIONS.highlight, PERMISSIONS.highlightLabelMaker, PERMISSIONS.highlightOilMaker],
};

export interface ModuleNode {
  code: PermissionCode;
  name: string;
  link: string;
  icon: string;
  children?: ModuleNode[];
}

/** The sidebar: links are the host's routes, names as the user reads them, icons are antd icon names. */
export const SIDEBAR: ModuleNode[] = [
  {
    code: PERMISSIONS.highlight,
    name: 'Highlight',
    link: '/dashboard/highlight',
    icon: 'DashboardOutlined',
    children: [
      {
        code: PERMISSIONS.highlightLabelMaker,
        name: 'Label Maker',
        link: '/dashboard/highlight/label-maker',
        icon: 'TagsOutlined',
      },
      {
        code: PERMISSIONS.highlightOilMaker,
        name: 'Oil Maker',
        link: '/dashboard/highlight/oil-maker',
        icon: 'ExperimentOutlined',
      },
      {
        code: PERMISSIONS.highlightCustomer,
        name: 'Customer',
        link: '/dashboard/highlight/customer',
        icon: 'TeamOutlined',
      },
    ],
  },
  {
    code: PERMISSIONS.customerActivities,
    name: 'Customer Activities',
    link: '/dashboard/customer-activities',
    icon: 'LineChartOutlined',
  },
  {
    code: PERMISSIONS.consumerInsights,
    name: 'Consumer Insights',
    link: '/dashboard/consumer-insights',
    icon: 'PieChartOutlined',
  },
  {
    code: PERMISSIONS.reports,
    name: 'Reports',
    link: '/dashboard/reports',
    icon: 'FileTextOutlined',
    children: [
      {
        code: PERMISSIONS.reportCustomer,
        name: 'Report Customer',
        link: '/dashboard/reports/customer',
        icon: 'UserOutlined',
      },
      {
        code: PERMISSIONS.reportLabelMaker,
        name: 'Report Label Maker',
        link: '/dashboard/reports/label-maker',
        icon: 'TagOutlined',
      },
      {
        code: PERMISSIONS.reportOilMaker,
        name: 'Report Oil Maker',
        link: '/dashboard/reports/oil-maker',
        icon: 'FilterOutlined',
      },
      // The original swapped these two labels; each name matches its own page here.
      { code: PERMISSIONS.reportQrCode, name: 'QR Code', link: '/dashboard/reports/qrcode', icon: 'QrcodeOutlined' },
      {
        code: PERMISSIONS.reportSuspect,
        name: 'Report Suspect',
        link: '/dashboard/reports/suspect',
        icon: 'WarningOutlined',
      },
      {
        code: PERMISSIONS.reportSummary,
        name: 'Summary Report',
        link: '/dashboard/reports/summary-report',
        icon: 'TableOutlined',
      },
      // Issue 12: the original defined this view but never routed it; here it has its own page and right.
      {
        code: PERMISSIONS.reportNotFound,
        name: 'Not Found Log',
        link: '/dashboard/reports/not-found',
        icon: 'FileSearchOutlined',
      },
    ],
  },
  {
    code: PERMISSIONS.settings,
    name: 'Settings',
    link: '/dashboard/settings',
    icon: 'SettingOutlined',
    children: [
      {
        code: PERMISSIONS.logActivity,
        name: 'Log Dashboard Activity',
        link: '/dashboard/settings/log-history-activity',
        icon: 'HistoryOutlined',
      },
      {
        code: PERMISSIONS.userManagement,
        name: 'User Management',
        link: '/dashboard/settings/user-management',
        icon: 'UsergroupAddOutlined',
        children: [
          {
            code: PERMISSIONS.userDashboard,
            name: 'Dashboard User',
            link: '/dashboard/settings/user-management/dashboard-user',
            icon: 'DesktopOutlined',
          },
          {
            code: PERMISSIONS.userOilMakerApp,
            name: 'Oil Maker App',
            link: '/dashboard/settings/user-management/oil-maker-app',
            icon: 'MobileOutlined',
          },
          {
            code: PERMISSIONS.userPenindakanApp,
            name: 'Penindakan App',
            link: '/dashboard/settings/user-management/penindakan-app',
            icon: 'SafetyOutlined',
          },
        ],
      },
      // Issue 13: no built-in role holds this code, so only super administrators (who hold all) see it.
      {
        code: PERMISSIONS.auditTrail,
        name: 'Audit Trail',
        link: '/dashboard/settings/audit-trail',
        icon: 'AuditOutlined',
      },
      // Issue 15: alert rules by e-mail and webhook; like the audit trail, super administrators only.
      {
        code: PERMISSIONS.alertRules,
        name: 'Alert Rules',
        link: '/dashboard/settings/alert-rules',
        icon: 'BellOutlined',
      },
    ],
  },
  // The one item of the work-order role (spec shell-highlights 6); the menu shows what the
  // holder may open (contract/access.ts visibleMenu), so role 2 sees only this.
  { code: PERMISSIONS.workOrder, name: 'List Work Order', link: '/work-order-listing', icon: 'UnorderedListOutlined' },
];

export const PRODUCT_CATEGORY_OIL = 1;
/**
 * The product apps of the switcher. The URLs are data an admin sets per
 * deployment; the oil app is this stack's host, the sister apps are placeholders.
 */
export const PRODUCT_CATEGORIES = [
  { id: PRODUCT_CATEGORY_OIL, name: 'oil', url: 'http://127.0.0.1:3000' },
  { id: 2, name: 'pad;shoe', url: 'https://padshoe.qrguard.example' },
  { id: 3, name: 'vanbelt', url: 'https://vanbelt.qrguard.example' },
];

export const VARIANTS = ['MPX1', 'MPX2', 'MPX3', 'SPX1', 'SPX2'];

/**
 * The GTIN-14 of each starting variant (issue 12: GS1 Digital Link), check
 * digits included (domain/digital-link.test.ts checks them). The company
 * prefix 899999123 is a made-up one under GS1 Indonesia's 899: a deployment
 * puts its own GS1 numbers here before printing Digital Link labels.
 */
export const VARIANT_GTINS: Readonly<Record<string, string>> = {
  MPX1: '08999991230010',
  MPX2: '08999991230027',
  MPX3: '08999991230034',
  SPX1: '08999991230041',
  SPX2: '08999991230058',
};

/** Codes are the keys the summary report uses (FEDERAL_total_qr, ...). */
export const OIL_MAKERS = [
  { code: 'FEDERAL', name: 'Federal Karyatama' },
  { code: 'IDEMITSU', name: 'Idemitsu Lube Indonesia' },
  { code: 'NIPPON', name: 'Nippon Oil Indonesia' },
  { code: 'STC', name: 'STC Lubricants' },
  { code: 'TCS', name: 'TCS Lubricants' },
];

export const LABEL_MAKERS = ['Cahaya', 'Menara'];

export const BOTTLE_MAKERS = ['Berlina', 'Dynaplast', 'Namasindo Plas'];

export const INSURANCE_COMPANIES = [
  'ACA Asuransi',
  'Adira Insurance',
  'Allianz Indonesia',
  'Asuransi Astra',
  'Asuransi Sinar Mas',
  'Tokio Marine Indonesia',
];

export const COMPANY_PROFILE = {
  name: 'QR Guard',
  fullname: 'QR Guard Brand Protection',
  address: 'Jakarta, Indonesia',
};
