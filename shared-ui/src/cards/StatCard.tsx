// One figure of a dashboard: title with its info popover, the value with
// comma thousands, and the unit (spec shell-highlights 2 and 9).
import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { EMPTY_VALUE, formatNumber } from '../format/formatters';
import { useT } from '../i18n/i18n';
import { InfoPopover } from './InfoPopover';

export interface StatCardProps {
  title: string;
  /** undefined while loading or when the figure is not available ("-"). */
  value: number | null | undefined;
  unit?: string;
  info?: ReactNode;
  loading?: boolean;
}

export function StatCard({ title, value, unit, info, loading = false }: StatCardProps) {
  const t = useT();
  const shown = loading ? t('loading') : value === null || value === undefined ? EMPTY_VALUE : formatNumber(value);
  return (
    <Card size="small" className="qg-stat-card" role="group" aria-label={title} style={{ height: '100%' }}>
      <Flex justify="space-between" align="flex-start" gap={4}>
        <Typography.Text type="secondary">{title}</Typography.Text>
        {info ? <InfoPopover title={title} content={info} /> : null}
      </Flex>
      <Flex align="baseline" gap={6} wrap>
        <Typography.Text
          strong
          className="qg-stat-value"
          // One line height loading or loaded: the card keeps its height when the figure
          // arrives, so the charts below do not jump (issue 10: Lighthouse's layout shift).
          style={{ fontSize: loading ? 14 : 24, lineHeight: '32px' }}
          aria-busy={loading || undefined}
        >
          {shown}
        </Typography.Text>
        {unit && !loading ? <Typography.Text type="secondary">{unit}</Typography.Text> : null}
      </Flex>
    </Card>
  );
}
