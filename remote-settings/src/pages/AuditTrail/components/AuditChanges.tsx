// An audit event's before and after as a readable diff: one line per changed
// field, "Field: old → new" (issue 13). Values the dashboard shows in words
// elsewhere (status, device lock, app types, roles) read the same here.
import { Typography } from 'antd';
import { userStatusLabel } from '@qrguard/shared-api';
import { apiValueText, formatDateTime, useT, type TranslateFn } from '@qrguard/shared-ui';
import { appTypeText } from '../../../userManagement/appUsers';
import { diffChanges, valueText } from '../diff';

/** A field's name in the reader's language; the recorded name when unknown. */
function fieldName(t: TranslateFn, field: string): string {
  const key = `auditTrail.field.${field}`;
  const text = t(key);
  return text === key ? field : text;
}

const named = (item: unknown): unknown =>
  typeof item === 'object' && item !== null && 'name' in item ? (item as { name: unknown }).name : item;

/** One side of a change as text. */
export function changeValueText(t: TranslateFn, field: string, value: unknown): string {
  if ((field === 'status' && (value === 0 || value === 1)) || value === 'ACTIVE' || value === 'INACTIVE') {
    return t(`userManagement.status.${typeof value === 'number' ? userStatusLabel(value) : value}`);
  }
  if (field === 'device_lock' && (value === 'SET' || value === 'NONE')) return t(`userManagement.deviceLock.${value}`);
  if (typeof value === 'boolean') return t(value ? 'auditTrail.yes' : 'auditTrail.no');
  if (field === 'super_admin' && (value === 0 || value === 1))
    return t(value === 1 ? 'auditTrail.yes' : 'auditTrail.no');
  if (field === 'last_login' && typeof value === 'string') return formatDateTime(value);
  if (field === 'type' && typeof value === 'string') return appTypeText(t, value);
  if (field === 'roles' && Array.isArray(value)) {
    return value.map((role) => apiValueText(t, 'role', String(named(role)))).join(', ') || t('auditTrail.empty');
  }
  const text = valueText(Array.isArray(value) ? value.map(named) : value);
  return text ?? t('auditTrail.empty');
}

/** Each changed field as "Field: old → new", in the reader's language (the table's lines, the export's cell). */
export function changeLines(t: TranslateFn, before: unknown, after: unknown): { field: string; text: string }[] {
  return diffChanges(before, after).map((change) => ({
    field: change.field,
    text: t('auditTrail.changeFrom', {
      field: fieldName(t, change.field),
      before: changeValueText(t, change.field, change.before),
      after: changeValueText(t, change.field, change.after),
    }),
  }));
}

export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const t = useT();
  const lines = changeLines(t, before, after);
  if (lines.length === 0) return <Typography.Text type="secondary">{t('auditTrail.noChange')}</Typography.Text>;
  return (
    <ul className="qg-audit-changes" style={{ margin: 0, paddingLeft: 16 }}>
      {lines.map((line) => (
        <li key={line.field}>{line.text}</li>
      ))}
    </ul>
  );
}
