// /work-order-listing: the work orders (the only menu item of role 2),
// newest first, from GET /api/v1/masterData/workorder.
import { fetchWorkOrders, type WorkOrder } from '@qrguard/shared-api';
import { useDescribeError, useT } from '@qrguard/shared-ui/i18n';
import { Alert, Button, Card, Table } from 'antd';
import moment from 'moment';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

/** Spec 9: tables show DD MMM YYYY HH:mm:ss. */
export const formatTableDate = (iso: string) => moment(iso).format('DD MMM YYYY HH:mm:ss');

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

  return (
    <Card
      title={t('workOrder.list')}
      extra={<Button onClick={() => setRequest((n) => n + 1)}>{t('common.refresh')}</Button>}
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
        pagination={{ pageSize: 15, pageSizeOptions: [15, 30, 50], showSizeChanger: true }}
        columns={[
          { title: t('workOrder.number'), key: 'no', width: 70, render: (_value, _row, index) => index + 1 },
          {
            title: t('workOrder.workOrder'),
            dataIndex: 'form_code',
            sorter: (a, b) => a.form_code.localeCompare(b.form_code),
          },
          {
            title: t('workOrder.createdAt'),
            dataIndex: 'created_at',
            render: formatTableDate,
            sorter: (a, b) => a.created_at.localeCompare(b.created_at),
          },
          {
            title: t('workOrder.action'),
            key: 'action',
            width: 110,
            render: (_value, row) => (
              <Link to={`/work-order-detail?wo=${encodeURIComponent(row.form_code)}`}>{t('common.detail')}</Link>
            ),
          },
        ]}
      />
    </Card>
  );
}
