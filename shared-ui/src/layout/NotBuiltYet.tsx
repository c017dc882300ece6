// A page of the route table that is not built yet: it says so plainly instead
// of showing an empty or made-up screen.
import { Result } from 'antd';
import { useT } from '../i18n/i18n';
import { PageHeader } from './PageHeader';

/** In English; shown in the reader's language (common.notBuiltYet). */
export const NOT_BUILT_YET_TEXT = 'This page is not built yet.';

export function NotBuiltYet({ title }: { title: string }) {
  const t = useT();
  return (
    <section aria-label={title}>
      <PageHeader title={title} />
      <Result status="info" title={t('common.notBuiltYet')} />
    </section>
  );
}
