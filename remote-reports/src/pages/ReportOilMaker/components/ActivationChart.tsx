// Activation Report: Activate vs Deactivate per period for the page's filter
// (dates and oil maker), with Download Excel of its figures.
import { Flex } from 'antd';
import type { ActivationReportRow } from '@qrguard/shared-api';
import { BarChartCard, ExportButton, useT, type BlockData, type PeriodMode } from '@qrguard/shared-ui';
import { activationChart, activationExportJob } from '../activationChart';

export function ActivationChart({ block, mode }: { block: BlockData<ActivationReportRow[]>; mode: PeriodMode }) {
  const t = useT();
  const rows = block.state.status === 'ready' ? block.state.data : undefined;
  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end">
        <ExportButton
          label={t('oilMakerReport.downloadActivation')}
          disabled={!rows || rows.length === 0}
          job={() => activationExportJob(rows ?? [], mode, t)}
        />
      </Flex>
      <BarChartCard
        title={t('oilMakerReport.activation')}
        info={t('oilMakerReport.activationInfo')}
        block={block}
        chart={(data) => activationChart(data, mode, t)}
      />
    </Flex>
  );
}
