// Report - Consumer (issue 11; spec reports-settings 2, 3, 7, 8, 9): the
// customers' reports newest first, with a view-map button where the report is
// located and a view-image button where it has a photo.
//
// Beyond the original, each report is a case (Open, Investigating, Confirmed
// counterfeit, Not counterfeit, Closed) with a note: holders of
// REPORT_CASE_EDIT move it (only to the statuses the API offers in
// `case_next`), everyone else sees it read-only; every move is kept and shown
// in the case history; the table filters by case status (kept in the URL).
import { useCallback, useMemo, useRef, useState } from 'react';
import { Card, Flex, Modal, Select, Tag, Typography } from 'antd';
import { EnvironmentOutlined, FileImageOutlined, HistoryOutlined, EditOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import {
  ApiError,
  fetchCustomerReports,
  fetchReportCaseHistory,
  holderOf,
  mayOpen,
  PERMISSIONS,
  reportPhotoUrl,
  setReportCaseStatus,
  useSession,
  type CustomerReportRow,
  type ReportCaseStatus,
} from '@qrguard/shared-api';
import {
  DataTable,
  GeoMap,
  PageHeader,
  apiValueText,
  useDescribeError,
  useT,
  type DataTableButton,
  type DataTableColumn,
  type DataTableHandle,
  type TranslateFn,
} from '@qrguard/shared-ui';
import { CaseModal } from './components/CaseModal';
import { HistoryModal } from './components/HistoryModal';
import { PhotoModal } from './components/PhotoModal';
import { CASE_STATUSES, REPORT_SORT, caseStatusOf, caseText, reportQuery, type ReportFilters } from './query';

/** The page's calls (shared-api's services); only tests pass others. */
export const REPORT_SERVICE = {
  fetchCustomerReports,
  setReportCaseStatus,
  fetchReportCaseHistory,
  reportPhotoUrl,
};
export type ReportService = typeof REPORT_SERVICE;

export interface ReportCustomerProps {
  service?: ReportService;
}

const CASE_COLORS: Record<ReportCaseStatus, string> = {
  Open: 'blue',
  Investigating: 'gold',
  'Confirmed counterfeit': 'red',
  'Not counterfeit': 'green',
  Closed: 'default',
};

export function reportColumns(t: TranslateFn): DataTableColumn<CustomerReportRow>[] {
  return [
    { key: 'url', title: t('consumerReport.column.url') },
    { key: 'variant', title: t('consumerReport.column.variant') },
    { key: 'volume', title: t('consumerReport.column.volume'), format: 'volume', align: 'right' },
    {
      key: 'reason',
      title: t('consumerReport.column.reason'),
      sortable: true,
      render: (value) => apiValueText(t, 'reason', String(value)),
    },
    { key: 'description', title: t('consumerReport.column.description') },
    { key: 'scan_date', title: t('consumerReport.column.scanDate'), format: 'datetime', sortable: true },
    {
      key: 'case_status',
      title: t('consumerReport.column.caseStatus'),
      sortable: true,
      exportValue: (row) => caseText(t, row.case_status) + (row.case_note ? ` (${row.case_note})` : ''),
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <Tag color={CASE_COLORS[row.case_status]} style={{ width: 'fit-content' }}>
            {caseText(t, row.case_status)}
          </Tag>
          {row.case_note ? <Typography.Text type="secondary">{row.case_note}</Typography.Text> : null}
        </Flex>
      ),
    },
  ];
}

type Opened =
  | { kind: 'map'; report: CustomerReportRow }
  | { kind: 'photo'; report: CustomerReportRow }
  | { kind: 'history'; report: CustomerReportRow }
  | { kind: 'case'; report: CustomerReportRow };

export default function ReportCustomer({ service = REPORT_SERVICE }: ReportCustomerProps) {
  const t = useT();
  const describe = useDescribeError();
  // The page's title is the menu's label (sidebar "Report Customer").
  const title = t('menu.ReportCustomer');
  const session = useSession();
  const holder = session ? holderOf(session) : null;
  const canEdit = holder ? mayOpen(holder, PERMISSIONS.reportCaseEdit) : false;
  const table = useRef<DataTableHandle>(null);
  const [modal, modalHolder] = Modal.useModal();

  const [params, setParams] = useSearchParams();
  const caseStatus = caseStatusOf(params.get('case'));
  const filters = useMemo<ReportFilters>(() => ({ caseStatus }), [caseStatus]);
  const setCaseStatus = (next: ReportCaseStatus | '') =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('case', next);
      else updated.delete('case');
      return updated;
    });

  const [opened, setOpened] = useState<Opened | null>(null);
  const close = useCallback(() => setOpened(null), []);
  const columns = useMemo(() => reportColumns(t), [t]);
  const buttons = useMemo<DataTableButton<CustomerReportRow>[]>(
    () => [
      {
        key: 'map',
        title: t('consumerReport.viewMap'),
        icon: <EnvironmentOutlined />,
        variable: 'has_location',
        onClick: (report) => setOpened({ kind: 'map', report }),
      },
      {
        key: 'photo',
        title: t('consumerReport.viewImage'),
        icon: <FileImageOutlined />,
        variable: 'has_photo',
        onClick: (report) => setOpened({ kind: 'photo', report }),
      },
      {
        key: 'history',
        title: t('consumerReport.viewHistory'),
        icon: <HistoryOutlined />,
        onClick: (report) => setOpened({ kind: 'history', report }),
      },
      ...(canEdit
        ? [
            {
              key: 'case',
              title: t('consumerReport.changeCase'),
              icon: <EditOutlined />,
              show: (report: CustomerReportRow) => report.case_next.length > 0,
              onClick: (report: CustomerReportRow) => setOpened({ kind: 'case', report }),
            },
          ]
        : []),
    ],
    [t, canEdit],
  );

  const moveCase = async (report: CustomerReportRow, status: ReportCaseStatus, note: string) => {
    try {
      await service.setReportCaseStatus(report.id, {
        status,
        expected_status: report.case_status,
        ...(note ? { note } : {}),
      });
      setOpened(null);
      table.current?.reload();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Someone moved the case meanwhile: the server says how; the table shows where it is now.
        setOpened(null);
        table.current?.reload();
        await modal.error({
          title: t('consumerReport.conflictTitle'),
          content: error.message,
          okText: t('feedback.ok'),
        });
        return;
      }
      await modal.error({ title: t('consumerReport.failedTitle'), content: describe(error), okText: t('feedback.ok') });
    }
  };

  const filterLabel = t('consumerReport.caseFilter');
  return (
    <section aria-label={title}>
      <PageHeader title={title} />
      <Card>
        <Flex vertical gap={16}>
          <Flex gap={8} align="center" wrap>
            <label htmlFor="report-case-filter">{filterLabel}</label>
            <Select<ReportCaseStatus | ''>
              id="report-case-filter"
              aria-label={filterLabel}
              style={{ minWidth: 200 }}
              value={caseStatus}
              onChange={setCaseStatus}
              options={[
                { value: '', label: t('consumerReport.allCases') },
                ...CASE_STATUSES.map((value) => ({ value, label: caseText(t, value) })),
              ]}
            />
          </Flex>
          {canEdit ? null : <Typography.Text type="secondary">{t('consumerReport.readOnly')}</Typography.Text>}
          <DataTable<CustomerReportRow, ReportFilters>
            ref={table}
            aria-label={t('consumerReport.table')}
            columns={columns}
            rowKey="id"
            defaultSort={REPORT_SORT}
            filters={filters}
            fetchPage={(request, current) => service.fetchCustomerReports(reportQuery(current, request))}
            buttons={buttons}
            specialButtons={['map', 'photo']}
          />
        </Flex>
      </Card>
      {opened?.kind === 'map' ? (
        <Modal
          open
          title={t('consumerReport.mapTitle', { id: opened.report.id })}
          onCancel={close}
          footer={null}
          width={720}
        >
          <GeoMap
            title={opened.report.url}
            rows={[{ lat: opened.report.lat, lng: opened.report.lng, label: opened.report.url }]}
            preset="detail"
            height={320}
          />
        </Modal>
      ) : null}
      {opened?.kind === 'photo' ? (
        <PhotoModal key={opened.report.id} report={opened.report} loadPhoto={service.reportPhotoUrl} onClose={close} />
      ) : null}
      {opened?.kind === 'history' ? (
        <HistoryModal
          key={opened.report.id}
          report={opened.report}
          load={service.fetchReportCaseHistory}
          onClose={close}
        />
      ) : null}
      {opened?.kind === 'case' ? (
        <CaseModal
          key={opened.report.id}
          report={opened.report}
          onSubmit={(status, note) => moveCase(opened.report, status, note)}
          onClose={close}
        />
      ) : null}
      {modalHolder}
    </section>
  );
}
