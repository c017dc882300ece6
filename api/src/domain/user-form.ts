// The user form's rules as the API answers them: the rules are the contract's
// (contract/user-form.ts, the page checks the same before sending); the routes
// add what only the database knows (a role, a product or a company that does
// not exist) and answer every failing field in one 400, in the spec's words.
import {
  USER_FORM_MESSAGES,
  userFormFailures,
  type FieldError,
  type UserForm,
  type UserFormKind,
  type UserFormMode,
} from '@qrguard/shared-api/contract';

export type { UserForm, UserFormKind, UserFormMode } from '@qrguard/shared-api/contract';

/** The failing rules (contract/user-form.ts, the page runs the same) as the 400's details, in the spec's words. */
export function userFormErrors(kind: UserFormKind, mode: UserFormMode, form: UserForm): FieldError[] {
  return userFormFailures(kind, mode, form).map(({ field, key }) => ({
    field: `body/${field}`,
    message: USER_FORM_MESSAGES[key],
  }));
}

/** The ids of a Product Type list, each once, in order. */
export const distinctIds = (ids: readonly number[] | undefined): number[] => [...new Set(ids ?? [])];
