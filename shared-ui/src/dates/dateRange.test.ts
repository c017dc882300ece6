import { matchPreset, presetRange, valueForPreset, valueForRange, type DatePreset } from './dateRange';

describe('presetRange', () => {
  it.each<[DatePreset, string, string, string]>([
    ['today', '2026-03-18', '2026-03-18', '2026-03-18'],
    ['week', '2026-03-18', '2026-03-12', '2026-03-18'],
    // the week reaches back over a month and a year boundary
    ['week', '2026-03-03', '2026-02-25', '2026-03-03'],
    ['week', '2026-01-02', '2025-12-27', '2026-01-02'],
    // leap year: 7 days including 1 March 2024 start on 24 February
    ['week', '2024-03-01', '2024-02-24', '2024-03-01'],
    ['month', '2026-03-18', '2026-03-01', '2026-03-18'],
    ['month', '2026-03-01', '2026-03-01', '2026-03-01'],
    ['year', '2026-03-18', '2026-01-01', '2026-03-18'],
    ['year', '2026-12-31', '2026-01-01', '2026-12-31'],
  ])('%s on %s is %s to %s', (preset, today, start, end) => {
    expect(presetRange(preset, today)).toEqual({ start, end });
  });

  it('gives each button its period mode', () => {
    expect(valueForPreset('today', '2026-03-18').mode).toBe('DAILY');
    expect(valueForPreset('week', '2026-03-18').mode).toBe('WEEKLY');
    expect(valueForPreset('month', '2026-03-18').mode).toBe('MONTHLY');
    expect(valueForPreset('year', '2026-03-18').mode).toBe('YEARLY');
  });
});

describe('matchPreset', () => {
  const today = '2026-03-18';
  it.each<[string, string, DatePreset | null]>([
    ['2026-03-18', '2026-03-18', 'today'],
    ['2026-03-12', '2026-03-18', 'week'],
    ['2026-03-01', '2026-03-18', 'month'],
    ['2026-01-01', '2026-03-18', 'year'],
    // the right start but not ending today
    ['2026-03-01', '2026-03-17', null],
    // ending today but starting on no button's day
    ['2026-03-05', '2026-03-18', null],
    ['2025-03-18', '2026-03-18', null],
  ])('%s..%s highlights %s', (start, end, preset) => {
    expect(matchPreset({ start, end }, today)).toBe(preset);
  });

  it('only matches the buttons the page shows', () => {
    expect(matchPreset({ start: today, end: today }, today, ['week', 'month', 'year'])).toBeNull();
  });

  it('prefers the shorter period when two buttons start the same day', () => {
    expect(matchPreset({ start: '2026-01-01', end: '2026-01-01' }, '2026-01-01')).toBe('today');
    expect(matchPreset({ start: '2026-01-01', end: '2026-01-01' }, '2026-01-01', ['month', 'year'])).toBe('month');
    expect(matchPreset({ start: '2026-03-01', end: '2026-03-07' }, '2026-03-07')).toBe('week');
  });
});

describe('valueForRange', () => {
  const today = '2026-03-18';
  it('is CUSTOM when no button matches', () => {
    expect(valueForRange({ start: '2026-02-01', end: '2026-02-10' }, today)).toEqual({
      start: '2026-02-01',
      end: '2026-02-10',
      mode: 'CUSTOM',
      preset: null,
    });
  });

  it('takes the mode of a matching button', () => {
    expect(valueForRange({ start: '2026-03-01', end: today }, today)).toEqual({
      start: '2026-03-01',
      end: today,
      mode: 'MONTHLY',
      preset: 'month',
    });
  });

  it('makes one picked date both start and end', () => {
    expect(valueForRange({ start: '2026-02-14', end: null }, today)).toMatchObject({
      start: '2026-02-14',
      end: '2026-02-14',
      mode: 'CUSTOM',
    });
    expect(valueForRange({ start: undefined, end: '2026-02-14' }, today)).toMatchObject({
      start: '2026-02-14',
      end: '2026-02-14',
    });
  });

  it('puts a backwards range in order', () => {
    expect(valueForRange({ start: '2026-02-20', end: '2026-02-01' }, today)).toMatchObject({
      start: '2026-02-01',
      end: '2026-02-20',
    });
  });

  it('is null without any date', () => {
    expect(valueForRange({ start: null, end: null }, today)).toBeNull();
  });

  it('rejects a malformed date', () => {
    expect(() => valueForRange({ start: '18/03/2026', end: null }, today)).toThrow('Not a YYYY-MM-DD date');
  });
});
