// The clear button of a text filter (antd's allowClear), big enough to hit:
// antd draws a 12 px icon, under the 24 px target of WCAG 2.2 (2.5.8,
// axe's target-size) and named "close-circle". Padded to 24 px and named
// in the reader's language.
import { CloseCircleFilled } from '@ant-design/icons';
import type { TranslateFn } from '@qrguard/shared-ui';

export function clearable(t: TranslateFn) {
  return { clearIcon: <CloseCircleFilled aria-label={t('common.clear')} style={{ padding: 6 }} /> };
}
