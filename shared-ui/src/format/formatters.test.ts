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
