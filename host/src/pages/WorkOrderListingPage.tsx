// /work-order-listing: the work orders (the only menu item of role 2), newest
// first, from GET /api/v1/masterData/workorder. A label maker's work-order user
// reads its own company's only (the API decides, issue 15); each row shows the
// PO, the label maker, the quantities, the verification progress and status.
import { fetchWorkOrders, type WorkOrder } from '@qrguard/shared-api';
import { useDescribeError, useT } from '@qrguard/shared-ui/i18n';
import { Alert, Button, Card, Table } from 'antd';
import moment from 'moment';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { WorkOrderProgress, WorkOrderStatusTag } from './WorkOrderProgress';

/** Spec 9: tables show DD MMM YYYY HH:mm:ss. */
export const formatTableDate = (iso: string) => moment(iso).format('DD MMM YYYY HH:mm:ss');

export const detailPath = (code: string) => `/work-order-detail?wo=${encodeURIComponent(code)}`;

type Loaded = { request: number } & ({ rows: WorkOrder[] } | { problem: string });

export default function WorkOrderListingPage() {
  // Each Refresh is a new request number; the page is loading until that request answered.
  const [request, setRequest] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>();
  const t = useT();
  const describeError = useDescribeError();

  useEffect(() => {
    let live = true;
    fetchWorkOrders().then(
      (rows) => live && setLoaded({ request, rows }),
      (error: unknown) => live && setLoaded({ request, problem: describeError(error) }),
    );
    return () => {
      live = false;
    };
    // A language switch does not fetch again (describeError changes with it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const loading = loaded?.request !== request;
  const rows = loaded && 'rows' in loaded ? loaded.rows : [];
  const problem = loaded && 'problem' in loaded ? loaded.problem : undefined;
  const count = (n: number) => n.toLocaleString();

  return (
    <Card
      title={t('workOrder.list')}
      extra={<Button onClick={() => setRequest((n) => n + 1)}>{t('common.refresh')}</Button>}
      styles={{ body: { padding: 12 } }}
    >
      {problem && !loading && (
        <Alert
          type="error"
          showIcon
          title={t('workOrder.listFailed')}
          description={problem}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<WorkOrder>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        // On a phone the table scrolls sideways inside the card; the code and its link stay first.
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('workOrder.none') }}
        pagination={{ pageSize: 15, pageSizeOptions: [15, 30, 50], showSizeChanger: true }}
        columns={[
          { title: t('workOrder.number'), key: 'no', width: 56, render: (_value, _row, index) => index + 1 },
          {
            title: t('workOrder.workOrder'),
            dataIndex: 'form_code',
            sorter: (a, b) => a.form_code.localeCompare(b.form_code),
            render: (code: string) => <Link to={detailPath(code)}>{code}</Link>,
          },
          {
            title: t('workOrder.status'),
            dataIndex: 'status',
            render: (status: WorkOrder['status']) => <WorkOrderStatusTag status={status} />,
          },
          { title: t('workOrder.po'), dataIndex: 'no_po', render: (po: string | null) => po ?? '-' },
          { title: t('workOrder.labelMaker'), dataIndex: 'label_maker', render: (lm: string | null) => lm ?? '-' },
          { title: t('workOrder.ordered'), dataIndex: 'ordered', align: 'right', render: count },
          { title: t('workOrder.qrTotal'), dataIndex: 'qr_total', align: 'right', render: count },
          {
            title: t('workOrder.progress'),
            key: 'progress',
            render: (_value, row) => <WorkOrderProgress order={row} />,
          },
          {
            title: t('workOrder.createdAt'),
            dataIndex: 'created_at',
            render: formatTableDate,
            sorter: (a, b) => a.created_at.localeCompare(b.created_at),
          },
        ]}
      />
    </Card>
  );
}
