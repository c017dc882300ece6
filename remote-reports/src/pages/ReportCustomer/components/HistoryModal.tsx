// A report's case history: who moved it, when, from which status to which, and the note.
import { useEffect, useState } from 'react';
import { Modal, Typography } from 'antd';
import type { CustomerReportRow, ReportCaseHistoryRow } from '@qrguard/shared-api';
import { DataTable, formatDateTime, useDescribeError, useT, type DataTableColumn } from '@qrguard/shared-ui';
import { caseText } from '../query';

export interface HistoryModalProps {
  report: CustomerReportRow;
  load: (id: number) => Promise<ReportCaseHistoryRow[]>;
  onClose: () => void;
}

type HistoryState =
  { status: 'loading' } | { status: 'ready'; rows: ReportCaseHistoryRow[] } | { status: 'failed'; message: string };

export function HistoryModal({ report, load, onClose }: HistoryModalProps) {
  const t = useT();
  const describe = useDescribeError();
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    load(report.id).then(
      (rows) => live && setState({ status: 'ready', rows }),
      (error: unknown) => live && setState({ status: 'failed', message: describe(error) }),
    );
    return () => {
      live = false;
    };
  }, [report.id, load, describe]);

  const columns: DataTableColumn<ReportCaseHistoryRow>[] = [
    { key: 'changed_at', title: t('consumerReport.history.when'), render: (v) => formatDateTime(String(v)) },
    { key: 'changed_by', title: t('consumerReport.history.who') },
    {
      key: 'from_status',
      title: t('consumerReport.history.change'),
      render: (_v, row) => `${caseText(t, row.from_status)} → ${caseText(t, row.to_status)}`,
    },
    { key: 'note', title: t('consumerReport.note'), render: (v) => (v ? String(v) : '-') },
  ];
  return (
    <Modal
      open
      title={t('consumerReport.historyTitle', { id: report.id })}
      onCancel={onClose}
      footer={null}
      width={760}
    >
      {state.status === 'failed' ? (
        <Typography.Text type="danger" role="alert">
          {state.message}
        </Typography.Text>
      ) : state.status === 'loading' ? (
        <Typography.Text>{t('consumerReport.historyLoading')}</Typography.Text>
      ) : (
        <DataTable<ReportCaseHistoryRow>
          aria-label={t('consumerReport.historyTitle', { id: report.id })}
          columns={columns}
          rowKey="id"
          dataSource={state.rows}
          disableUrlState
          height="320px"
          emptyText={t('consumerReport.noHistory')}
        />
      )}
    </Modal>
  );
}
