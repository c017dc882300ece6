// A page of the route table that is not built yet: it says so plainly instead
// of showing an empty or made-up screen.
import { Result } from 'antd';
import { PageHeader } from './PageHeader';

export const NOT_BUILT_YET_TEXT = 'This page is not built yet.';

export function NotBuiltYet({ title }: { title: string }) {
  return (
    <section aria-label={title}>
      <PageHeader title={title} />
      <Result status="info" title={NOT_BUILT_YET_TEXT} />
    </section>
  );
}
