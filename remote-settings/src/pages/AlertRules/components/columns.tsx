// The columns of the rules table and of the deliveries table.
import { Tag } from 'antd';
import { EMPTY_VALUE, type DataTableColumn, type useT } from '@qrguard/shared-ui';
import type { AlertDelivery, AlertRule } from '../types';
import { channelText, eventText, statusText } from './text';

type T = ReturnType<typeof useT>;

const STATUS_COLOR: Record<AlertDelivery['status'], string> = { pending: 'orange', sent: 'green', failed: 'red' };
/**
 * antd's orange and green tags write their -7 colour on the -1 background, under
 * the 4.5:1 of WCAG AA; their -8 colours pass (orange 5.6:1, green 5.4:1). Red passes as it is.
 */
const TAG_TEXT: Record<string, string | undefined> = { orange: '#ad4e00', green: '#237804' };
const tagStyle = (color: string) => (TAG_TEXT[color] ? { color: TAG_TEXT[color] } : undefined);

export function ruleColumns(t: T): DataTableColumn<AlertRule>[] {
  return [
    { key: 'name', title: t('alertRules.column.name') },
    { key: 'event', title: t('alertRules.column.event'), render: (value) => eventText(t, String(value)) },
    { key: 'channel', title: t('alertRules.column.channel'), render: (value) => channelText(t, String(value)) },
    {
      key: 'target',
      title: t('alertRules.column.target'),
      render: (value) => <span style={{ wordBreak: 'break-all' }}>{String(value)}</span>,
    },
    {
      key: 'enabled',
      title: t('alertRules.column.enabled'),
      render: (value) =>
        value ? (
          <Tag color="green" style={tagStyle('green')}>
            {t('alertRules.on')}
          </Tag>
        ) : (
          <Tag>{t('alertRules.off')}</Tag>
        ),
      exportValue: (row) => (row.enabled ? t('alertRules.on') : t('alertRules.off')),
    },
    {
      key: 'secret_hint',
      title: t('alertRules.column.secret'),
      render: (value) => (value === null ? EMPTY_VALUE : String(value)),
    },
    { key: 'updated_at', title: t('alertRules.column.updated'), format: 'datetime' },
  ];
}

export function deliveryColumns(t: T): DataTableColumn<AlertDelivery>[] {
  return [
    { key: 'created_at', title: t('alertRules.column.time'), format: 'datetime', width: 170 },
    { key: 'rule_name', title: t('alertRules.column.rule') },
    {
      key: 'event',
      title: t('alertRules.column.event'),
      render: (value, row) => (
        <>
          {eventText(t, String(value))}
          {row.is_test ? <Tag style={{ marginInlineStart: 8 }}>{t('alertRules.testTag')}</Tag> : null}
        </>
      ),
    },
    {
      key: 'channel',
      title: t('alertRules.column.channel'),
      render: (value) => channelText(t, value as string | null),
    },
    {
      key: 'status',
      title: t('alertRules.column.status'),
      render: (value) => (
        <Tag
          color={STATUS_COLOR[value as AlertDelivery['status']]}
          style={tagStyle(STATUS_COLOR[value as AlertDelivery['status']])}
        >
          {statusText(t, String(value))}
        </Tag>
      ),
      exportValue: (row) => statusText(t, row.status),
    },
    { key: 'attempts', title: t('alertRules.column.attempts'), format: 'number', align: 'right' },
    {
      key: 'response_code',
      title: t('alertRules.column.response'),
      render: (value) => (value === null ? EMPTY_VALUE : String(value)),
    },
    {
      key: 'last_error',
      title: t('alertRules.column.error'),
      render: (value) => (value === null ? EMPTY_VALUE : String(value)),
    },
  ];
}
