// The Dashboard User table's columns (spec reports-settings 2): Username, Type
// (the roles), Product (the product categories), Label Maker (the company of a
// Work Order user; issue 15), Status (green ACTIVE, red INACTIVE).
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
      key: 'label_maker',
      title: t('userManagement.column.labelMaker'),
      render: (_value, row) => row.label_maker ?? EMPTY_VALUE,
    },
    {
      key: 'status',
      title: t('userManagement.column.status'),
      sortable: true,
      render: (_value, row) => <StatusTag status={row.status} />,
    },
  ];
}
