// Checking Report: labels that passed verification per period, by variant,
// for the page's filter (dates and label maker), with a Download Excel of its
// figures that works (the original's button had no action).
import type { CheckingReportRow } from '@qrguard/shared-api';
import { BarChartCard, ExportButton, useT, type BlockData, type PeriodMode } from '@qrguard/shared-ui';
import { Flex } from 'antd';
import { checkingChart, checkingExportJob } from '../checkingChart';

export interface CheckingReportChartProps {
  block: BlockData<CheckingReportRow[]>;
  mode: PeriodMode;
}

export function CheckingReportChart({ block, mode }: CheckingReportChartProps) {
  const t = useT();
  const title = t('labelMakerReport.checking');
  const rows = block.state.status === 'ready' ? block.state.data : undefined;
  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end">
        <ExportButton
          label={t('labelMakerReport.downloadChecking')}
          disabled={!rows || rows.length === 0}
          job={() => checkingExportJob(rows ?? [], mode, t)}
        />
      </Flex>
      <BarChartCard
        title={title}
        info={t('labelMakerReport.checkingInfo')}
        block={block}
        chart={(data) => checkingChart(data, mode, t)}
      />
    </Flex>
  );
}
