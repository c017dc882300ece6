// The values and messages of user management (spec reports-settings 2, 5, 9)
// and the audit trail, shared by the API (which validates with them) and the
// pages (which offer them and show the same words). No typebox import: the
// browser bundle takes these as values (shared-api's index re-exports them).

/** Spec reports-settings 9: ACTIVE 1, INACTIVE 0. */
export const USER_STATUS = { ACTIVE: 1, INACTIVE: 0 } as const;
export type UserStatusValue = (typeof USER_STATUS)[keyof typeof USER_STATUS];
/** The label of a status value, as the tables show it (green ACTIVE, red INACTIVE). */
export const userStatusLabel = (status: number): 'ACTIVE' | 'INACTIVE' =>
  status === USER_STATUS.ACTIVE ? 'ACTIVE' : 'INACTIVE';

/** The Type choices of the oil-maker app's accounts. */
export const OIL_MAKER_APP_USER_TYPES = ['Operator', 'Supervisor'] as const;
/** The Type choices of the Penindakan (enforcement) app's accounts. */
export const PENINDAKAN_APP_USER_TYPES = ['Officer', 'Supervisor'] as const;

/** Device Lock column: SET (blue) when an account is bound to a device, NONE (grey) otherwise. */
export const DEVICE_LOCK_VALUES = ['SET', 'NONE'] as const;
export type DeviceLockValue = (typeof DEVICE_LOCK_VALUES)[number];

export const USERNAME_MAX_LENGTH = 100;
/** A password is at least this long (checked with the other form rules, so every failing field is listed at once). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * The form's messages (spec reports-settings 5), in the spec's wording where it
 * gives one. The API answers a 400 whose `details` list these as `message`
 * (field "body/<name>"), every failing field at once; the page shows the same
 * words for its own checks before sending.
 */
export const USER_FORM_MESSAGES = {
  typeRequired: 'Type is a required field!',
  statusRequired: 'Status is a required field!',
  productTypeRequired: 'Product type is a required field!',
  companyRequired: 'Company is a required field!',
  usernameRequired: 'Username is a required field!',
  passwordRequired: 'Password is a required field!',
  passwordMismatch: 'Password does not match with Retype Password!',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters!`,
  usernameSpaces: 'Username must not contain spaces!',
  usernameTaken: 'Username is already taken!',
  unknownRole: 'Type is not a known role!',
  unknownProductType: 'Product type holds a product that does not exist!',
  unknownCompany: 'Company is not a known oil maker!',
  labelMakerRequired: 'Label maker is a required field for a Work Order user!',
  unknownLabelMaker: 'Label maker is not a known label maker!',
} as const;

/** What the administrative writes record in the audit trail (one row per write, in its transaction). */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.delete',
  'user.device_lock_reset',
  'qrcode.reset',
  'qrcode.block',
  'qrcode.unblock',
  'report_case.status',
  'purchase_order.issue',
  'alert_rule.create',
  'alert_rule.update',
  'alert_rule.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of thing an audit event is about; `target_id` is that thing's id (as text). */
export const AUDIT_TARGET_KINDS = [
  'dashboard_user',
  'oilmaker_app_user',
  'penindakan_app_user',
  'qrcode',
  'customer_report',
  'purchase_order',
  'alert_rule',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];
