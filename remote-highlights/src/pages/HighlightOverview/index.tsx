// Highlights (route /dashboard/highlight): the programme at a glance. Filter
// bar (dates and variants, kept in the URL), the label-maker figures, the
// customer-scan figures of the first version, Scan & Suspicious Item per
// period and the Most Suspicious Product donut (spec shell-highlights 2).
// Every block loads on its own.
import { Col, Flex, Row } from 'antd';
import { DateFilterBar, PageHeader, StatCards, useBlockData } from '@qrguard/shared-ui';
import { useHighlightFilter } from '../../common/useHighlightFilter';
import { MostSuspiciousDonut } from './components/MostSuspiciousDonut';
import { ScanSuspiciousChart } from './components/ScanSuspiciousChart';
import { overviewServices, type OverviewServices } from './services';
import { LABEL_CARDS, SCAN_CARDS, SELECTORS, TITLE } from './types';

export interface HighlightOverviewProps {
  services?: OverviewServices;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
}

export default function HighlightOverview({ services = overviewServices, now }: HighlightOverviewProps) {
  const { filter, setFilter, query, seriesQuery } = useHighlightFilter({ selectors: SELECTORS, now });
  const stats = useBlockData(services.stats, query, { name: 'the highlight figures' });
  const scans = useBlockData(services.scanChart, seriesQuery, { name: 'the Scan & Suspicious Item chart' });
  const products = useBlockData(services.byProduct, query, { name: 'the Most Suspicious Product chart' });

  return (
    <section aria-label={TITLE}>
      <PageHeader title={TITLE} />
      <Flex vertical gap={16}>
        <DateFilterBar value={filter} onChange={setFilter} selectors={SELECTORS} now={now} />
        <StatCards aria-label="Label figures" state={stats.state} cards={LABEL_CARDS} onRetry={stats.reload} />
        <StatCards aria-label="Customer scan figures" state={stats.state} cards={SCAN_CARDS} showError={false} />
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={15}>
            <ScanSuspiciousChart block={scans} mode={seriesQuery.mode} />
          </Col>
          <Col xs={24} xl={9}>
            <MostSuspiciousDonut block={products} />
          </Col>
        </Row>
      </Flex>
    </section>
  );
}
