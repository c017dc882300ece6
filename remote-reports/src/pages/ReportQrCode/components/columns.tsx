// The Report QR Code table's columns (spec reports-settings 3: qrcode,
// serial_number, status, created_at), in the reader's language.
import { Button } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import type { DataTableColumn, TranslateFn } from '@qrguard/shared-ui';
import type { QrCodeRow } from '../types';
import { StatusLabel } from './StatusBadge';

export function qrColumns(t: TranslateFn, onDetails: (row: QrCodeRow) => void): DataTableColumn<QrCodeRow>[] {
  return [
    { key: 'qrcode', title: t('qrReport.column.qrcode'), sortable: true, format: 'text' },
    { key: 'serial_number', title: t('qrReport.column.serial_number'), sortable: true, format: 'text' },
    { key: 'variant', title: t('qrReport.column.variant'), format: 'text', width: 110 },
    {
      key: 'status',
      title: t('qrReport.column.status'),
      sortable: true,
      width: 150,
      render: (value) => <StatusLabel label={String(value)} />,
    },
    { key: 'created_at', title: t('qrReport.column.created_at'), sortable: true, format: 'datetime', width: 200 },
    {
      key: 'id',
      title: t('qrReport.column.action'),
      width: 120,
      render: (_value, row) => (
        <Button
          size="small"
          icon={<EyeOutlined aria-hidden />}
          aria-label={t('qrReport.detailsOf', { qrcode: row.qrcode })}
          onClick={() => onDetails(row)}
        >
          {t('qrReport.details')}
        </Button>
      ),
    },
  ];
}
