// The activity log's columns (spec reports-settings 2).
import type { DataTableColumn } from '@qrguard/shared-ui';
import type { ActivityRow } from '../types';

export const activityColumns: DataTableColumn<ActivityRow>[] = [
  // An id, not a quantity: no thousands separator.
  { key: 'user_id', title: 'User ID', format: 'text', width: 100 },
  { key: 'username', title: 'Username' },
  { key: 'menu', title: 'Menu' },
  { key: 'module', title: 'Module' },
  { key: 'created_at', title: 'Last Access', format: 'datetime', width: 200 },
];
