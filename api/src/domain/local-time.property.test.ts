// Properties of the business time zone arithmetic over every instant of the
// window: the cached offset is the offset Intl gives at that very instant (the
// one-lookup-per-day shortcut is never wrong, even on a transition day), an
// instant's local hour and day agree, and a local time goes back to its
// instant.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { windowInstant } from '../fuzz/days';
import { localBuckets, localToInstant, zoneOffsetMs } from './local-time';

/** Zones without daylight saving, and zones with it (whole-hour and half-hour changes). */
const FIXED = ['Asia/Jakarta', 'UTC', 'Asia/Kolkata', 'Asia/Kathmandu'];
const SHIFTING = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'America/Sao_Paulo'];
const zone = fc.constantFrom(...FIXED, ...SHIFTING);
/** Instants in the weeks when clocks change (both hemispheres), where a day-long cache could be wrong. */
const nearChange = fc
  .tuple(
    fc.integer({ min: 2000, max: new Date().getUTCFullYear() }),
    fc.constantFrom([1, 10], [2, 5], [2, 20], [9, 1], [9, 20]),
    fc.integer({ min: 0, max: 17 * 24 * 3600 - 1 }),
  )
  .map(([y, [m, d], s]) => new Date(Date.UTC(y, m!, d!) + s * 1000));
const instant = fc.oneof(windowInstant(), nearChange);

/** The offset straight from Intl at the instant (rounded down to the second), no cache. */
function intlOffset(at: Date, timeZone: string): number {
  const second = Math.floor(at.getTime() / 1000) * 1000;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(second))
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return wall - second;
}

test('the cached offset is the offset at the instant', () => {
  fc.assert(
    fc.property(instant, zone, (at, tz) => {
      const offset = zoneOffsetMs(at, tz);
      assert.equal(offset, intlOffset(at, tz), `${at.toISOString()} ${tz}`);
      assert.ok(Math.abs(offset) <= 14 * 3_600_000 && offset % 900_000 === 0);
    }),
    { numRuns: 500 },
  );
});

test("an instant's local hour lies in its local day", () => {
  fc.assert(
    fc.property(windowInstant(), zone, (at, tz) => {
      const { hour, day } = localBuckets(at, tz);
      assert.match(hour, /^\d{4}-\d{2}-\d{2} \d{2}:00:00$/);
      assert.equal(hour.slice(0, 10), day);
    }),
  );
});

test('a local time goes back to its instant (within the repeated hour of a DST change)', () => {
  fc.assert(
    fc.property(instant, zone, (at, tz) => {
      const second = new Date(Math.floor(at.getTime() / 1000) * 1000);
      const wall = new Date(second.getTime() + zoneOffsetMs(second, tz)).toISOString();
      const local = `${wall.slice(0, 10)} ${wall.slice(11, 19)}`;
      const back = localToInstant(local, tz).getTime();
      if (FIXED.includes(tz)) assert.equal(back, second.getTime());
      else assert.ok([0, 1800_000, 3_600_000].includes(Math.abs(back - second.getTime())), `${local} ${tz}`);
    }),
  );
});
