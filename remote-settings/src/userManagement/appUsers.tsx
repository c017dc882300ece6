// What the Oil Maker App and Penindakan App pages share (spec reports-settings
// 2, 3, 4): their columns (Username, Type, Company on the oil-maker page,
// Status, Device Lock, Last Login), the Edit form's values of a row, and the
// device-lock reset offered only on SET rows.
import type { AppUserRow } from '@qrguard/shared-api';
import { EMPTY_VALUE, type DataTableColumn, type TranslateFn } from '@qrguard/shared-ui';
import { DeviceLockTag, StatusTag } from './StatusTags';
import type { UserFormValues } from './types';

/** An app account's type in the reader's language; the value itself when unknown. */
export function appTypeText(t: TranslateFn, type: string): string {
  const key = `userManagement.appType.${type}`;
  const text = t(key);
  return text === key ? type : text;
}

export function appUserColumns(t: TranslateFn, { company }: { company: boolean }): DataTableColumn<AppUserRow>[] {
  return [
    { key: 'username', title: t('userManagement.column.username'), sortable: true },
    {
      key: 'type',
      title: t('userManagement.column.type'),
      sortable: true,
      render: (value) => appTypeText(t, String(value)),
    },
    ...(company
      ? [
          {
            key: 'company',
            title: t('userManagement.column.company'),
            sortable: true,
            // The oil maker's name as the reference list holds it; its code when it has none.
            render: (_value, row) => row.company_name ?? row.company ?? EMPTY_VALUE,
          } satisfies DataTableColumn<AppUserRow>,
        ]
      : []),
    {
      key: 'status',
      title: t('userManagement.column.status'),
      sortable: true,
      render: (_value, row) => <StatusTag status={row.status} />,
    },
    {
      key: 'device_lock',
      title: t('userManagement.column.deviceLock'),
      render: (_value, row) => <DeviceLockTag lock={row.device_lock} />,
    },
    { key: 'last_login', title: t('userManagement.column.lastLogin'), format: 'datetime', sortable: true },
  ];
}

/** The Edit form of an app account. */
export function appUserFormValues(row: AppUserRow): UserFormValues {
  return {
    username: row.username,
    type: row.type,
    status: row.status,
    productTypes: row.product_category_ids,
    password: '',
    company: row.company ?? undefined,
    labelMaker: undefined,
  };
}

/** The reset is offered only on an account bound to a device (spec reports-settings 4). */
export const lockIsSet = (row: AppUserRow): boolean => row.device_lock === 'SET';
