// QR Active By Label Maker / by Oil Maker: a pie of companies whose slices
// open a ring of their variants (shared-ui's PieBreakdownChart).
import type { CompanyRow } from '@qrguard/shared-api';
import { ChartCard, PieBreakdownChart, useT, type BlockData } from '@qrguard/shared-ui';
import { companiesAreEmpty, companySlices } from './companySlices';

export function CompanyPieCard({
  title,
  info,
  block,
}: {
  /** Translation keys of the card's title and help text. */
  title: string;
  info: string;
  block: BlockData<CompanyRow[]>;
}) {
  const t = useT();
  return (
    <ChartCard title={t(title)} info={t(info)} state={block.state} onRetry={block.reload} isEmpty={companiesAreEmpty}>
      {(rows) => <PieBreakdownChart slices={companySlices(rows)} aria-label={t(title)} />}
    </ChartCard>
  );
}
