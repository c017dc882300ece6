import { formatDate, formatDateTime, formatNumber, formatVolume } from './formatters';

describe('formatNumber', () => {
  it.each<[number | string | null | undefined, string]>([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-45000, '-45,000'],
    [1234.5, '1,234.5'],
    ['98765', '98,765'],
    [null, '-'],
    [undefined, '-'],
    ['', '-'],
    ['abc', '-'],
  ])('%p -> %p', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  // formatNumber does without Intl on the first page (issue 10): it must print what Intl prints.
  const viaIntl = (value: number, digits: number) =>
    new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(value);

  it.each<[number, number]>([
    [1.005, 2],
    [0.005, 2],
    [0.125, 2],
    [2.5, 0],
    [-2.5, 0],
    [-0.001, 2],
    [-0, 2],
    [9.995, 2],
    [999999.5, 0],
    [123456789.125, 2],
    [0.0000001, 2],
    [1e21, 0],
    [Number.MAX_SAFE_INTEGER, 0],
  ])('prints %p with at most %p decimals as Intl does', (value, digits) => {
    expect(formatNumber(value, digits)).toBe(viaIntl(value, digits));
  });

  it('prints what Intl prints for many values and decimal counts', () => {
    // A fixed sequence (no randomness): integers, halves and long fractions, of both signs.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 5000; i += 1) {
      const magnitude = 10 ** ((next() % 16) - 4);
      const value = ((next() / 2147483647) * magnitude * (next() % 2 ? 1 : -1)) / (i % 3 === 0 ? 1 : 8);
      const digits = next() % 4;
      expect([value, digits, formatNumber(value, digits)]).toEqual([value, digits, viaIntl(value, digits)]);
    }
  });
});

describe('formatDateTime', () => {
  it('shows an ISO instant in Jakarta time', () => {
    expect(formatDateTime('2026-03-18T03:04:05.000Z')).toBe('18 Mar 2026 10:04:05');
    // 20:00 UTC is already the next day in Jakarta
    expect(formatDateTime('2026-12-31T20:00:00Z')).toBe('01 Jan 2027 03:00:00');
    expect(formatDateTime('2026-03-18T10:04:05+07:00')).toBe('18 Mar 2026 10:04:05');
  });

  it('reformats a time without zone as it is', () => {
    expect(formatDateTime('2026-03-18 10:04:05')).toBe('18 Mar 2026 10:04:05');
  });

  it('accepts a Date', () => {
    expect(formatDateTime(new Date('2026-03-18T03:04:05Z'))).toBe('18 Mar 2026 10:04:05');
  });

  it('shows - for nothing and the raw text for what it cannot read', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });

  it('has a date-only variant', () => {
    expect(formatDate('2026-03-18T20:00:00Z')).toBe('19 Mar 2026');
  });
});

describe('formatVolume', () => {
  it.each<[number | string | null, string]>([
    [800, '0.8 Lt'],
    [1000, '1 Lt'],
    [4000, '4 Lt'],
    [1250, '1.25 Lt'],
    [208000, '208 Lt'],
    [1500000, '1,500 Lt'],
    ['900', '0.9 Lt'],
    [null, '-'],
  ])('%p ml -> %p', (ml, text) => {
    expect(formatVolume(ml)).toBe(text);
  });

  it('takes another unit for the QR detail view', () => {
    expect(formatVolume(1000, 'Liter')).toBe('1 Liter');
  });
});
