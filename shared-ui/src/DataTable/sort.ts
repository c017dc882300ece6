// Spec shell-highlights 4: clicking a new column sorts it descending, clicking
// the sorted column again toggles its order.
import type { SortOrder, SortState } from './types';

export function nextSort(current: SortState | undefined, clicked: string): SortState {
  if (!current || current.by !== clicked) return { by: clicked, order: 'DESC' };
  return { by: clicked, order: current.order === 'DESC' ? 'ASC' : 'DESC' };
}

/** antd's sort order names. */
export function toAntdOrder(order: SortOrder): 'ascend' | 'descend' {
  return order === 'ASC' ? 'ascend' : 'descend';
}

/** In-browser sort for inline rows: numbers by value, everything else as text; missing values last. */
export function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === null || a === undefined || a === '';
  const bMissing = b === null || b === undefined || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

export function sortRows<Row>(rows: readonly Row[], sort: SortState | undefined): Row[] {
  if (!sort) return [...rows];
  const sign = sort.order === 'ASC' ? 1 : -1;
  return [...rows].sort(
    (x, y) => sign * compareValues((x as Record<string, unknown>)[sort.by], (y as Record<string, unknown>)[sort.by]),
  );
}
