// The form's checks before anything is sent (spec reports-settings 5): the
// contract's rules (shared-api userFormFailures), which the API runs for its
// 400 too, so the page and the server cannot disagree. Every failing rule at
// once, in the spec's order, as keys of USER_FORM_MESSAGES.
import { ROLE_WORK_ORDER, userFormFailures, type UserFormMessageKey } from '@qrguard/shared-api';
import type { UserFormKind, UserFormValues } from './types';

export type { UserFormMessageKey };

export interface UserFormRules {
  /** New User: Username and Password are fields of the form. */
  isNew: boolean;
  /** Which form (the oil-maker form has Company; the dashboard's Type is a role). */
  kind: UserFormKind;
}

const CONTRACT_KIND = { dashboard: 'dashboard', oilMaker: 'oilmaker', penindakan: 'penindakan' } as const;

export function validateUserForm(values: UserFormValues, { isNew, kind }: UserFormRules): UserFormMessageKey[] {
  const type = values.type || undefined;
  const failures = userFormFailures(CONTRACT_KIND[kind], isNew ? 'create' : 'update', {
    username: values.username,
    ...(kind === 'dashboard' ? { role: type === undefined ? undefined : Number(type) } : { type }),
    status: values.status ?? undefined,
    product_category: values.productTypes,
    password: values.password,
    company: values.company,
  });
  const keys = failures.map((failure) => failure.key);
  // A Work Order user sees its label maker company's work orders: without one it sees none.
  if (kind === 'dashboard' && needsLabelMaker(values.type) && values.labelMaker == null) {
    // In the form's order: after Type, Status and Product Type, before Username and Password.
    const at = failures.findIndex((failure) => ['username', 'password', 'retype_password'].includes(failure.field));
    keys.splice(at === -1 ? keys.length : at, 0, 'labelMakerRequired');
  }
  return keys;
}

/** The dashboard form's Type (a role id as text) is the Work Order role, which needs a label maker. */
export const needsLabelMaker = (type: string | undefined): boolean => type === String(ROLE_WORK_ORDER);
