import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localBuckets, localToInstant, zoneOffsetMs } from './local-time';

test('local hour and day buckets, table-driven', () => {
  const cases: Array<[instant: string, tz: string, hour: string, day: string]> = [
    ['2026-03-01T16:59:59Z', 'Asia/Jakarta', '2026-03-01 23:00:00', '2026-03-01'],
    ['2026-03-01T17:00:00Z', 'Asia/Jakarta', '2026-03-02 00:00:00', '2026-03-02'],
    ['2025-12-31T17:30:00Z', 'Asia/Jakarta', '2026-01-01 00:00:00', '2026-01-01'],
    ['2026-03-01T00:00:00Z', 'UTC', '2026-03-01 00:00:00', '2026-03-01'],
    ['2026-03-01T00:10:00Z', 'Asia/Makassar', '2026-03-01 08:00:00', '2026-03-01'],
    ['2026-03-01T19:00:00Z', 'Asia/Jayapura', '2026-03-02 04:00:00', '2026-03-02'],
    // Daylight saving: New York is UTC-5 in winter and UTC-4 in summer.
    ['2026-01-15T04:30:00Z', 'America/New_York', '2026-01-14 23:00:00', '2026-01-14'],
    ['2026-07-15T04:30:00Z', 'America/New_York', '2026-07-15 00:00:00', '2026-07-15'],
    // The day clocks spring forward (07:00 UTC): the hour before and after the change.
    ['2026-03-08T06:30:00Z', 'America/New_York', '2026-03-08 01:00:00', '2026-03-08'],
    ['2026-03-08T07:30:00Z', 'America/New_York', '2026-03-08 03:00:00', '2026-03-08'],
    ['2026-03-08T23:30:00Z', 'America/New_York', '2026-03-08 19:00:00', '2026-03-08'],
  ];
  for (const [instant, tz, hour, day] of cases) {
    assert.deepEqual(localBuckets(new Date(instant), tz), { hour, day }, `${instant} in ${tz}`);
  }
});

test('zone offsets and the way back from wall-clock time', () => {
  assert.equal(zoneOffsetMs(new Date('2026-05-05T05:05:05Z'), 'Asia/Jakarta'), 7 * 3_600_000);
  assert.equal(localToInstant('2026-03-02', 'Asia/Jakarta').toISOString(), '2026-03-01T17:00:00.000Z');
  assert.equal(localToInstant('2026-03-02 08:30:00', 'Asia/Jakarta').toISOString(), '2026-03-02T01:30:00.000Z');
  assert.equal(localToInstant('2026-07-15 00:00:00', 'America/New_York').toISOString(), '2026-07-15T04:00:00.000Z');
});

test('a zone that changes on the half hour of UTC (Lord Howe Island, 15:30 UTC)', () => {
  // 2001-10-28 02:00 local (+10:30) is 2001-10-27 15:30 UTC; found by the property test.
  assert.equal(zoneOffsetMs(new Date('2001-10-27T15:29:59Z'), 'Australia/Lord_Howe'), 10.5 * 3_600_000);
  assert.equal(zoneOffsetMs(new Date('2001-10-27T15:30:00Z'), 'Australia/Lord_Howe'), 11 * 3_600_000);
});
