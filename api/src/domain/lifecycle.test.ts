import { test } from 'node:test';
import assert from 'node:assert/strict';
import { QR_STATUS } from './constants';
import {
  customerScan,
  customerVerdict,
  issue,
  labelScan,
  oilScan,
  resetCustomerScans,
  type QrState,
  type Transition,
} from './lifecycle';

const CAHAYA = 1;
const MENARA = 2;
const FEDERAL = 10;
const NIPPON = 11;
const T0 = new Date('2025-01-01T00:00:00Z');
const later = (days: number) => new Date(T0.getTime() + days * 86_400_000);

function ok(t: Transition): QrState & { result: string } {
  assert.ok(t.ok, t.ok ? '' : t.reason);
  return { ...t.state, result: t.result };
}
const verified = () => ok(labelScan(issue(CAHAYA), { labelMakerId: CAHAYA, result: 'Success', at: T0 }));
const activated = () => ok(oilScan(verified(), { oilMakerId: FEDERAL, action: 'ACTIVATE', at: later(10) }));

test('label scan: Success verifies, Reject fails, again is Double Scan, another maker is Cross Scan', () => {
  const fresh = issue(CAHAYA);
  assert.equal(fresh.status, QR_STATUS.unverified);
  const good = verified();
  assert.equal(good.result, 'Success');
  assert.equal(good.status, QR_STATUS.verified);
  assert.deepEqual(good.labelScannedAt, T0);

  const bad = ok(labelScan(fresh, { labelMakerId: CAHAYA, result: 'Reject', at: T0 }));
  assert.equal(bad.result, 'Reject');
  assert.equal(bad.status, QR_STATUS.unverified);
  assert.equal(bad.labelFailed, true);

  const twice = ok(labelScan(good, { labelMakerId: CAHAYA, result: 'Success', at: later(1) }));
  assert.equal(twice.result, 'Double Scan');
  assert.deepEqual(twice.labelScannedAt, T0, 'a double scan changes nothing');

  const cross = ok(labelScan(fresh, { labelMakerId: MENARA, result: 'Success', at: T0 }));
  assert.equal(cross.result, 'Cross Scan');
  assert.equal(cross.status, QR_STATUS.unverified);
});

test('oil scan: activation needs a verified label of this oil maker', () => {
  const unverified = oilScan(issue(CAHAYA), { oilMakerId: FEDERAL, action: 'ACTIVATE', at: T0 });
  assert.equal(unverified.ok, false);
  assert.match(unverified.ok ? '' : unverified.reason, /not been verified/);

  const rejected = ok(labelScan(issue(CAHAYA), { labelMakerId: CAHAYA, result: 'Reject', at: T0 }));
  const onRejected = oilScan(rejected, { oilMakerId: FEDERAL, action: 'ACTIVATE', at: T0 });
  assert.equal(onRejected.ok, false);
  assert.match(onRejected.ok ? '' : onRejected.reason, /failed verification/);

  const active = activated();
  assert.equal(active.result, 'ACTIVATE');
  assert.equal(active.oilMakerId, FEDERAL);
  assert.deepEqual(active.validityStart, later(10));

  const other = oilScan(active, { oilMakerId: NIPPON, action: 'ACTIVATE', at: later(11) });
  assert.equal(other.ok, false);
  assert.match(other.ok ? '' : other.reason, /another oil maker/);

  assert.equal(ok(oilScan(active, { oilMakerId: FEDERAL, action: 'ACTIVATE', at: later(11) })).result, 'Double Scan');
});

test('oil scan: deactivation is final', () => {
  const off = ok(oilScan(activated(), { oilMakerId: FEDERAL, action: 'DEACTIVATE', at: later(12) }));
  assert.equal(off.result, 'DEACTIVATE');
  assert.equal(off.status, QR_STATUS.deactivated);
  assert.equal(ok(oilScan(off, { oilMakerId: FEDERAL, action: 'DEACTIVATE', at: later(13) })).result, 'Double Scan');
  const again = oilScan(off, { oilMakerId: FEDERAL, action: 'ACTIVATE', at: later(13) });
  assert.equal(again.ok, false);
});

test('customer verdicts: valid, inactive, expired', () => {
  const cases: Array<[name: string, state: QrState, now: Date, verdict: string]> = [
    ['never activated', verified(), later(20), 'inactive'],
    ['freshly issued', issue(CAHAYA), later(20), 'inactive'],
    ['activated', activated(), later(20), 'valid'],
    [
      'deactivated',
      ok(oilScan(activated(), { oilMakerId: FEDERAL, action: 'DEACTIVATE', at: later(12) })),
      later(20),
      'inactive',
    ],
    ['3 years after activation', activated(), new Date('2028-01-11T00:00:00Z'), 'expired'],
    ['a day before expiry', activated(), new Date('2028-01-10T00:00:00Z'), 'valid'],
  ];
  for (const [name, state, now, verdict] of cases) assert.equal(customerVerdict(state, now), verdict, name);
});

test('customer scans are counted and can be reset', () => {
  let state: QrState = activated();
  for (let i = 0; i < 3; i++) state = customerScan(state, later(30)).state;
  assert.equal(state.customerScans, 3);
  const reset = ok(resetCustomerScans(state));
  assert.equal(reset.customerScans, 0);
  const nothing = resetCustomerScans(reset);
  assert.equal(nothing.ok, false);
});

test('a code issued for an oil maker: only that oil maker may activate or deactivate it, from the first scan', () => {
  const forFederal = ok(labelScan(issue(CAHAYA, FEDERAL), { labelMakerId: CAHAYA, result: 'Success', at: T0 }));
  const cases: Array<[name: string, oilMakerId: number, action: 'ACTIVATE' | 'DEACTIVATE', expected: string]> = [
    ['its oil maker activates', FEDERAL, 'ACTIVATE', 'ACTIVATE'],
    ['its oil maker deactivates', FEDERAL, 'DEACTIVATE', 'DEACTIVATE'],
    ['another oil maker activates', NIPPON, 'ACTIVATE', 'refused: another oil maker'],
    ['another oil maker deactivates', NIPPON, 'DEACTIVATE', 'refused: another oil maker'],
  ];
  for (const [name, oilMakerId, action, expected] of cases) {
    const t = oilScan(forFederal, { oilMakerId, action, at: later(5) });
    const got = t.ok ? t.result : `refused: ${/another oil maker/.test(t.reason) ? 'another oil maker' : t.reason}`;
    assert.equal(got, expected, name);
    if (!t.ok) assert.equal(t.result, 'Cross Scan', `${name}: recorded as a Cross Scan`);
  }
  assert.equal(issue(CAHAYA).oilMakerId, null, 'a line without an oil maker leaves it open until activation');
});
