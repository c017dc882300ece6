// Report - Label Maker (route /dashboard/reports/label-maker; spec
// reports-settings 2, 3, 4, 7, 9; issue 11): the date filter bar with a label
// maker selector (both kept in the URL; default This Month), the Checking
// Report chart with a working Download Excel, the Report by Purchase Order
// (each PO with its lines and the 4 % spare) and the label-maker scan history
// with Download Excel ("Report Label Maker Download").
//
// Decision: the label maker selector is the filter bar's, so one choice
// filters the chart and both tables. The chart's Passed then adds up to the
// history's rows with status Success for the same filter (the contract's
// rule), which a user comparing the two expects.
import { Flex } from 'antd';
import { DateFilterBar, PageHeader, useBlockData, useT, type FilterSelector } from '@qrguard/shared-ui';
import { CheckingReportChart } from './components/CheckingReportChart';
import { HistoryTable } from './components/HistoryTable';
import { PoReport } from './components/PoReport';
import { ReportSection } from './components/ReportSection';
import { labelMakerReportServices, type LabelMakerReportServices } from './services';
import { useReportFilter } from './useReportFilter';

const SELECTORS: readonly FilterSelector[] = ['labelmaker'];

export interface ReportLabelMakerProps {
  /** The page's calls; only tests pass others. */
  services?: LabelMakerReportServices;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
}

export default function ReportLabelMaker({ services = labelMakerReportServices, now }: ReportLabelMakerProps) {
  const t = useT();
  const title = t('page.reportLabelMaker');
  const { filterBar, query, seriesQuery } = useReportFilter(SELECTORS, now);
  const checking = useBlockData(services.checking, seriesQuery, { name: 'the Checking Report chart' });

  return (
    <section aria-label={title}>
      <PageHeader title={title} />
      <Flex vertical gap={16}>
        <DateFilterBar {...filterBar} />
        <CheckingReportChart block={checking} mode={seriesQuery.mode} />
        <ReportSection title={t('labelMakerReport.po.title')}>
          <PoReport query={query} services={services} />
        </ReportSection>
        <ReportSection title={t('labelMakerReport.history.title')}>
          <HistoryTable query={query} services={services} />
        </ReportSection>
      </Flex>
    </section>
  );
}
