import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HttpError } from '../../http/errors';
import { scannedText } from './scanned-text';

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
