// Most Suspicious Product: a donut of the invalid customer scans per product,
// with Total and the sum in its centre.
import type { SuspiciousProductRow } from '@qrguard/shared-api';
import { ChartCard, DonutChart, slicesAreEmpty, useT, type BlockData } from '@qrguard/shared-ui';
import { PRODUCT_CHART_INFO } from '../types';

export const PRODUCT_CHART_TITLE = 'highlight.overview.productChart';

/** The API names a never-issued code's product "Unknown". */
const UNKNOWN_PRODUCT = 'Unknown';

export function MostSuspiciousDonut({ block }: { block: BlockData<SuspiciousProductRow[]> }) {
  const t = useT();
  return (
    <ChartCard
      title={t(PRODUCT_CHART_TITLE)}
      info={t(PRODUCT_CHART_INFO)}
      state={block.state}
      onRetry={block.reload}
      isEmpty={(rows) => slicesAreEmpty(rows.map((r) => r.count))}
    >
      {(rows) => (
        <DonutChart
          labels={rows.map((r) => (r.name === UNKNOWN_PRODUCT ? t('common.unknown') : r.name))}
          values={rows.map((r) => r.count)}
          totalLabel={t('common.total')}
          aria-label={t(PRODUCT_CHART_TITLE)}
        />
      )}
    </ChartCard>
  );
}
