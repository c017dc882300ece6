// The frame every highlight page shares: the titled section with its header,
// the filter bar, the figures (one block, in one or more rows of stat cards)
// and a grid row holding the page's charts (its Column elements). The title, the
// rows' names and the cards' texts are translation keys, translated here.
import type { ReactNode } from 'react';
import { Flex } from 'antd';
import {
  Columns,
  DateFilterBar,
  PageHeader,
  RenderAfter,
  StatCards,
  useT,
  type BlockData,
  type StatDefinition,
  type TranslateFn,
} from '@qrguard/shared-ui';
import type { HighlightFilterBarProps } from './useHighlightFilter';

/** The cards with their title, unit and help text in the reader's language. */
function translatedCards<S>(cards: readonly StatDefinition<S>[], t: TranslateFn): StatDefinition<S>[] {
  return cards.map((card) => ({
    ...card,
    title: t(card.title),
    unit: card.unit === undefined ? undefined : t(card.unit),
    info: typeof card.info === 'string' ? t(card.info) : card.info,
  }));
}

/** One row of stat cards, named for screen readers. */
export interface StatRow<S> {
  /** Translation key of the row's name. */
  label: string;
  cards: readonly StatDefinition<S>[];
}

export interface HighlightPageLayoutProps<S> {
  /** Translation key of the page's title. */
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
  const t = useT();
  return (
    <section aria-label={t(title)}>
      <PageHeader title={t(title)} subtitle={subtitle} />
      <Flex vertical gap={16}>
        <DateFilterBar {...filterBar} />
        {/* The figures, then the charts, each in a commit of its own (RenderAfter). */}
        <RenderAfter>
          {statRows.map((row, index) => (
            <StatCards
              key={row.label}
              aria-label={t(row.label)}
              state={stats.state}
              cards={translatedCards(row.cards, t)}
              onRetry={stats.reload}
              // The rows share one request: only the first says it failed.
              showError={index === 0}
            />
          ))}
          <RenderAfter>
            <Columns>{children}</Columns>
          </RenderAfter>
        </RenderAfter>
      </Flex>
    </section>
  );
}
