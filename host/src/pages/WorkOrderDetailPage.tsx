// /work-order-detail?wo=CODE, opened from a notification or the listing. The
// API offers the work order list only, so the detail is the listed record.
import { errorMessage, fetchWorkOrders, type WorkOrder } from '@qrguard/shared-api';
import { Alert, Card, Descriptions, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatTableDate } from './WorkOrderListingPage';

type Loaded = { code: string } & ({ order: WorkOrder | undefined } | { problem: string });

export default function WorkOrderDetailPage() {
  const [params] = useSearchParams();
  const code = params.get('wo') ?? '';
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    let live = true;
    fetchWorkOrders().then(
      (orders) => live && setLoaded({ code, order: orders.find((o) => o.form_code === code) }),
      (error: unknown) => live && setLoaded({ code, problem: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [code]);

  const back = <Link to="/work-order-listing">Back to the work order list</Link>;
  if (loaded?.code !== code) {
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  }
  if ('problem' in loaded)
    return <Alert type="error" showIcon title="The work order could not be loaded" description={loaded.problem} />;
  const { order } = loaded;
  if (!order)
    return (
      <Result
        status="404"
        title="Work order not found"
        subTitle={code ? `There is no work order ${code}.` : 'No work order was given.'}
        extra={back}
      />
    );
  return (
    <Card title={`Work Order ${order.form_code}`} extra={back}>
      <Descriptions column={1} bordered>
        <Descriptions.Item label="Work Order">{order.form_code}</Descriptions.Item>
        <Descriptions.Item label="Created At">{formatTableDate(order.created_at)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
