// Properties of reading a code from what a scanner sends: the printed URL of
// any valid code reads back as that code, however it is written (scheme or
// not, query, fragment, percent-encoding, spaces around), and no text at all,
// however odd, makes it throw or answer something that is not a code.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { extractQrCode } from './qr-url';

const CODE = /^[A-Za-z0-9_-]{4,64}$/;
const code = fc.stringMatching(CODE);
const host = fc.constantFrom('qrguard.id', 'qr-guard.co', 'cek-oli.id', 'localhost:3000', '127.0.0.1');

/** The URL printed on a label (demo/timeline.ts QR_URL_BASE is one such host). */
const printed = (h: string, c: string) => `https://${h}/q/${c}`;

test('the printed URL of a code reads back as the code', () => {
  fc.assert(
    fc.property(host, code, (h, c) => {
      assert.equal(extractQrCode(printed(h, c)), c);
      assert.equal(extractQrCode(c), c, 'the bare code');
    }),
  );
});

test('written any way a scanner or a person may send it', () => {
  const query = fc.constantFrom('', '?utm=x', '?a=1&b=/2', '#top', '?x=1#y');
  const pad = fc.constantFrom('', ' ', '\t', '\n ', '  ');
  fc.assert(
    fc.property(host, code, query, pad, pad, fc.boolean(), fc.boolean(), (h, c, q, before, after, scheme, slash) => {
      const base = scheme ? printed(h, c) : `${h}/q/${c}`;
      assert.equal(extractQrCode(`${before}${base}${slash ? '/' : ''}${q}${after}`), c);
      // Percent-encoded letters decode to the same code.
      const encoded = [...c].map((ch) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
      assert.equal(extractQrCode(`https://${h}/q/${encoded}`), c);
    }),
  );
});

test('any text: never throws, and answers a code or null', () => {
  const odd = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.string({ unit: 'grapheme', maxLength: 100 }),
    fc.constantFrom(
      '\u0000',
      'https://qrguard.id/q/%',
      'https://qrguard.id/q/%E0%A4%A',
      'https://[::1',
      'http://',
      '../../etc/passwd',
      'https://qrguard.id/q/\uD800',
      '\u202Eedoc',
      "' or 1=1 --",
      'javascript:alert(1)',
      '/'.repeat(5000),
      'A'.repeat(10_000),
    ),
  );
  fc.assert(
    fc.property(odd, (text) => {
      const got = extractQrCode(text);
      assert.ok(got === null || CODE.test(got), `got ${JSON.stringify(got)}`);
    }),
  );
});
