import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CodeRecord } from './ingest-plan';
import { issue, labelScan, oilScan } from './lifecycle';
import { isAwaitingFilling, pendingDeltas } from './oil-pending';

const TZ = 'Asia/Jakarta';
// 2026-03-17 20:00 UTC is 2026-03-18 03:00 in Jakarta: the verification day is the local one.
const VERIFIED_AT = new Date('2026-03-17T20:00:00Z');

function code(qrcode: string, variantId = 1): CodeRecord {
  return {
    facts: { id: 1, qrcode, serialNumber: `SN-${qrcode}`, poLineId: 1, productId: 1, variantId, bottleMakerId: 4 },
    state: issue(2, 3),
    oilReceivedAt: null,
    lastLocated: null,
    suspectReasons: [],
  };
}

function step(c: CodeRecord, t: ReturnType<typeof labelScan>): CodeRecord {
  assert.ok(t.ok);
  return { ...c, state: t.state };
}

const fresh = code('A');
const verified = step(fresh, labelScan(fresh.state, { labelMakerId: 2, result: 'Success', at: VERIFIED_AT }));
const rejected = step(fresh, labelScan(fresh.state, { labelMakerId: 2, result: 'Reject', at: VERIFIED_AT }));
const activated = step(verified, oilScan(verified.state, { oilMakerId: 3, action: 'ACTIVATE', at: new Date() }));
const deactivated = step(verified, oilScan(verified.state, { oilMakerId: 3, action: 'DEACTIVATE', at: new Date() }));
const activatedThenDeactivated = step(
  activated,
  oilScan(activated.state, { oilMakerId: 3, action: 'DEACTIVATE', at: new Date() }),
);

const KEY = { day: '2026-03-18', variantId: 1, labelMakerId: 2, oilMakerId: 3, bottleMakerId: 4 };

test('a code waits for filling from a passed verification until an oil maker acts on it', () => {
  const table: [string, CodeRecord, boolean][] = [
    ['issued', fresh, false],
    ['verified', verified, true],
    ['rejected', rejected, false],
    ['activated', activated, false],
    ['deactivated without activation', deactivated, false],
    ['activated then deactivated', activatedThenDeactivated, false],
  ];
  for (const [name, c, expected] of table) assert.equal(isAwaitingFilling(c), expected, name);
});

test('deltas: +1 on verification, -1 on the first oil action, by the local verification day', () => {
  const cases: [string, CodeRecord, CodeRecord, number | null][] = [
    ['verified', fresh, verified, +1],
    ['rejected', fresh, rejected, null],
    ['activated', verified, activated, -1],
    ['deactivated', verified, deactivated, -1],
    ['deactivated after activation', activated, activatedThenDeactivated, null],
    [
      'a customer scan changes nothing',
      verified,
      { ...verified, state: { ...verified.state, customerScans: 1 } },
      null,
    ],
  ];
  for (const [name, before, after, delta] of cases) {
    const d = pendingDeltas(new Map([[before.facts.qrcode, before]]), [after], TZ);
    assert.deepEqual(d, delta === null ? [] : [{ ...KEY, delta }], name);
  }
});

test('verified and activated in one batch cancel out; deltas are summed per key in key order', () => {
  assert.deepEqual(pendingDeltas(new Map([['A', fresh]]), [activated], TZ), []);
  const b = code('B', 2);
  const c = code('C', 1);
  const verify = (x: CodeRecord) =>
    step(x, labelScan(x.state, { labelMakerId: 2, result: 'Success', at: VERIFIED_AT }));
  const d = pendingDeltas(
    new Map([
      ['B', b],
      ['C', c],
      ['A', fresh],
    ]),
    [verify(b), verify(c), verified],
    TZ,
  );
  assert.deepEqual(d, [
    { ...KEY, delta: 2 },
    { ...KEY, variantId: 2, delta: 1 },
  ]);
});
