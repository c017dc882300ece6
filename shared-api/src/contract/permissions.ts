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
  /** Reports > Not Found Log (issue 12): customer scans of URLs that name no code; the original never routed it. */
  reportNotFound: 'REPORT_NOT_FOUND',
  settings: 'SETTINGS',
  logActivity: 'SETTINGS_LOG_ACTIVITY',
  userManagement: 'SETTINGS_USER_MANAGEMENT',
  userDashboard: 'USER_DASHBOARD',
  userOilMakerApp: 'USER_OILMAKER_APP',
  userPenindakanApp: 'USER_PENINDAKAN_APP',
  workOrder: 'WORK_ORDER',
  /** Not a page: the right to reset a code's customer scans on the QR Code report (a write). */
  resetCustomerScan: 'QRCODE_RESET_CUSTOMER_SCAN',
  /** Not a page: the right to block and unblock a QR code on the QR Code report (issue 12). */
  blockQrCode: 'QRCODE_BLOCK',
  /** Settings > Audit Trail (issue 13): no built-in role holds it, so only super admins (who hold every code) do. */
  auditTrail: 'SETTINGS_AUDIT_TRAIL',
  /** Not a page: the right to move a customer report's case (Report - Consumer, issue 11); reading needs REPORT_CUSTOMER. */
  reportCaseEdit: 'REPORT_CASE_EDIT',
  /** Settings > Alert Rules (issue 15): no built-in role holds it, so only super admins (who hold every code) do. */
  alertRules: 'SETTINGS_ALERT_RULES',
} as const;
export type PermissionCode = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
