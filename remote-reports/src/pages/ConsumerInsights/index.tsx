// Consumer Insight: not built yet; the route exists so the menu and deep links work.
import { NotBuiltYet, useT } from '@qrguard/shared-ui';

export default function ConsumerInsights() {
  const t = useT();
  return <NotBuiltYet title={t('page.consumerInsight')} />;
}
