// /work-order-detail?wo=CODE, opened from a notification or the listing. The
// API offers the work order list only, so the detail is the listed record.
import { fetchWorkOrders, type WorkOrder } from '@qrguard/shared-api';
import { useDescribeError, useT } from '@qrguard/shared-ui/i18n';
import { Alert, Card, Descriptions, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatTableDate } from './WorkOrderListingPage';

type Loaded = { code: string } & ({ order: WorkOrder | undefined } | { problem: string });

export default function WorkOrderDetailPage() {
  const [params] = useSearchParams();
  const code = params.get('wo') ?? '';
  const [loaded, setLoaded] = useState<Loaded>();
  const t = useT();
  const describeError = useDescribeError();

  useEffect(() => {
    let live = true;
    fetchWorkOrders().then(
      (orders) => live && setLoaded({ code, order: orders.find((o) => o.form_code === code) }),
      (error: unknown) => live && setLoaded({ code, problem: describeError(error) }),
    );
    return () => {
      live = false;
    };
    // A language switch does not fetch again (describeError changes with it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  const back = <Link to="/work-order-listing">{t('workOrder.back')}</Link>;
  if (loaded?.code !== code) {
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  }
  if ('problem' in loaded)
    return <Alert type="error" showIcon title={t('workOrder.oneFailed')} description={loaded.problem} />;
  const { order } = loaded;
  if (!order)
    return (
      <Result
        status="404"
        title={t('workOrder.notFound')}
        subTitle={code ? t('workOrder.noSuch', { code }) : t('workOrder.noneGiven')}
        extra={back}
      />
    );
  return (
    <Card title={t('workOrder.title', { code: order.form_code })} extra={back}>
      <Descriptions column={1} bordered>
        <Descriptions.Item label={t('workOrder.workOrder')}>{order.form_code}</Descriptions.Item>
        <Descriptions.Item label={t('workOrder.createdAt')}>{formatTableDate(order.created_at)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
