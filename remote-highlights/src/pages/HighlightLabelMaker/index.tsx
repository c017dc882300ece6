// Highlight - Label Maker (route /dashboard/highlight/label-maker, the landing
// page after sign-in): filter bar with dates, variant, label maker, bottle
// maker and oil maker (kept in the URL); the label-maker cards; Scan vs Active
// per period and variant; Detailed by Bottle Maker; QR Active By Label Maker
// (spec shell-highlights 2). Every block loads on its own.
import { Column, useBlockData } from '@qrguard/shared-ui';
import { CompanyPieCard } from '../../common/CompanyPieCard';
import { HighlightPageLayout } from '../../common/HighlightPageLayout';
import type { HighlightPageProps } from '../../common/HighlightPageProps';
import { useHighlightFilter } from '../../common/useHighlightFilter';
import { BottleMakerChart } from './components/BottleMakerChart';
import { ScanVsActiveChart } from './components/ScanVsActiveChart';
import { labelMakerServices, type LabelMakerServices } from './services';
import { CARDS, COMPANY_INFO, COMPANY_TITLE, SELECTORS, TITLE } from './types';

export type HighlightLabelMakerProps = HighlightPageProps<LabelMakerServices>;

export default function HighlightLabelMaker({ services = labelMakerServices, now }: HighlightLabelMakerProps) {
  const { filterBar, query, seriesQuery } = useHighlightFilter({ selectors: SELECTORS, now });
  const stats = useBlockData(services.stats, query, { name: 'the label-maker figures' });
  const variants = useBlockData(services.variants, seriesQuery, { name: 'the Scan vs Active chart' });
  const bottleMakers = useBlockData(services.bottleMakers, query, { name: 'the Detailed by Bottle Maker chart' });
  const companies = useBlockData(services.companies, query, { name: 'the QR Active By Label Maker chart' });

  return (
    <HighlightPageLayout
      title={TITLE}
      filterBar={filterBar}
      stats={stats}
      statRows={[{ label: 'highlight.labelMaker.figures', cards: CARDS }]}
    >
      <Column xl={15}>
        <ScanVsActiveChart block={variants} mode={seriesQuery.mode} />
      </Column>
      <Column xl={9}>
        <BottleMakerChart block={bottleMakers} />
      </Column>
      <Column>
        <CompanyPieCard title={COMPANY_TITLE} info={COMPANY_INFO} block={companies} />
      </Column>
    </HighlightPageLayout>
  );
}
