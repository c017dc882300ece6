// The rules of the user form (spec reports-settings 5; issue 13), for the
// dashboard's users and both apps' accounts: one function for the page (its
// check before sending) and the API (its 400). Pure, no typebox import: the
// browser bundle takes it (shared-api's index re-exports it).
import { PASSWORD_MIN_LENGTH, type USER_FORM_MESSAGES } from './user-values';

export type UserFormKind = 'dashboard' | 'oilmaker' | 'penindakan';
export type UserFormMode = 'create' | 'update';
export type UserFormMessageKey = keyof typeof USER_FORM_MESSAGES;

/** The form as sent; any field may be missing (the schema checked types and lengths). */
export interface UserForm {
  username?: string | undefined;
  /** Dashboard: the role id (Type). */
  role?: number | undefined;
  /** Apps: the account type (Type). */
  type?: string | undefined;
  status?: number | undefined;
  product_category?: readonly number[] | undefined;
  password?: string | undefined;
  retype_password?: string | undefined;
  /** Oil-maker app: the oil maker code (Company). */
  company?: string | undefined;
}

/** A failing rule: the body field it is about and the key of its words in USER_FORM_MESSAGES. */
export interface UserFormFailure {
  field: keyof UserForm;
  key: UserFormMessageKey;
}

const given = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

/**
 * Every failing rule, in the order the form shows its fields' messages
 * (Type, Status, Product type, Company, Username, Password). Empty strings and
 * empty lists count as not given. On create the password is required; on
 * update a password is optional, and when one is given it must match its
 * retype (spec 5) and be long enough.
 */
export function userFormFailures(kind: UserFormKind, mode: UserFormMode, form: UserForm): UserFormFailure[] {
  const failures: UserFormFailure[] = [];
  const fail = (field: keyof UserForm, key: UserFormMessageKey) => failures.push({ field, key });
  if (kind === 'dashboard') {
    if (form.role === undefined) fail('role', 'typeRequired');
  } else if (!given(form.type)) fail('type', 'typeRequired');
  if (form.status === undefined) fail('status', 'statusRequired');
  if (!form.product_category || form.product_category.length === 0) fail('product_category', 'productTypeRequired');
  if (kind === 'oilmaker' && !given(form.company)) fail('company', 'companyRequired');
  if (mode === 'create') {
    if (!given(form.username)) fail('username', 'usernameRequired');
    else if (/\s/.test(form.username.trim())) fail('username', 'usernameSpaces');
    if (!form.password) fail('password', 'passwordRequired');
    else if (form.password.length < PASSWORD_MIN_LENGTH) fail('password', 'passwordTooShort');
  } else if (form.password || form.retype_password) {
    if (form.password !== form.retype_password) fail('retype_password', 'passwordMismatch');
    else if (form.password!.length < PASSWORD_MIN_LENGTH) fail('password', 'passwordTooShort');
  }
  return failures;
}
