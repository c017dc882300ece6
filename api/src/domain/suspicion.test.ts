import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_SUSPICION,
  REASON_DISTANT,
  REASON_TOO_MANY,
  haversineKm,
  isImpossibleTravel,
  suspicionReasons,
} from './suspicion';

const JAKARTA = { lat: -6.2088, lng: 106.8456 };
const BANDUNG = { lat: -6.9175, lng: 107.6191 };
const SURABAYA = { lat: -7.2575, lng: 112.7521 };
const at = (iso: string) => new Date(iso);

test('distances between Indonesian cities', () => {
  assert.ok(Math.abs(haversineKm(JAKARTA.lat, JAKARTA.lng, SURABAYA.lat, SURABAYA.lng) - 663) < 5);
  assert.ok(Math.abs(haversineKm(JAKARTA.lat, JAKARTA.lng, BANDUNG.lat, BANDUNG.lng) - 116) < 3);
  assert.equal(haversineKm(1, 2, 1, 2), 0);
});

test('impossible travel, table-driven', () => {
  const cases: Array<{ name: string; a: [number, number, string]; b: [number, number, string]; expected: boolean }> = [
    {
      name: 'Jakarta then Surabaya 30 min later (1326 km/h)',
      a: [JAKARTA.lat, JAKARTA.lng, '2026-01-01T00:00:00Z'],
      b: [SURABAYA.lat, SURABAYA.lng, '2026-01-01T00:30:00Z'],
      expected: true,
    },
    {
      name: 'Jakarta then Surabaya 1 h later (663 km/h, a plane)',
      a: [JAKARTA.lat, JAKARTA.lng, '2026-01-01T00:00:00Z'],
      b: [SURABAYA.lat, SURABAYA.lng, '2026-01-01T01:00:00Z'],
      expected: false,
    },
    {
      name: 'Jakarta then Bandung 5 min later',
      a: [JAKARTA.lat, JAKARTA.lng, '2026-01-01T00:00:00Z'],
      b: [BANDUNG.lat, BANDUNG.lng, '2026-01-01T00:05:00Z'],
      expected: true,
    },
    {
      name: 'GPS noise: 2 km apart in the same second',
      a: [JAKARTA.lat, JAKARTA.lng, '2026-01-01T00:00:00Z'],
      b: [JAKARTA.lat + 0.018, JAKARTA.lng, '2026-01-01T00:00:00Z'],
      expected: false,
    },
    {
      name: 'distant places at the same instant',
      a: [JAKARTA.lat, JAKARTA.lng, '2026-01-01T00:00:00Z'],
      b: [SURABAYA.lat, SURABAYA.lng, '2026-01-01T00:00:00Z'],
      expected: true,
    },
    {
      name: 'order of the scans does not matter',
      a: [SURABAYA.lat, SURABAYA.lng, '2026-01-01T00:30:00Z'],
      b: [JAKARTA.lat, JAKARTA.lng, '2026-01-01T00:00:00Z'],
      expected: true,
    },
  ];
  for (const c of cases) {
    const a = { lat: c.a[0], lng: c.a[1], at: at(c.a[2]) };
    const b = { lat: c.b[0], lng: c.b[1], at: at(c.b[2]) };
    assert.equal(isImpossibleTravel(a, b), c.expected, c.name);
  }
});

test('a scan without coordinates is never impossible travel', () => {
  assert.equal(
    isImpossibleTravel(
      { lat: null, lng: null, at: at('2026-01-01T00:00:00Z') },
      { ...SURABAYA, at: at('2026-01-01T00:00:00Z') },
    ),
    false,
  );
});

test('reasons: more than 5 customer scans, distant places, both, neither', () => {
  const latest = { ...SURABAYA, at: at('2026-01-01T00:30:00Z') };
  const far = [{ ...JAKARTA, at: at('2026-01-01T00:00:00Z') }];
  const near = [{ ...SURABAYA, at: at('2026-01-01T00:00:00Z') }];
  assert.deepEqual(suspicionReasons(5, latest, near), []);
  assert.deepEqual(suspicionReasons(6, latest, near), [REASON_TOO_MANY]);
  assert.deepEqual(suspicionReasons(2, latest, far), [REASON_DISTANT]);
  assert.deepEqual(suspicionReasons(9, latest, far), [REASON_TOO_MANY, REASON_DISTANT]);
  assert.deepEqual(suspicionReasons(9, null, far), [REASON_TOO_MANY]);
});

test('thresholds are configuration', () => {
  const strict = { ...DEFAULT_SUSPICION, maxCustomerScans: 2, maxSpeedKmh: 100 };
  const latest = { ...SURABAYA, at: at('2026-01-01T05:00:00Z') };
  assert.deepEqual(suspicionReasons(3, latest, [{ ...JAKARTA, at: at('2026-01-01T00:00:00Z') }], strict), [
    REASON_TOO_MANY,
    REASON_DISTANT,
  ]);
});
