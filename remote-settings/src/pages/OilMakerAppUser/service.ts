// Calls of the Oil Maker App page, through shared-api's typed service
// functions: the accounts of the oil-maker app, their create, edit, delete and
// device-lock reset, and the product-category feed of the form.
import {
  createOilMakerAppUser,
  deleteOilMakerAppUser,
  fetchOilMakerAppUsers,
  OIL_MAKER_APP_USER_TYPES,
  resetOilMakerDeviceLock,
  updateOilMakerAppUser,
} from '@qrguard/shared-api';
import { fixedChoices, productChoices } from '../../userManagement/choices';
import { buildUserListQuery } from '../../userManagement/query';
import type { UserFormValues, UserService } from '../../userManagement/types';
import type { AppUserRow, CreateOilMakerAppUserBody, OilMakerAppUserQuery, UpdateOilMakerAppUserBody } from './types';

type OilMakerType = NonNullable<CreateOilMakerAppUserBody['type']>;

/** The Create form's body (sent once the form's check passed: every field is there). */
export function toCreateBody(values: UserFormValues): CreateOilMakerAppUserBody {
  return {
    username: values.username.trim(),
    type: values.type as OilMakerType,
    status: values.status as CreateOilMakerAppUserBody['status'],
    product_category: values.productTypes,
    password: values.password,
    company: values.company,
  };
}

/** The Edit form's body: the account's id and the form's fields (no password: not a field of Edit). */
export function toUpdateBody(id: number, values: UserFormValues): UpdateOilMakerAppUserBody {
  return {
    id,
    type: values.type as OilMakerType,
    status: values.status as UpdateOilMakerAppUserBody['status'],
    product_category: values.productTypes,
    company: values.company,
  };
}

export const oilMakerAppUserService: UserService<AppUserRow> = {
  fetchPage: (request, filters) =>
    fetchOilMakerAppUsers(buildUserListQuery<NonNullable<OilMakerAppUserQuery['by']>>(filters, request)),
  loadChoices: async () => ({ types: fixedChoices(OIL_MAKER_APP_USER_TYPES), products: await productChoices() }),
  create: (values) => createOilMakerAppUser(toCreateBody(values)),
  update: (row, values) => updateOilMakerAppUser(toUpdateBody(row.id, values)),
  remove: (row) => deleteOilMakerAppUser(row.id),
  resetLock: (row) => resetOilMakerDeviceLock(row.id),
};
