import { todayIn, wallClockIn } from './timeZone';

describe('todayIn', () => {
  it('is already tomorrow in Jakarta (UTC+7) from 17:00 UTC', () => {
    expect(todayIn('Asia/Jakarta', new Date('2026-03-18T16:59:59Z'))).toBe('2026-03-18');
    expect(todayIn('Asia/Jakarta', new Date('2026-03-18T17:00:00Z'))).toBe('2026-03-19');
  });

  it('crosses the year in the zone, not in UTC', () => {
    expect(todayIn('Asia/Jakarta', new Date('2025-12-31T18:30:00Z'))).toBe('2026-01-01');
    expect(todayIn('UTC', new Date('2025-12-31T18:30:00Z'))).toBe('2025-12-31');
  });
});

describe('wallClockIn', () => {
  it('gives midnight as hour 0', () => {
    expect(wallClockIn(new Date('2026-03-18T17:00:00Z'), 'Asia/Jakarta')).toEqual({
      year: 2026,
      month: 3,
      day: 19,
      hour: 0,
      minute: 0,
      second: 0,
    });
  });
});
