// Calls of the Penindakan App page, through shared-api's typed service
// functions (the API keeps the original's "main dealer" paths): the accounts
// of the enforcement app, their create, edit, delete and device-lock reset,
// and the product-category feed of the form.
import {
  createPenindakanAppUser,
  deletePenindakanAppUser,
  fetchPenindakanAppUsers,
  PENINDAKAN_APP_USER_TYPES,
  resetPenindakanDeviceLock,
  updatePenindakanAppUser,
} from '@qrguard/shared-api';
import { fixedChoices, productChoices } from '../../userManagement/choices';
import { buildUserListQuery } from '../../userManagement/query';
import type { UserFormValues, UserService } from '../../userManagement/types';
import type {
  AppUserRow,
  CreatePenindakanAppUserBody,
  PenindakanAppUserQuery,
  UpdatePenindakanAppUserBody,
} from './types';

type PenindakanType = NonNullable<CreatePenindakanAppUserBody['type']>;

/** The Create form's body (sent once the form's check passed: every field is there). */
export function toCreateBody(values: UserFormValues): CreatePenindakanAppUserBody {
  return {
    username: values.username.trim(),
    type: values.type as PenindakanType,
    status: values.status as CreatePenindakanAppUserBody['status'],
    product_category: values.productTypes,
    password: values.password,
  };
}

/** The Edit form's body: the account's id and the form's fields (no password: not a field of Edit). */
export function toUpdateBody(id: number, values: UserFormValues): UpdatePenindakanAppUserBody {
  return {
    id,
    type: values.type as PenindakanType,
    status: values.status as UpdatePenindakanAppUserBody['status'],
    product_category: values.productTypes,
  };
}

export const penindakanAppUserService: UserService<AppUserRow> = {
  fetchPage: (request, filters) =>
    fetchPenindakanAppUsers(buildUserListQuery<NonNullable<PenindakanAppUserQuery['by']>>(filters, request)),
  loadChoices: async () => ({ types: fixedChoices(PENINDAKAN_APP_USER_TYPES), products: await productChoices() }),
  create: (values) => createPenindakanAppUser(toCreateBody(values)),
  update: (row, values) => updatePenindakanAppUser(toUpdateBody(row.id, values)),
  remove: (row) => deletePenindakanAppUser(row.id),
  resetLock: (row) => resetPenindakanDeviceLock(row.id),
};
