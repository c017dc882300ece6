// Detailed by Bottle Maker: Success (verified) and Failed labels per bottle maker, side by side.
import type { BottleMakerRow } from '@qrguard/shared-api';
import { BarChartCard, t, useT, type BarChartInput, type BlockData } from '@qrguard/shared-ui';
import { BOTTLE_MAKER_INFO, BOTTLE_MAKER_TITLE } from '../types';

export function bottleMakerChart(rows: readonly BottleMakerRow[]): BarChartInput {
  return {
    categories: rows.map((r) => r.bottle_maker),
    series: [
      { name: t('highlight.series.success'), data: rows.map((r) => r.active), color: '#52c41a' },
      { name: t('highlight.series.failed'), data: rows.map((r) => r.failed), color: '#f5222d' },
    ],
  };
}

export function BottleMakerChart({ block }: { block: BlockData<BottleMakerRow[]> }) {
  const translate = useT();
  return (
    <BarChartCard
      title={translate(BOTTLE_MAKER_TITLE)}
      info={translate(BOTTLE_MAKER_INFO)}
      block={block}
      chart={bottleMakerChart}
    />
  );
}
