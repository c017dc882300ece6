// Most Suspicious Product: a donut of the invalid customer scans per product,
// with Total and the sum in its centre.
import type { SuspiciousProductRow } from '@qrguard/shared-api';
import { ChartCard, DonutChart, slicesAreEmpty, type BlockData } from '@qrguard/shared-ui';
import { PRODUCT_CHART_INFO } from '../types';

export const PRODUCT_CHART_TITLE = 'Most Suspicious Product';

export function MostSuspiciousDonut({ block }: { block: BlockData<SuspiciousProductRow[]> }) {
  return (
    <ChartCard
      title={PRODUCT_CHART_TITLE}
      info={PRODUCT_CHART_INFO}
      state={block.state}
      onRetry={block.reload}
      isEmpty={(rows) => slicesAreEmpty(rows.map((r) => r.count))}
    >
      {(rows) => (
        <DonutChart
          labels={rows.map((r) => r.name)}
          values={rows.map((r) => r.count)}
          totalLabel="Total"
          aria-label={PRODUCT_CHART_TITLE}
        />
      )}
    </ChartCard>
  );
}
