import {
  cleanFilter,
  filterFromSearchParams,
  filterToSearchParams,
  sameFilter,
  type DashboardFilter,
  type FilterShape,
} from './dashboardFilter';

const today = '2026-03-18';
const ALL: FilterShape = { selectors: ['variant', 'labelmaker', 'bottlemaker', 'oilmaker'] };
const read = (search: string, shape: FilterShape = ALL) =>
  filterFromSearchParams(new URLSearchParams(search), today, shape);
const month: DashboardFilter = { start: '2026-03-01', end: '2026-03-18', mode: 'MONTHLY', preset: 'month' };

describe('filterFromSearchParams', () => {
  it('is This Month when the URL names no date', () => {
    expect(read('')).toEqual(month);
  });

  it.each([
    ['period=today', { start: today, end: today, mode: 'DAILY', preset: 'today' }],
    ['period=week', { start: '2026-03-12', end: today, mode: 'WEEKLY', preset: 'week' }],
    ['period=year', { start: '2026-01-01', end: today, mode: 'YEARLY', preset: 'year' }],
    ['start=2026-02-01&end=2026-02-10', { start: '2026-02-01', end: '2026-02-10', mode: 'CUSTOM', preset: null }],
    // a hand-made range that is a button's highlights it
    ['start=2026-03-12&end=2026-03-18', { start: '2026-03-12', end: today, mode: 'WEEKLY', preset: 'week' }],
    // one date is a one-day range
    ['start=2026-02-14', { start: '2026-02-14', end: '2026-02-14', mode: 'CUSTOM', preset: null }],
  ])('reads %s', (search, expected) => {
    expect(read(search)).toEqual(expected);
  });

  it('resolves a period against the day the link is opened', () => {
    expect(filterFromSearchParams(new URLSearchParams('period=month'), '2026-04-02', ALL)).toMatchObject({
      start: '2026-04-01',
      end: '2026-04-02',
    });
  });

  it('reads the selectors the page offers', () => {
    expect(read('period=week&variant=3,1,3&labelmaker=2&bottlemaker=4&oilmaker=5')).toEqual({
      start: '2026-03-12',
      end: today,
      mode: 'WEEKLY',
      preset: 'week',
      variant: [3, 1],
      labelmaker: 2,
      bottlemaker: 4,
      oilmaker: 5,
    });
    expect(read('variant=1&labelmaker=2', { selectors: ['variant'] })).toEqual({ ...month, variant: [1] });
  });

  it('ignores what is malformed', () => {
    expect(read('period=decade&start=18/03/2026&variant=MPX1,2,-1,0&labelmaker=x')).toEqual({ ...month, variant: [2] });
    expect(read('period=today', { presets: ['week', 'month'] })).toEqual(month);
  });

  it('keeps the default range on a page without date controls', () => {
    expect(read('period=year&oilmaker=5', { selectors: ['variant', 'oilmaker'], showDates: false })).toEqual({
      ...month,
      oilmaker: 5,
    });
  });
});

describe('filterToSearchParams', () => {
  const write = (filter: DashboardFilter, current = '', shape: FilterShape = ALL) =>
    filterToSearchParams(filter, new URLSearchParams(current), shape).toString();

  it('stores a button as its period and a picked range as its days', () => {
    expect(write(month)).toBe('period=month');
    expect(write({ start: '2026-02-01', end: '2026-02-10', mode: 'CUSTOM', preset: null })).toBe(
      'start=2026-02-01&end=2026-02-10',
    );
  });

  it('joins the variants and drops empty selections', () => {
    expect(write({ ...month, variant: [1, 3], labelmaker: 2, oilmaker: undefined })).toBe(
      'period=month&variant=1%2C3&labelmaker=2',
    );
    expect(write({ ...month, variant: [] })).toBe('period=month');
  });

  it('replaces the old filter and keeps other parameters', () => {
    expect(write({ ...month, preset: null, mode: 'CUSTOM' }, 'tab=2&period=week&variant=1')).toBe(
      'tab=2&start=2026-03-01&end=2026-03-18',
    );
  });

  it('writes no dates for a page without date controls', () => {
    expect(write({ ...month, oilmaker: 5 }, '', { selectors: ['oilmaker'], showDates: false })).toBe('oilmaker=5');
  });

  it('reads back what it wrote', () => {
    const filter = {
      start: '2026-02-01',
      end: '2026-02-10',
      mode: 'CUSTOM',
      preset: null,
      variant: [4, 2],
      bottlemaker: 7,
    } as const;
    expect(read(write({ ...filter, variant: [...filter.variant] }))).toEqual({ ...filter, variant: [4, 2] });
  });
});

describe('cleanFilter and sameFilter', () => {
  it('drops empty and unoffered selections', () => {
    expect(cleanFilter({ ...month, variant: [], labelmaker: 2, oilmaker: 3 }, ['variant', 'labelmaker'])).toEqual({
      ...month,
      labelmaker: 2,
    });
  });

  it('compares by value, whatever the order of the variants', () => {
    expect(sameFilter({ ...month, variant: [1, 2] }, { ...month, variant: [2, 1] })).toBe(true);
    expect(sameFilter({ ...month, variant: [1] }, month)).toBe(false);
    expect(sameFilter(month, { ...month, preset: null, mode: 'CUSTOM' })).toBe(false);
  });
});
