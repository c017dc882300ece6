// Highlight - Label Maker (route /dashboard/highlight/label-maker, the landing
// page after sign-in): filter bar with dates, variant, label maker, bottle
// maker and oil maker (kept in the URL); the label-maker cards; Scan vs Active
// per period and variant; Detailed by Bottle Maker; QR Active By Label Maker
// (spec shell-highlights 2). Every block loads on its own.
import { Col, Flex, Row } from 'antd';
import { DateFilterBar, PageHeader, StatCards, useBlockData } from '@qrguard/shared-ui';
import { CompanyPieCard } from '../../common/CompanyPieCard';
import { useHighlightFilter } from '../../common/useHighlightFilter';
import { BottleMakerChart } from './components/BottleMakerChart';
import { ScanVsActiveChart } from './components/ScanVsActiveChart';
import { labelMakerServices, type LabelMakerServices } from './services';
import { CARDS, COMPANY_INFO, COMPANY_TITLE, SELECTORS, TITLE } from './types';

export interface HighlightLabelMakerProps {
  services?: LabelMakerServices;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
}

export default function HighlightLabelMaker({ services = labelMakerServices, now }: HighlightLabelMakerProps) {
  const { filter, setFilter, query, seriesQuery } = useHighlightFilter({ selectors: SELECTORS, now });
  const stats = useBlockData(services.stats, query, { name: 'the label-maker figures' });
  const variants = useBlockData(services.variants, seriesQuery, { name: 'the Scan vs Active chart' });
  const bottleMakers = useBlockData(services.bottleMakers, query, { name: 'the Detailed by Bottle Maker chart' });
  const companies = useBlockData(services.companies, query, { name: 'the QR Active By Label Maker chart' });

  return (
    <section aria-label={TITLE}>
      <PageHeader title={TITLE} />
      <Flex vertical gap={16}>
        <DateFilterBar value={filter} onChange={setFilter} selectors={SELECTORS} now={now} />
        <StatCards aria-label="Label-maker figures" state={stats.state} cards={CARDS} onRetry={stats.reload} />
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={15}>
            <ScanVsActiveChart block={variants} mode={seriesQuery.mode} />
          </Col>
          <Col xs={24} xl={9}>
            <BottleMakerChart block={bottleMakers} />
          </Col>
          <Col xs={24}>
            <CompanyPieCard title={COMPANY_TITLE} info={COMPANY_INFO} block={companies} />
          </Col>
        </Row>
      </Flex>
    </section>
  );
}
