// Properties of a code's validity over the window: it ends VALIDITY_YEARS
// after it began (a 29 February start ends on 1 March), after the start, and
// once expired a code stays expired.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { windowInstant } from '../fuzz/days';
import { VALIDITY_YEARS } from './constants';
import { expiresAt, isExpired } from './validity';

test('validity ends VALIDITY_YEARS later, same UTC time of day', () => {
  fc.assert(
    fc.property(windowInstant(), (start) => {
      const end = expiresAt(start);
      assert.ok(end > start);
      assert.equal(end.getTime() % 86_400_000, start.getTime() % 86_400_000);
      const leapDay = start.getUTCMonth() === 1 && start.getUTCDate() === 29;
      const want = leapDay
        ? `${start.getUTCFullYear() + VALIDITY_YEARS}-03-01`
        : `${start.getUTCFullYear() + VALIDITY_YEARS}${start.toISOString().slice(4, 10)}`;
      assert.equal(end.toISOString().slice(0, 10), want);
    }),
  );
});

test('expired exactly from expiresAt on, and for good', () => {
  fc.assert(
    fc.property(windowInstant(), fc.integer({ min: -5e10, max: 5e10 }), fc.nat(1e11), (start, delta, later) => {
      const now = new Date(expiresAt(start).getTime() + delta);
      assert.equal(isExpired(start, now), delta >= 0);
      if (isExpired(start, now)) assert.ok(isExpired(start, new Date(now.getTime() + later)));
      assert.equal(isExpired(null, now), false, 'a code never activated never expires');
    }),
  );
});
