import assert from 'node:assert/strict';
import { test } from 'node:test';
import { VARIANT_GTINS } from '../db/reference-data';
import {
  DIGITAL_LINK_MAX_LENGTH,
  digitalLinkOf,
  digitalLinkOrNull,
  isValidGtin14,
  looksLikeDigitalLink,
  readDigitalLink,
} from './digital-link';

test('every starting variant has a distinct GTIN-14 with a valid check digit', () => {
  const gtins = Object.values(VARIANT_GTINS);
  assert.equal(new Set(gtins).size, gtins.length);
  for (const gtin of gtins) assert.ok(isValidGtin14(gtin), gtin);
  // GS1's own example GTIN, and the same with its check digit changed.
  assert.ok(isValidGtin14('09506000134352'));
  assert.ok(!isValidGtin14('09506000134353'));
  assert.ok(!isValidGtin14('9506000134352'), 'a GTIN-13 is not a GTIN-14');
});

test("a code's Digital Link: https://<host>/01/<GTIN>/21/<serial>, the serial percent-encoded", () => {
  assert.equal(
    digitalLinkOf('dl.qrguard.example', '08999991230010', 'C24-00000001'),
    'https://dl.qrguard.example/01/08999991230010/21/C24-00000001',
  );
  assert.equal(
    digitalLinkOf('id.brand.co.id', '08999991230010', 'A/B-1'),
    'https://id.brand.co.id/01/08999991230010/21/A%2FB-1',
  );
  assert.equal(digitalLinkOrNull('h.example', null, 'X'), null);
});

test('reads real Digital Links back into GTIN and serial (GS1 digital-link.js)', () => {
  const cases: [string, { gtin: string; serial: string }][] = [
    // GS1's example trade item, through GS1's resolver.
    ['https://id.gs1.org/01/09506000134352/21/ABC123', { gtin: '09506000134352', serial: 'ABC123' }],
    // Our own, built and read back, with a serial that needs encoding.
    [
      digitalLinkOf('dl.qrguard.example', '08999991230027', 'M25-00001234'),
      { gtin: '08999991230027', serial: 'M25-00001234' },
    ],
    [digitalLinkOf('id.brand.co.id', '08999991230010', 'A/B-1'), { gtin: '08999991230010', serial: 'A/B-1' }],
    // A batch/lot before the serial, a query string (expiry date), http, a path before the key.
    ['http://example.com/qr/01/08999991230034/10/LOT7/21/S-1?17=280131', { gtin: '08999991230034', serial: 'S-1' }],
    // A GTIN-13 is padded to 14 digits by the library.
    ['https://example.org/01/9506000134352/21/X1', { gtin: '09506000134352', serial: 'X1' }],
  ];
  for (const [uri, key] of cases) {
    assert.ok(looksLikeDigitalLink(uri), uri);
    assert.deepEqual(readDigitalLink(uri), key, uri);
  }
});

test('a wrong check digit, a missing serial, a bad grammar or bad encoding is no Digital Link key', () => {
  for (const uri of [
    'https://id.gs1.org/01/09506000134353/21/ABC123', // check digit 3 instead of 2
    'https://dl.qrguard.example/01/08999991230011/21/C24-00000001',
    'https://id.gs1.org/01/09506000134352', // the product, not one item
    'https://id.gs1.org/01/09506000134352/10/LOT7',
    'https://id.gs1.org/01/09506000134352/21/A%ZZ', // not percent-encoding
    'https://id.gs1.org/01/09506000134352/21/A%20B', // a space is not a character a serial (AI 21) may hold
    `https://id.gs1.org/01/09506000134352/21/${'A'.repeat(DIGITAL_LINK_MAX_LENGTH)}`,
  ]) {
    assert.ok(looksLikeDigitalLink(uri), uri);
    assert.equal(readDigitalLink(uri), null, uri);
  }
});

test('legacy code URLs and bare codes are not Digital Links (they keep their own reading)', () => {
  for (const text of [
    'https://qrguard.id/q/AB12CD34',
    'qrguard.id/q/AB12CD34',
    'AB12CD34',
    'https://qrguard.id/01/ABCD1234', // "01" before a code that is not a GTIN
    'ftp://id.gs1.org/01/09506000134352/21/ABC123',
  ]) {
    assert.ok(!looksLikeDigitalLink(text), text);
    assert.equal(readDigitalLink(text), null, text);
  }
});
