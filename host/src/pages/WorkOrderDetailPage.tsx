// /work-order-detail?wo=CODE, opened from a notification or the listing. The
// API offers the work order list only, so the detail is the listed record.
import { errorMessage, fetchWorkOrders, type WorkOrder } from '@qrguard/shared-api';
import { Alert, Card, Descriptions, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatTableDate } from './WorkOrderListingPage';

type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'done'; order: WorkOrder | undefined };

export default function WorkOrderDetailPage() {
  const [params] = useSearchParams();
  const code = params.get('wo') ?? '';
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetchWorkOrders().then(
      (orders) => live && setState({ status: 'done', order: orders.find((o) => o.form_code === code) }),
      (error: unknown) => live && setState({ status: 'failed', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [code]);

  const back = <Link to="/work-order-listing">Back to the work order list</Link>;
  if (state.status === 'loading') return <Card><Skeleton active /></Card>;
  if (state.status === 'failed') return <Alert type="error" showIcon title="The work order could not be loaded" description={state.message} />;
  if (!state.order) return <Result status="404" title="Work order not found" subTitle={code ? `There is no work order ${code}.` : 'No work order was given.'} extra={back} />;
  return (
    <Card title={`Work Order ${state.order.form_code}`} extra={back}>
      <Descriptions column={1} bordered>
        <Descriptions.Item label="Work Order">{state.order.form_code}</Descriptions.Item>
        <Descriptions.Item label="Created At">{formatTableDate(state.order.created_at)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
