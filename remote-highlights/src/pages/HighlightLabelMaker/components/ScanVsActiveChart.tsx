// Scan vs Active: per period an Active stack and a Scan stack, each split by
// variant (labelmaker-variant-overview: activate_<Variant>, totalscan_<Variant>).
import { useFilterLists, type LabelMakerVariantRow } from '@qrguard/shared-api';
import { BarChartCard, useT, type BlockData, type PeriodMode } from '@qrguard/shared-ui';
import { pairedVariantChart, type StackDefinition } from '../../../common/pairedVariantChart';
import { SCAN_VS_ACTIVE_INFO, SCAN_VS_ACTIVE_TITLE } from '../types';

export const SCAN_VS_ACTIVE_STACKS: StackDefinition[] = [
  { prefix: 'activate', label: 'highlight.series.active' },
  { prefix: 'totalscan', label: 'highlight.series.scan', opacity: 0.45 },
];

export function ScanVsActiveChart({ block, mode }: { block: BlockData<LabelMakerVariantRow[]>; mode: PeriodMode }) {
  const { variants } = useFilterLists();
  const t = useT();
  return (
    <BarChartCard
      title={t(SCAN_VS_ACTIVE_TITLE)}
      info={t(SCAN_VS_ACTIVE_INFO)}
      block={block}
      chart={(rows) => pairedVariantChart(rows, SCAN_VS_ACTIVE_STACKS, mode, variants)}
    />
  );
}
