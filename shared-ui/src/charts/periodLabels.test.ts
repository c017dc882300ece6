import { periodLabel, periodLabels, weekOfMonth } from './periodLabels';
import type { PeriodMode } from '../dates/dateRange';

describe('periodLabel', () => {
  it.each<[PeriodMode, string, string]>([
    ['DAILY', '2026-03-18 00:00', '00:00'],
    ['DAILY', '2026-03-18 09:00', '09:00'],
    ['DAILY', '2026-03-18 23:00', '23:00'],
    ['WEEKLY', '2026-03-12', 'Thu, 12 Mar'],
    ['WEEKLY', '2026-03-18', 'Wed, 18 Mar'],
    ['MONTHLY', '2026-03-01', 'Week 1'],
    ['MONTHLY', '2026-03-08', 'Week 2'],
    ['MONTHLY', '2026-03-15', 'Week 3'],
    ['MONTHLY', '2026-03-22', 'Week 4'],
    ['MONTHLY', '2026-03-29', 'Week 5'],
    ['YEARLY', '2026-01-01', 'Jan'],
    ['YEARLY', '2026-12-01', 'Dec'],
    ['CUSTOM', '2026-03-03', '03 Mar 26'],
    ['CUSTOM', '2025-12-31', '31 Dec 25'],
  ])('%s %s is "%s"', (mode, period, label) => {
    expect(periodLabel(period, mode)).toBe(label);
  });

  it('reads no time zone into the period: midnight stays on its day', () => {
    expect(periodLabel('2026-01-01', 'CUSTOM')).toBe('01 Jan 26');
    expect(periodLabel('2026-01-01 00:00', 'DAILY')).toBe('00:00');
  });

  it('shows a value that is not a period as it came', () => {
    expect(periodLabel('Total', 'DAILY')).toBe('Total');
  });

  it('labels a whole series', () => {
    expect(periodLabels(['2026-01-01', '2026-02-01'], 'YEARLY')).toEqual(['Jan', 'Feb']);
  });
});

describe('weekOfMonth', () => {
  it.each([
    [1, 1],
    [7, 1],
    [8, 2],
    [28, 4],
    [29, 5],
    [31, 5],
  ])('day %i is in week %i', (day, week) => {
    expect(weekOfMonth(day)).toBe(week);
  });
});
