// The Dashboard User table's columns (spec reports-settings 2): Username, Type
// (the roles), Product (the product categories), Status (green ACTIVE, red INACTIVE).
import { apiValueText, EMPTY_VALUE, type DataTableColumn, type TranslateFn } from '@qrguard/shared-ui';
import { StatusTag } from '../../../userManagement/StatusTags';
import type { DashboardUserRow } from '../types';

export function dashboardUserColumns(t: TranslateFn): DataTableColumn<DashboardUserRow>[] {
  return [
    { key: 'username', title: t('userManagement.column.username'), sortable: true },
    {
      key: 'roles',
      title: t('userManagement.column.type'),
      render: (_value, row) =>
        row.roles.length > 0 ? row.roles.map((role) => apiValueText(t, 'role', role.name)).join(', ') : EMPTY_VALUE,
    },
    { key: 'product_category', title: t('userManagement.column.product') },
    {
      key: 'status',
      title: t('userManagement.column.status'),
      sortable: true,
      render: (_value, row) => <StatusTag status={row.status} />,
    },
  ];
}
