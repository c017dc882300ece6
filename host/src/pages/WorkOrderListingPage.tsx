// /work-order-listing: the work orders (the only menu item of role 2),
// newest first, from GET /api/v1/masterData/workorder.
import { errorMessage, fetchWorkOrders, type WorkOrder } from '@qrguard/shared-api';
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

  useEffect(() => {
    let live = true;
    fetchWorkOrders().then(
      (rows) => live && setLoaded({ request, rows }),
      (error: unknown) => live && setLoaded({ request, problem: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [request]);

  const loading = loaded?.request !== request;
  const rows = loaded && 'rows' in loaded ? loaded.rows : [];
  const problem = loaded && 'problem' in loaded ? loaded.problem : undefined;

  return (
    <Card title="List Work Order" extra={<Button onClick={() => setRequest((n) => n + 1)}>Refresh</Button>}>
      {problem && !loading && (
        <Alert
          type="error"
          showIcon
          title="The work orders could not be loaded"
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
          { title: 'No.', key: 'no', width: 70, render: (_value, _row, index) => index + 1 },
          { title: 'Work Order', dataIndex: 'form_code', sorter: (a, b) => a.form_code.localeCompare(b.form_code) },
          {
            title: 'Created At',
            dataIndex: 'created_at',
            render: formatTableDate,
            sorter: (a, b) => a.created_at.localeCompare(b.created_at),
          },
          {
            title: 'Action',
            key: 'action',
            width: 110,
            render: (_value, row) => (
              <Link to={`/work-order-detail?wo=${encodeURIComponent(row.form_code)}`}>Detail</Link>
            ),
          },
        ]}
      />
    </Card>
  );
}
