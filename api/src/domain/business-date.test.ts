import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localRange, parseLocalDateTime } from './business-date';

test('accepts a date and a date with the time the client appends', () => {
  assert.deepEqual(parseLocalDateTime('2024-03-01'), { text: '2024-03-01 00:00:00', hasTime: false });
  assert.deepEqual(parseLocalDateTime('2024-03-01 23:59:59'), { text: '2024-03-01 23:59:59', hasTime: true });
});

test('refuses dates and times that do not exist', () => {
  for (const bad of [
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-03-01 24:00:00',
    '2024-03-01 10:60:00',
    '01-03-2024',
    '2024-03-01T00:00:00',
  ]) {
    assert.equal(parseLocalDateTime(bad), undefined, bad);
  }
  assert.ok(parseLocalDateTime('2024-02-29'));
});

test('a date-only end covers the whole day; a timed end covers its whole second', () => {
  assert.deepEqual(localRange(parseLocalDateTime('2024-03-01'), parseLocalDateTime('2024-03-31')), {
    from: '2024-03-01 00:00:00',
    to: '2024-04-01 00:00:00',
  });
  assert.deepEqual(localRange(undefined, parseLocalDateTime('2024-12-31 23:59:59')), { to: '2025-01-01 00:00:00' });
  assert.deepEqual(localRange(), {});
});
