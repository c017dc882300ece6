import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HttpError } from '../../http/errors';
import { pairedCoordinates } from './coordinates';

test('coordinates come in pairs; 0,0 is no location', () => {
  const cases: Array<
    [lat: number | undefined, lng: number | undefined, expected: { lat: number | null; lng: number | null } | string]
  > = [
    [undefined, undefined, { lat: null, lng: null }],
    [-6.2, 106.8, { lat: -6.2, lng: 106.8 }],
    [0, 0, { lat: null, lng: null }],
    [0, 106.8, { lat: 0, lng: 106.8 }],
    [-6.2, undefined, 'body/lng is required when lat is given'],
    [undefined, 106.8, 'body/lat is required when lng is given'],
  ];
  for (const [lat, lng, expected] of cases) {
    if (typeof expected === 'string') {
      assert.throws(
        () => pairedCoordinates(lat, lng),
        (e: unknown) => e instanceof HttpError && e.statusCode === 400 && e.message === expected,
      );
    } else {
      assert.deepEqual(pairedCoordinates(lat, lng), expected);
    }
  }
});
