// A work order's status tag and its verification progress (issue 15), shared
// by the listing and the detail page. The bar is a plain progressbar element
// (antd's Progress is not in the curated antd the shell loads).
import type { WorkOrder } from '@qrguard/shared-api';
import { useT } from '@qrguard/shared-ui/i18n';
import { Tag } from 'antd';

/**
 * antd's green tag writes green-7 on green-1, under the 4.5:1 of WCAG AA; its
 * green-8 passes (5.4:1). Blue (the theme's primary) and the grey default pass.
 */
const STATUS_STYLE: Record<WorkOrder['status'], { color?: string; text?: string }> = {
  New: {},
  'In Progress': { color: 'blue' },
  Completed: { color: 'green', text: '#237804' },
};

export function WorkOrderStatusTag({ status }: { status: WorkOrder['status'] }) {
  const t = useT();
  const style = STATUS_STYLE[status] ?? {};
  return (
    <Tag color={style.color} style={style.text ? { color: style.text } : undefined} data-status={status}>
      {t(`workOrder.statusName.${status}`)}
    </Tag>
  );
}

/** Whole percent verified, never 100 before every code is (99.6 % shows 99). */
export function percentVerified(verified: number, total: number): number {
  if (total <= 0) return 0;
  return verified >= total ? 100 : Math.floor((verified / total) * 100);
}

export function WorkOrderProgress({
  order,
  wide = false,
}: {
  order: Pick<WorkOrder, 'form_code' | 'verified' | 'qr_total'>;
  wide?: boolean;
}) {
  const t = useT();
  const percent = percentVerified(order.verified, order.qr_total);
  const text = t('workOrder.progressOf', {
    verified: order.verified.toLocaleString(),
    total: order.qr_total.toLocaleString(),
  });
  return (
    <div style={{ minWidth: wide ? undefined : 140 }}>
      <div
        role="progressbar"
        aria-label={t('workOrder.progressLabel', { code: order.form_code })}
        aria-valuemin={0}
        aria-valuemax={order.qr_total}
        aria-valuenow={order.verified}
        aria-valuetext={`${percent} % · ${text}`}
        style={{ height: wide ? 12 : 8, background: '#f0f0f0', borderRadius: 6, overflow: 'hidden' }}
      >
        <div
          style={{
            width: `${percent}%`,
            height: '100%',
            background: percent === 100 ? '#237804' : '#1668dc',
            transition: 'width 0.3s',
          }}
        />
      </div>
      <div style={{ fontSize: 12, marginTop: 2 }}>
        {percent} % · {text}
      </div>
    </div>
  );
}
