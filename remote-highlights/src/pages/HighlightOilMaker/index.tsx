// Highlight - Oil Maker (route /dashboard/highlight/oil-maker): the same
// filter bar as the label-maker page (kept in the URL); cards Total QR, Total
// Scan, Total Active, Total Deactivate; QR vs Active per period and variant;
// QR Active by Oil Maker (spec shell-highlights 2). Every block loads on its own.
import { Column, useBlockData } from '@qrguard/shared-ui';
import { CompanyPieCard } from '../../common/CompanyPieCard';
import { HighlightPageLayout } from '../../common/HighlightPageLayout';
import type { HighlightPageProps } from '../../common/HighlightPageProps';
import { useHighlightFilter } from '../../common/useHighlightFilter';
import { QrVsActiveChart } from './components/QrVsActiveChart';
import { oilMakerServices, type OilMakerServices } from './services';
import { CARDS, COMPANY_INFO, COMPANY_TITLE, SELECTORS, TITLE } from './types';

export type HighlightOilMakerProps = HighlightPageProps<OilMakerServices>;

export default function HighlightOilMaker({ services = oilMakerServices, now }: HighlightOilMakerProps) {
  const { filterBar, query, seriesQuery } = useHighlightFilter({ selectors: SELECTORS, now });
  const stats = useBlockData(services.stats, query, { name: 'the oil-maker figures' });
  const variants = useBlockData(services.variants, seriesQuery, { name: 'the QR vs Active chart' });
  const companies = useBlockData(services.companies, query, { name: 'the QR Active by Oil Maker chart' });

  return (
    <HighlightPageLayout
      title={TITLE}
      filterBar={filterBar}
      stats={stats}
      statRows={[{ label: 'highlight.oilMaker.figures', cards: CARDS }]}
    >
      <Column>
        <QrVsActiveChart block={variants} mode={seriesQuery.mode} />
      </Column>
      <Column>
        <CompanyPieCard title={COMPANY_TITLE} info={COMPANY_INFO} block={companies} />
      </Column>
    </HighlightPageLayout>
  );
}
