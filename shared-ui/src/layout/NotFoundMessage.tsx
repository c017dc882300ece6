// The not-found text of spec shell-highlights 2, shown by the host for unknown
// paths and by each remote for unknown paths inside its area.
import type { ReactNode } from 'react';
import { Result } from 'antd';
import { useT } from '../i18n/i18n';

/** In English; shown in the reader's language (notFound.text). */
export const NOT_FOUND_TEXT = 'The page you are trying to access does not exist.';

export function NotFoundMessage({ extra }: { extra?: ReactNode }) {
  const t = useT();
  return <Result status="404" title="404" subTitle={t('notFound.text')} extra={extra} />;
}
