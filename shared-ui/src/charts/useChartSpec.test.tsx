// A chart's spec is built again only when what it draws changes (issue 10): a card that builds
// its input anew on every render does not redraw its chart.
import { act, renderHook } from '@testing-library/react';
import { setLanguage } from '../i18n/plain';
import { barChartSpec, type BarChartInput } from './barChart';
import { useChartSpec } from './useChartSpec';

const input = (data: number[]): BarChartInput => ({
  categories: ['Week 1', 'Week 2'],
  series: [{ name: 'Scan', data }],
});

afterEach(() => act(() => setLanguage('en')));

test('the same spec for the same figures, a new one when they change', () => {
  const { result, rerender } = renderHook(({ data }) => useChartSpec(input(data), barChartSpec), {
    initialProps: { data: [1, 2] },
  });
  const first = result.current;
  rerender({ data: [1, 2] });
  expect(result.current).toBe(first);
  rerender({ data: [1, 3] });
  expect(result.current).not.toBe(first);
  expect(result.current.series).toEqual([expect.objectContaining({ data: [1, 3] })]);
});

test('a new spec when the language changes (its words are in the options)', async () => {
  const { result } = renderHook(() => useChartSpec(input([1, 2]), barChartSpec));
  const english = result.current;
  act(() => setLanguage('id'));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(result.current).not.toBe(english);
  expect(result.current.options.noData?.text).toBe('Tidak Ada Data');
});
