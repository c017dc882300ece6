// Detailed by Bottle Maker: Success (verified) and Failed labels per bottle maker, side by side.
import type { BottleMakerRow } from '@qrguard/shared-api';
import { BarChartCard, type BarChartInput, type BlockData } from '@qrguard/shared-ui';
import { BOTTLE_MAKER_INFO, BOTTLE_MAKER_TITLE } from '../types';

export function bottleMakerChart(rows: readonly BottleMakerRow[]): BarChartInput {
  return {
    categories: rows.map((r) => r.bottle_maker),
    series: [
      { name: 'Success', data: rows.map((r) => r.active), color: '#52c41a' },
      { name: 'Failed', data: rows.map((r) => r.failed), color: '#f5222d' },
    ],
  };
}

export function BottleMakerChart({ block }: { block: BlockData<BottleMakerRow[]> }) {
  return <BarChartCard title={BOTTLE_MAKER_TITLE} info={BOTTLE_MAKER_INFO} block={block} chart={bottleMakerChart} />;
}
