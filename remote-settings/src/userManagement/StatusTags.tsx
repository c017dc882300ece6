// The Status (green ACTIVE, red INACTIVE) and Device Lock (blue SET, grey NONE)
// cells of the user tables (spec reports-settings 2), in the reader's language.
import { Tag } from 'antd';
import { userStatusLabel, type DeviceLockValue } from '@qrguard/shared-api';
import { useT } from '@qrguard/shared-ui';

/**
 * antd's green tag writes green-7 on green-1, 3.4:1: under the 4.5:1 of WCAG AA
 * (issue 10). Its green-8 reads 5.4:1 there. Blue (the theme's primary), red
 * and the default grey tag pass as they are.
 */
const ACTIVE_TEXT = '#237804';

export function StatusTag({ status }: { status: number }) {
  const t = useT();
  const label = userStatusLabel(status);
  return label === 'ACTIVE' ? (
    <Tag color="green" style={{ color: ACTIVE_TEXT }}>
      {t('userManagement.status.ACTIVE')}
    </Tag>
  ) : (
    <Tag color="red">{t('userManagement.status.INACTIVE')}</Tag>
  );
}

export function DeviceLockTag({ lock }: { lock: DeviceLockValue }) {
  const t = useT();
  return lock === 'SET' ? (
    <Tag color="blue">{t('userManagement.deviceLock.SET')}</Tag>
  ) : (
    <Tag>{t('userManagement.deviceLock.NONE')}</Tag>
  );
}
