// Summary report (route /dashboard/reports/summary-report; spec
// reports-settings 2, 3, 5, 7, 9; issue 14): four sections, Label Maker, Oil
// Maker, Customer Scan and Claim Main Dealer, each a Jan-Dec table for the
// year of its own selector (default this year) with Download Excel.
//
// Decision: each section sends its own year and loads on its own, so changing
// one section's year reloads that section only (the original sent another
// section's year for two of them).
import { Flex } from 'antd';
import { PageHeader, useT, wallClockIn } from '@qrguard/shared-ui';
import { SummarySection } from './SummarySection';
import { SECTION_IDS } from './sections';
import { summaryReportServices, type SummaryReportServices } from './services';

export interface SummaryReportProps {
  /** The page's calls; only tests pass others. */
  services?: SummaryReportServices;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
}

export default function SummaryReport({
  services = summaryReportServices,
  now = () => new Date(),
}: SummaryReportProps) {
  const t = useT();
  const title = t('page.summaryReport');
  // This year in the business time zone, as the API cuts its months.
  const currentYear = wallClockIn(now()).year;
  return (
    <section aria-label={title}>
      <PageHeader title={title} />
      <Flex vertical gap={16}>
        {SECTION_IDS.map((id) => (
          <SummarySection key={id} id={id} load={services[id]} currentYear={currentYear} />
        ))}
      </Flex>
    </section>
  );
}
