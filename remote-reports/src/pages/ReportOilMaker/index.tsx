// Report - Oil Maker (route /dashboard/reports/oil-maker; spec
// reports-settings 2, 3, 4, 7, 9; issue 11): the date filter bar with an oil
// maker selector (both kept in the URL; default This Month), the Activation
// Report chart (Activate vs Deactivate) with Download Excel ("Activation
// Report Oil Maker Download"), and the History Report, newest first, with
// Download Excel ("Report Oil Maker Download").
//
// Decision: the oil maker selector is the filter bar's, so one choice filters
// the chart and the history; the chart's Activate and Deactivate then add up
// to the history's rows with status ACTIVATE / DEACTIVATE for the same filter.
import { Flex } from 'antd';
import { DateFilterBar, PageHeader, useBlockData, useT, type FilterSelector } from '@qrguard/shared-ui';
import { ReportSection } from '../ReportLabelMaker/components/ReportSection';
import { useReportFilter } from '../ReportLabelMaker/useReportFilter';
import { ActivationChart } from './components/ActivationChart';
import { HistoryTable } from './components/HistoryTable';
import { oilMakerReportServices, type OilMakerReportServices } from './services';

const SELECTORS: readonly FilterSelector[] = ['oilmaker'];

export interface ReportOilMakerProps {
  /** The page's calls; only tests pass others. */
  services?: OilMakerReportServices;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
}

export default function ReportOilMaker({ services = oilMakerReportServices, now }: ReportOilMakerProps) {
  const t = useT();
  const title = t('page.reportOilMaker');
  const { filterBar, query, seriesQuery } = useReportFilter(SELECTORS, now);
  const activation = useBlockData(services.activation, seriesQuery, { name: 'the Activation Report chart' });

  return (
    <section aria-label={title}>
      <PageHeader title={title} />
      <Flex vertical gap={16}>
        <DateFilterBar {...filterBar} />
        <ActivationChart block={activation} mode={seriesQuery.mode} />
        <ReportSection title={t('oilMakerReport.history.title')}>
          <HistoryTable query={query} services={services} />
        </ReportSection>
      </Flex>
    </section>
  );
}
