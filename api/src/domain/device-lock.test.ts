import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEVICE_LOCKED_MESSAGE, deviceSignIn, isLockFree, tokenDeviceStillBound } from './device-lock';

test('device sign-in decisions, table-driven', () => {
  const cases: Array<
    [name: string, stored: string | null, requested: string, expected: ReturnType<typeof deviceSignIn>]
  > = [
    ['first sign-in binds the device', null, 'dev-A', { ok: true, bind: true }],
    ['the same device signs in again', 'dev-A', 'dev-A', { ok: true, bind: false }],
    ['another device is refused', 'dev-A', 'dev-B', { ok: false, reason: DEVICE_LOCKED_MESSAGE }],
    ['a lock lifted with -1 binds the new device', '-1', 'dev-B', { ok: true, bind: true }],
    ['an empty lock binds', '', 'dev-B', { ok: true, bind: true }],
    ['-1 is not a device', null, '-1', { ok: false, reason: 'device_uuid must identify the device.' }],
    ['blank is not a device', null, '  ', { ok: false, reason: 'device_uuid must identify the device.' }],
  ];
  for (const [name, stored, requested, expected] of cases)
    assert.deepEqual(deviceSignIn(stored, requested), expected, name);
});

test('tokens die when the lock is lifted or moved', () => {
  const cases: Array<[stored: string | null, tokenDevice: string, expected: boolean]> = [
    ['dev-A', 'dev-A', true],
    ['dev-B', 'dev-A', false],
    [null, 'dev-A', false],
    ['-1', 'dev-A', false],
  ];
  for (const [stored, device, expected] of cases)
    assert.equal(tokenDeviceStillBound(stored, device), expected, `${stored} vs ${device}`);
  assert.equal(isLockFree(' -1 '), true);
});
