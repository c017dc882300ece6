// Calls of the Dashboard User page, through shared-api's typed service
// functions: the list, create, edit and delete of dashboard users and the
// roles and product-category feeds of the form.
import {
  createDashboardUser,
  deleteDashboardUser,
  fetchDashboardUsers,
  updateDashboardUser,
} from '@qrguard/shared-api';
import { productChoices, roleChoices } from '../../userManagement/choices';
import { buildUserListQuery } from '../../userManagement/query';
import type { UserFormValues, UserService } from '../../userManagement/types';
import type { CreateDashboardUserBody, DashboardUserQuery, DashboardUserRow, UpdateDashboardUserBody } from './types';

/** The Create form's body (sent once the form's check passed: every field is there). */
export function toCreateBody(values: UserFormValues): CreateDashboardUserBody {
  return {
    username: values.username.trim(),
    role: Number(values.type),
    status: values.status as CreateDashboardUserBody['status'],
    product_category: values.productTypes,
    label_maker_id: values.labelMaker ?? null,
    password: values.password,
  };
}

/** The Edit form's body: the password is not a field of the Edit form (spec reports-settings 5). */
export function toUpdateBody(values: UserFormValues): UpdateDashboardUserBody {
  return {
    role: Number(values.type),
    status: values.status as UpdateDashboardUserBody['status'],
    product_category: values.productTypes,
    label_maker_id: values.labelMaker ?? null,
  };
}

export const dashboardUserService: UserService<DashboardUserRow> = {
  fetchPage: (request, filters) =>
    fetchDashboardUsers(buildUserListQuery<NonNullable<DashboardUserQuery['by']>>(filters, request)),
  loadChoices: async () => {
    const [types, products] = await Promise.all([roleChoices(), productChoices()]);
    return { types, products };
  },
  create: (values) => createDashboardUser(toCreateBody(values)),
  update: (row, values) => updateDashboardUser(row.id, toUpdateBody(values)),
  remove: (row) => deleteDashboardUser(row.id),
};
