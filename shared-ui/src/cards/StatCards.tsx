// A row of stat cards filled by one block (one request): each card reads its
// figure from the block's data. While loading every card says Loading...; when
// the load failed the row says so once, with a retry, and the cards show "-".
import type { ReactNode } from 'react';
import { Col, Row } from 'antd';
import type { BlockState } from '../hooks/useBlockData';
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

export function StatCards<T>({ state, cards, onRetry, showError = true, 'aria-label': label }: StatCardsProps<T>) {
  return (
    <section aria-label={label} className="qg-stat-cards">
      {state.status === 'error' && showError ? (
        <div style={{ marginBottom: 8 }}>
          <BlockError onRetry={onRetry} />
        </div>
      ) : null}
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.title} xs={24} sm={12} lg={8} xl={{ flex: `${100 / Math.min(cards.length, 5)}%` }}>
            <StatCard
              title={card.title}
              unit={card.unit}
              info={card.info}
              loading={state.status === 'loading'}
              value={state.status === 'ready' ? card.value(state.data) : undefined}
            />
          </Col>
        ))}
      </Row>
    </section>
  );
}
