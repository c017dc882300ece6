import { todayIn, wallClockIn, zoneDatabaseWallClock } from './timeZone';

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

describe('wallClockIn for Jakarta, without Intl (fixed UTC+7 since 1964)', () => {
  const viaIntl = (instant: Date) => zoneDatabaseWallClock(instant, 'Asia/Jakarta');

  it('agrees with the zone database at day, month, year and leap-day edges, and every few hours for four years', () => {
    const instants = [
      '1964-01-01T00:00:00Z',
      '2000-02-29T16:59:59Z',
      '2000-02-29T17:00:00Z',
      '2024-02-28T17:00:00Z',
      '2025-12-31T16:59:59Z',
      '2025-12-31T17:00:00Z',
      '2026-11-25T12:34:56Z',
      '2099-06-30T23:59:59Z',
    ].map((iso) => new Date(iso));
    // And an instant every 7 h 46 min 37 s for four years: it comes round to every hour of the day.
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += 27_997_000) instants.push(new Date(t));
    for (const instant of instants) expect(wallClockIn(instant, 'Asia/Jakarta')).toEqual(viaIntl(instant));
  });

  it('leaves instants before 1964 (UTC+7:30 then) and an invalid date to Intl', () => {
    const before = new Date('1960-06-01T00:00:00Z');
    expect(wallClockIn(before, 'Asia/Jakarta')).toEqual(viaIntl(before));
    expect(wallClockIn(before, 'Asia/Jakarta').minute).toBe(30);
    expect(() => wallClockIn(new Date(Number.NaN), 'Asia/Jakarta')).toThrow(RangeError);
  });

  it('treats a zone named like an object property as a zone, not a fixed offset', () => {
    expect(() => wallClockIn(new Date(), 'constructor')).toThrow(RangeError);
  });
});
