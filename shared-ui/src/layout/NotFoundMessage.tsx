// The not-found text of spec shell-highlights 2, shown by the host for unknown
// paths and by each remote for unknown paths inside its area.
import type { ReactNode } from 'react';
import { Result } from 'antd';

export const NOT_FOUND_TEXT = 'The page you are trying to access does not exist.';

export function NotFoundMessage({ extra }: { extra?: ReactNode }) {
  return <Result status="404" title="404" subTitle={NOT_FOUND_TEXT} extra={extra} />;
}
