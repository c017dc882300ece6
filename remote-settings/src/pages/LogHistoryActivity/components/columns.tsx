// The activity log's columns (spec reports-settings 2), in the reader's
// language; the menu and module the log recorded are values of the API,
// shown through the translation too (issue 10).
import { apiValueText, type DataTableColumn, type TranslateFn } from '@qrguard/shared-ui';
import type { ActivityRow } from '../types';

export function activityColumns(t: TranslateFn): DataTableColumn<ActivityRow>[] {
  const recorded = (value: unknown) => apiValueText(t, 'activity', String(value ?? ''));
  return [
    // An id, not a quantity: no thousands separator.
    { key: 'user_id', title: t('activityLog.userId'), format: 'text', width: 100 },
    { key: 'username', title: t('activityLog.username') },
    { key: 'menu', title: t('activityLog.menu'), render: recorded },
    { key: 'module', title: t('activityLog.module'), render: recorded },
    { key: 'created_at', title: t('activityLog.lastAccess'), format: 'datetime', width: 200 },
  ];
}
