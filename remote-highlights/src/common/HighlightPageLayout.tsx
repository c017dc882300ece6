// The frame every highlight page shares: the titled section with its header,
// the filter bar, the figures (one block, in one or more rows of stat cards)
// and a grid row holding the page's charts (its Col elements).
import type { ReactNode } from 'react';
import { Flex, Row } from 'antd';
import { DateFilterBar, PageHeader, StatCards, type BlockData, type StatDefinition } from '@qrguard/shared-ui';
import type { HighlightFilterBarProps } from './useHighlightFilter';

/** One row of stat cards, named for screen readers. */
export interface StatRow<S> {
  label: string;
  cards: readonly StatDefinition<S>[];
}

export interface HighlightPageLayoutProps<S> {
  title: string;
  subtitle?: ReactNode;
  /** From useHighlightFilter. */
  filterBar: HighlightFilterBarProps;
  /** The block of the figures: every stat row reads it. */
  stats: BlockData<S>;
  statRows: readonly StatRow<S>[];
  /** The charts, each in its Col. */
  children: ReactNode;
}

export function HighlightPageLayout<S>({
  title,
  subtitle,
  filterBar,
  stats,
  statRows,
  children,
}: HighlightPageLayoutProps<S>) {
  return (
    <section aria-label={title}>
      <PageHeader title={title} subtitle={subtitle} />
      <Flex vertical gap={16}>
        <DateFilterBar {...filterBar} />
        {statRows.map((row, index) => (
          <StatCards
            key={row.label}
            aria-label={row.label}
            state={stats.state}
            cards={row.cards}
            onRetry={stats.reload}
            // The rows share one request: only the first says it failed.
            showError={index === 0}
          />
        ))}
        <Row gutter={[16, 16]}>{children}</Row>
      </Flex>
    </section>
  );
}
