import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expiresAt, isExpired } from './validity';

test('a code expires exactly 3 years after its validity began', () => {
  const start = new Date('2023-05-10T08:00:00Z');
  assert.equal(expiresAt(start).toISOString(), '2026-05-10T08:00:00.000Z');
  const cases: Array<[now: string, expired: boolean]> = [
    ['2026-05-10T07:59:59Z', false],
    ['2026-05-10T08:00:00Z', true],
    ['2027-01-01T00:00:00Z', true],
    ['2023-05-10T08:00:00Z', false],
  ];
  for (const [now, expired] of cases) assert.equal(isExpired(start, new Date(now)), expired, now);
});

test('a code whose validity has not begun never expires', () => {
  assert.equal(isExpired(null, new Date('2100-01-01')), false);
});

test('a validity beginning on 29 February ends on 1 March three years later', () => {
  assert.equal(expiresAt(new Date('2024-02-29T00:00:00Z')).toISOString(), '2027-03-01T00:00:00.000Z');
});
