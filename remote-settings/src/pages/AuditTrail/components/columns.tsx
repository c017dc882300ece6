// The audit trail's columns: when, who, what, on what, the changes, from where.
import { Typography } from 'antd';
import type { DataTableColumn, TranslateFn } from '@qrguard/shared-ui';
import type { AuditEventRow } from '../types';
import { AuditChanges, changeLines } from './AuditChanges';

/** A value of the API by its key under `group` in the reader's language; the value itself when unknown. */
function known(t: TranslateFn, group: string, value: string): string {
  const key = `auditTrail.${group}.${value}`;
  const text = t(key);
  return text === key ? value : text;
}

export const actionText = (t: TranslateFn, action: string) => known(t, 'actionName', action);
export const targetKindText = (t: TranslateFn, kind: string) => known(t, 'targetKind', kind);

export function auditColumns(t: TranslateFn): DataTableColumn<AuditEventRow>[] {
  return [
    { key: 'at', title: t('auditTrail.column.at'), format: 'datetime', sortable: true, width: 190 },
    { key: 'actor_username', title: t('auditTrail.column.actor'), sortable: true },
    {
      key: 'action',
      title: t('auditTrail.column.action'),
      sortable: true,
      render: (value) => actionText(t, String(value)),
    },
    {
      key: 'target_kind',
      title: t('auditTrail.column.target'),
      sortable: true,
      exportValue: (row) => `${targetKindText(t, row.target_kind)}: ${row.target_label || row.target_id}`,
      render: (_value, row) => (
        <>
          <Typography.Text type="secondary">{targetKindText(t, row.target_kind)}</Typography.Text>
          <br />
          {row.target_label || row.target_id}
        </>
      ),
    },
    {
      key: 'before',
      title: t('auditTrail.column.changes'),
      render: (_value, row) => <AuditChanges before={row.before} after={row.after} />,
      // One line per change in the file's cell, or the same words the table shows for none.
      exportValue: (row) =>
        changeLines(t, row.before, row.after)
          .map((line) => line.text)
          .join('\n') || t('auditTrail.noChange'),
    },
    { key: 'client_address', title: t('auditTrail.column.address'), format: 'text' },
  ];
}
