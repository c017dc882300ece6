// Highlights (route /dashboard/highlight): the programme at a glance. Filter
// bar (dates and variants, kept in the URL), the label-maker figures, the
// customer-scan figures of the first version, Scan & Suspicious Item per
// period and the Most Suspicious Product donut (spec shell-highlights 2).
// Every block loads on its own.
import { Column, useBlockData } from '@qrguard/shared-ui';
import { HighlightPageLayout } from '../../common/HighlightPageLayout';
import type { HighlightPageProps } from '../../common/HighlightPageProps';
import { useHighlightFilter } from '../../common/useHighlightFilter';
import { MostSuspiciousDonut } from './components/MostSuspiciousDonut';
import { ScanSuspiciousChart } from './components/ScanSuspiciousChart';
import { overviewServices, type OverviewServices } from './services';
import { LABEL_CARDS, SCAN_CARDS, SELECTORS, TITLE } from './types';

export type HighlightOverviewProps = HighlightPageProps<OverviewServices>;

export default function HighlightOverview({ services = overviewServices, now }: HighlightOverviewProps) {
  const { filterBar, query, seriesQuery } = useHighlightFilter({ selectors: SELECTORS, now });
  const stats = useBlockData(services.stats, query, { name: 'the highlight figures' });
  const scans = useBlockData(services.scanChart, seriesQuery, { name: 'the Scan & Suspicious Item chart' });
  const products = useBlockData(services.byProduct, query, { name: 'the Most Suspicious Product chart' });

  return (
    <HighlightPageLayout
      title={TITLE}
      filterBar={filterBar}
      stats={stats}
      statRows={[
        { label: 'highlight.overview.labelFigures', cards: LABEL_CARDS },
        { label: 'highlight.overview.scanFigures', cards: SCAN_CARDS },
      ]}
    >
      <Column xl={15}>
        <ScanSuspiciousChart block={scans} mode={seriesQuery.mode} />
      </Column>
      <Column xl={9}>
        <MostSuspiciousDonut block={products} />
      </Column>
    </HighlightPageLayout>
  );
}
