// A row of stat cards filled by one block (one request): each card reads its
// figure from the block's data. While loading every card says Loading...; when
// the load failed the row says so once, with a retry, and the cards show "-".
import type { ReactNode } from 'react';
import type { BlockState } from '../hooks/useBlockData';
import { SCREEN_LG, SCREEN_SM, SCREEN_XL, useMinWidth } from '../hooks/useMinWidth';
import { COLUMN_GAP } from '../layout/Columns';
import { BlockError } from './BlockError';
import { StatCard } from './StatCard';

export interface StatDefinition<T> {
  title: string;
  value: (data: T) => number;
  unit?: string;
  info?: ReactNode;
}

export interface StatCardsProps<T> {
  state: BlockState<T>;
  cards: readonly StatDefinition<T>[];
  onRetry?: () => void;
  /** False when another row of the same block already says the load failed. Default true. */
  showError?: boolean;
  'aria-label'?: string;
}

/** Cards in a row: all of them up to five on a desktop, three on a small laptop, two on a tablet, one on a phone. */
function useCardsPerRow(count: number): number {
  const sm = useMinWidth(SCREEN_SM);
  const lg = useMinWidth(SCREEN_LG);
  const xl = useMinWidth(SCREEN_XL);
  if (xl) return Math.min(count, 5);
  if (lg) return 3;
  return sm ? 2 : 1;
}

export function StatCards<T>({ state, cards, onRetry, showError = true, 'aria-label': label }: StatCardsProps<T>) {
  const perRow = useCardsPerRow(cards.length);
  return (
    <section aria-label={label} className="qg-stat-cards">
      {state.status === 'error' && showError ? (
        <div style={{ marginBottom: 8 }}>
          <BlockError onRetry={onRetry} />
        </div>
      ) : null}
      <div style={{ display: 'grid', gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`, gap: COLUMN_GAP }}>
        {cards.map((card) => (
          <StatCard
            key={card.title}
            title={card.title}
            unit={card.unit}
            info={card.info}
            loading={state.status === 'loading'}
            value={state.status === 'ready' ? card.value(state.data) : undefined}
          />
        ))}
      </div>
    </section>
  );
}
