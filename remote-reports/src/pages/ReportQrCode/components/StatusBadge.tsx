// The status badge of the details modal (spec reports-settings 4): Unverified
// orange, Verified green, Deactivated red; and the list's status label.
import { Tag } from 'antd';
import { apiValueText, useT } from '@qrguard/shared-ui';
import { statusBadge } from '../detail';

/**
 * antd's orange and green tags write their -7 colour on the -1 background,
 * under the 4.5:1 of WCAG AA; their -8 colours pass (orange 5.6:1, green
 * 5.4:1). The red tag passes as it is.
 */
const TEXT: Record<string, string | undefined> = { orange: '#ad4e00', green: '#237804' };

export function StatusBadge({ status }: { status: number }) {
  const t = useT();
  const badge = statusBadge(status);
  return (
    <Tag color={badge.color} style={TEXT[badge.color] ? { color: TEXT[badge.color] } : undefined} data-status={status}>
      {t(`qrReport.statusName.${badge.key}`)}
    </Tag>
  );
}

const LIST_STATUS = { ACTIVE: 1, INACTIVE: 0, DEACTIVATED: 2 } as const;

/** A row's status label (ACTIVE, INACTIVE, DEACTIVATED) in the badge's colour. */
export function StatusLabel({ label }: { label: string }) {
  const t = useT();
  const badge = statusBadge(LIST_STATUS[label as keyof typeof LIST_STATUS] ?? 0);
  return (
    <Tag color={badge.color} style={TEXT[badge.color] ? { color: TEXT[badge.color] } : undefined}>
      {apiValueText(t, 'qrStatus', label)}
    </Tag>
  );
}
