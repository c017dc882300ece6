// QR vs Active: per period an Active stack and a QR stack, each split by
// variant (oilmaker-variant-overview: activated_<Variant>, totalqr_<Variant>).
import { useFilterLists, type OilMakerVariantRow } from '@qrguard/shared-api';
import { BarChartCard, useT, type BlockData, type PeriodMode } from '@qrguard/shared-ui';
import { pairedVariantChart, type StackDefinition } from '../../../common/pairedVariantChart';
import { QR_VS_ACTIVE_INFO, QR_VS_ACTIVE_TITLE } from '../types';

export const QR_VS_ACTIVE_STACKS: StackDefinition[] = [
  { prefix: 'activated', label: 'highlight.series.active' },
  { prefix: 'totalqr', label: 'highlight.series.qr', opacity: 0.45 },
];

export function QrVsActiveChart({ block, mode }: { block: BlockData<OilMakerVariantRow[]>; mode: PeriodMode }) {
  const { variants } = useFilterLists();
  const t = useT();
  return (
    <BarChartCard
      title={t(QR_VS_ACTIVE_TITLE)}
      info={t(QR_VS_ACTIVE_INFO)}
      block={block}
      chart={(rows) => pairedVariantChart(rows, QR_VS_ACTIVE_STACKS, mode, variants)}
    />
  );
}
