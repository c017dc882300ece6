// /work-order-detail?wo=CODE, opened from a notification or the listing (issue
// 15): GET /api/v1/masterData/workorder/detail, the work order with its PO,
// label maker, lines per variant and verification progress. An unknown code
// and another company's code both answer 404 (the API does not reveal which).
import { ApiError, fetchWorkOrderDetail, type WorkOrderDetail } from '@qrguard/shared-api';
import { useDescribeError, useT } from '@qrguard/shared-ui/i18n';
import { Alert, Card, Descriptions, Result, Skeleton, Table } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatTableDate } from './WorkOrderListingPage';
import { WorkOrderProgress, WorkOrderStatusTag } from './WorkOrderProgress';

type Loaded = { code: string } & ({ order: WorkOrderDetail } | { notFound: true } | { problem: string });

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export default function WorkOrderDetailPage() {
  const [params] = useSearchParams();
  const code = params.get('wo') ?? '';
  const [loaded, setLoaded] = useState<Loaded>();
  const t = useT();
  const describeError = useDescribeError();

  useEffect(() => {
    let live = true;
    if (!code) return undefined;
    fetchWorkOrderDetail(code).then(
      (order) => live && setLoaded({ code, order }),
      (error: unknown) =>
        live && setLoaded(isNotFound(error) ? { code, notFound: true } : { code, problem: describeError(error) }),
    );
    return () => {
      live = false;
    };
    // A language switch does not fetch again (describeError changes with it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  const back = <Link to="/work-order-listing">{t('workOrder.back')}</Link>;
  if (!code)
    return <Result status="404" title={t('workOrder.notFound')} subTitle={t('workOrder.noneGiven')} extra={back} />;
  if (loaded?.code !== code) {
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  }
  if ('problem' in loaded)
    return <Alert type="error" showIcon title={t('workOrder.oneFailed')} description={loaded.problem} />;
  if ('notFound' in loaded)
    return (
      <Result status="404" title={t('workOrder.notFound')} subTitle={t('workOrder.noSuch', { code })} extra={back} />
    );
  const { order } = loaded;
  const count = (n: number) => n.toLocaleString();
  return (
    <Card title={t('workOrder.title', { code: order.form_code })} extra={back} styles={{ body: { padding: 12 } }}>
      <div style={{ marginBottom: 16 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8, flexWrap: 'wrap' }}>
          <strong>{t('workOrder.status')}:</strong> <WorkOrderStatusTag status={order.status} />
        </div>
        <WorkOrderProgress order={order} wide />
      </div>
      <Descriptions column={{ xs: 1, sm: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={t('workOrder.workOrder')}>{order.form_code}</Descriptions.Item>
        <Descriptions.Item label={t('workOrder.po')}>{order.no_po ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('workOrder.poDate')}>{order.po_date ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('workOrder.labelMaker')}>{order.label_maker ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('workOrder.ordered')}>{count(order.ordered)}</Descriptions.Item>
        <Descriptions.Item label={t('workOrder.qrTotal')}>{count(order.qr_total)}</Descriptions.Item>
        <Descriptions.Item label={t('workOrder.createdAt')}>{formatTableDate(order.created_at)}</Descriptions.Item>
        <Descriptions.Item label={t('workOrder.startedAt')}>
          {order.started_at ? formatTableDate(order.started_at) : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('workOrder.completedAt')}>
          {order.completed_at ? formatTableDate(order.completed_at) : '-'}
        </Descriptions.Item>
      </Descriptions>
      <h2 style={{ fontSize: 16, margin: '20px 0 8px' }}>{t('workOrder.lines')}</h2>
      <Table<WorkOrderDetail['lines'][number]>
        rowKey="variant"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={order.lines}
        columns={[
          { title: t('workOrder.variant'), dataIndex: 'variant' },
          { title: t('workOrder.ordered'), dataIndex: 'ordered', align: 'right', render: count },
          { title: t('workOrder.qrTotal'), dataIndex: 'qr_total', align: 'right', render: count },
          { title: t('workOrder.verified'), dataIndex: 'verified', align: 'right', render: count },
          {
            title: t('workOrder.progress'),
            key: 'progress',
            render: (_value, line) => (
              <WorkOrderProgress order={{ ...line, form_code: `${order.form_code} ${line.variant}` }} />
            ),
          },
        ]}
      />
    </Card>
  );
}
