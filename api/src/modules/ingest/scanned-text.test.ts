import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Queryable } from '../../db';
import type { HttpError } from '../../http/errors';
import { scannedCode, scannedText } from './scanned-text';

test('scanned text is trimmed; blank or unstorable text is a 400 naming the field', () => {
  assert.equal(scannedText('  https://qrguard.id/q/AB12  ', 'url'), 'https://qrguard.id/q/AB12');
  assert.equal(scannedText('emoji \uD83D\uDE00 is fine', 'url'), 'emoji \uD83D\uDE00 is fine');
  const cases: Array<[text: string, message: RegExp]> = [
    ['   ', /body\/qrcode must not be blank/],
    ['AB12\u0000', /body\/qrcode must not contain NUL/],
    ['AB12\uD800', /body\/qrcode must be valid Unicode text/],
    ['\uDC00AB12', /lone surrogate/],
  ];
  for (const [text, message] of cases) {
    assert.throws(
      () => scannedText(text, 'qrcode'),
      (err: HttpError) =>
        err.statusCode === 400 && message.test(err.message) && err.details?.[0]?.field === 'body/qrcode',
      JSON.stringify(text),
    );
  }
});

/** A database holding one code, SN-1 of GTIN 08999991230010, whose qrcode is AB12CD34; it records the lookups. */
function oneCode() {
  const asked: unknown[][] = [];
  const q = {
    async query<T>(_sql: string, params: readonly unknown[] = []): Promise<T[]> {
      asked.push([...params]);
      return (params[0] === 'SN-1' && params[1] === '08999991230010' ? [{ qrcode: 'AB12CD34' }] : []) as T[];
    },
    async exec() {},
  } as Queryable;
  return { q, asked };
}

test('a Digital Link names its code by serial and GTIN; the legacy forms need no lookup (issue 12)', async () => {
  const { q, asked } = oneCode();
  assert.equal(await scannedCode(q, 'https://dl.qrguard.example/01/08999991230010/21/SN-1'), 'AB12CD34');
  assert.equal(await scannedCode(q, 'https://id.gs1.org/01/08999991230010/21/SN-1?17=291231'), 'AB12CD34');
  assert.equal(await scannedCode(q, 'https://dl.qrguard.example/01/08999991230027/21/SN-1'), null, 'another GTIN');
  assert.deepEqual(asked, [
    ['SN-1', '08999991230010'],
    ['SN-1', '08999991230010'],
    ['SN-1', '08999991230027'],
  ]);
  asked.length = 0;
  assert.equal(await scannedCode(q, 'https://dl.qrguard.example/01/08999991230011/21/SN-1'), null, 'check digit');
  assert.equal(await scannedCode(q, 'https://dl.qrguard.example/01/08999991230010'), null, 'no serial');
  assert.equal(await scannedCode(q, 'https://qrguard.id/q/AB12CD34'), 'AB12CD34');
  assert.equal(await scannedCode(q, 'AB12CD34'), 'AB12CD34');
  assert.deepEqual(asked, [], 'invalid links and legacy texts are not looked up');
});
