// Highlight - Customer (route /dashboard/highlight/customer): filter by
// variant and oil maker only (kept in the URL); cards Total Scan Product,
// Total Report Customer, Valid Product, Inactive Product, Expired Product;
// Reasons for Report; Scan vs Report (spec shell-highlights 2). The page has
// no date controls, so its figures cover the filter's default period, This
// Month, which the page names. Its calls wait 100 ms (spec 4).
import { Column, formatDate, useBlockData, useT } from '@qrguard/shared-ui';
import { HighlightPageLayout } from '../../common/HighlightPageLayout';
import type { HighlightPageProps } from '../../common/HighlightPageProps';
import { useHighlightFilter } from '../../common/useHighlightFilter';
import { ReasonsChart } from './components/ReasonsChart';
import { ScanReportChart } from './components/ScanReportChart';
import { customerServices, type CustomerServices } from './services';
import { CARDS, FETCH_DELAY_MS, SELECTORS, TITLE } from './types';

export type HighlightCustomerProps = HighlightPageProps<CustomerServices>;

export default function HighlightCustomer({ services = customerServices, now }: HighlightCustomerProps) {
  const { filter, filterBar, query, seriesQuery } = useHighlightFilter({ selectors: SELECTORS, showDates: false, now });
  const t = useT();
  const options = (name: string) => ({ name, delayMs: FETCH_DELAY_MS });
  const stats = useBlockData(services.stats, query, options('the customer figures'));
  const reasons = useBlockData(services.reasons, query, options('the Reasons for Report chart'));
  const scanReport = useBlockData(services.scanReport, seriesQuery, options('the Scan vs Report chart'));

  return (
    <HighlightPageLayout
      title={TITLE}
      subtitle={t('highlight.customer.period', { start: formatDate(filter.start), end: formatDate(filter.end) })}
      filterBar={filterBar}
      stats={stats}
      statRows={[{ label: 'highlight.customer.figures', cards: CARDS }]}
    >
      <Column xl={12}>
        <ReasonsChart block={reasons} />
      </Column>
      <Column xl={12}>
        <ScanReportChart block={scanReport} mode={seriesQuery.mode} />
      </Column>
    </HighlightPageLayout>
  );
}
