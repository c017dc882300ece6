// Role ids and permission codes, shared by the API (which enforces them on
// every route) and the host (which hides what a user cannot open).
// Spec shell-highlights 6: role 1 sees everything, role 2 only List Work Order.

export const ROLE_SUPER_ADMIN = 1;
export const ROLE_WORK_ORDER = 2;

/** Module codes of the sidebar; a user holds the codes of the modules they may open. */
export const PERMISSIONS = {
  highlight: 'HIGHLIGHT',
  highlightLabelMaker: 'HIGHLIGHT_LABEL_MAKER',
  highlightOilMaker: 'HIGHLIGHT_OIL_MAKER',
  highlightCustomer: 'HIGHLIGHT_CUSTOMER',
  customerActivities: 'CUSTOMER_ACTIVITIES',
  consumerInsights: 'CONSUMER_INSIGHTS',
  reports: 'REPORTS',
  reportCustomer: 'REPORT_CUSTOMER',
  reportLabelMaker: 'REPORT_LABEL_MAKER',
  reportOilMaker: 'REPORT_OIL_MAKER',
  reportQrCode: 'REPORT_QRCODE',
  reportSuspect: 'REPORT_SUSPECT',
  reportSummary: 'REPORT_SUMMARY',
  settings: 'SETTINGS',
  logActivity: 'SETTINGS_LOG_ACTIVITY',
  userManagement: 'SETTINGS_USER_MANAGEMENT',
  userDashboard: 'USER_DASHBOARD',
  userOilMakerApp: 'USER_OILMAKER_APP',
  userPenindakanApp: 'USER_PENINDAKAN_APP',
  workOrder: 'WORK_ORDER',
} as const;
export type PermissionCode = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
