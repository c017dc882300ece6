// The Report Suspect table's columns (spec reports-settings 2, 3: Kode QR,
// Variant, Alasan, Jumlah Scan, Tanggal Scan), in the reader's language. A flag
// a reset cleared says so under its reason, with who and when.
import { Flex, Tag, Typography } from 'antd';
import type { SuspectRow } from '@qrguard/shared-api';
import { apiValueText, formatDateTime, type DataTableColumn, type TranslateFn } from '@qrguard/shared-ui';

const clearedText = (t: TranslateFn, row: SuspectRow) =>
  row.cleared_at ? t('suspectReport.clearedBy', { by: row.cleared_by ?? '-', at: formatDateTime(row.cleared_at) }) : '';

export function suspectColumns(t: TranslateFn): DataTableColumn<SuspectRow>[] {
  return [
    { key: 'qrcode', title: t('suspectReport.column.qrcode'), sortable: true, format: 'text' },
    { key: 'variant', title: t('suspectReport.column.variant'), format: 'text', width: 110 },
    {
      key: 'reason',
      title: t('suspectReport.column.reason'),
      exportValue: (row) => {
        const reason = apiValueText(t, 'suspicion', row.reason);
        return row.cleared_at ? `${reason} (${clearedText(t, row)})` : reason;
      },
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <span>{apiValueText(t, 'suspicion', row.reason)}</span>
          {row.cleared_at ? (
            <Flex gap={4} align="center" wrap>
              <Tag style={{ width: 'fit-content' }}>{t('suspectReport.cleared')}</Tag>
              <Typography.Text type="secondary">{clearedText(t, row)}</Typography.Text>
            </Flex>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'count',
      title: t('suspectReport.column.count'),
      sortable: true,
      format: 'number',
      align: 'right',
      width: 130,
    },
    { key: 'scan_date', title: t('suspectReport.column.scanDate'), sortable: true, format: 'datetime', width: 200 },
  ];
}
