import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractQrCode } from './qr-url';

test('the code is the last path segment of the scanned URL, or the bare code', () => {
  const cases: Array<[input: string, expected: string | null]> = [
    ['https://qrguard.id/q/K7M2P9QX4T8W', 'K7M2P9QX4T8W'],
    ['https://qrguard.id/q/K7M2P9QX4T8W/', 'K7M2P9QX4T8W'],
    ['https://qrguard.id/q/K7M2P9QX4T8W?utm=label#x', 'K7M2P9QX4T8W'],
    ['HTTP://QRGUARD.ID/Q/abc_DEF-12', 'abc_DEF-12'],
    ['qrguard.id/q/K7M2P9QX4T8W', 'K7M2P9QX4T8W'],
    ['  K7M2P9QX4T8W  ', 'K7M2P9QX4T8W'],
    ['https://qrguard.id/', null],
    ['https://qrguard.id/q/%E2%9C%93', null],
    ['https://qrguard.id/q/%ZZ', null],
    ['https://qrguard.id/q/has space', null],
    ['https://', null],
    ['abc', null],
    ['', null],
    ['   ', null],
    [`https://x.id/q/${'A'.repeat(65)}`, null],
  ];
  for (const [input, expected] of cases) assert.equal(extractQrCode(input), expected, JSON.stringify(input));
});
