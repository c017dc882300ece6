// QR Active By Label Maker / by Oil Maker: a pie of companies whose slices
// open a ring of their variants (shared-ui's PieBreakdownChart).
import type { ReactNode } from 'react';
import type { CompanyRow } from '@qrguard/shared-api';
import { ChartCard, PieBreakdownChart, type BlockData } from '@qrguard/shared-ui';
import { companiesAreEmpty, companySlices } from './companySlices';

export function CompanyPieCard({
  title,
  info,
  block,
}: {
  title: string;
  info: ReactNode;
  block: BlockData<CompanyRow[]>;
}) {
  return (
    <ChartCard title={title} info={info} state={block.state} onRetry={block.reload} isEmpty={companiesAreEmpty}>
      {(rows) => <PieBreakdownChart slices={companySlices(rows)} aria-label={title} />}
    </ChartCard>
  );
}
