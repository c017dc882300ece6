// The odd values a careless client or an attacker sends: control characters,
// lone surrogates, right-to-left marks, very long text, prototype keys, SQL
// and path traversal, numbers at and past every edge, dates outside any sane
// window, and values of the wrong type. Each pool is a fast-check arbitrary.
import fc from 'fast-check';

/** Text that has broken parsers, databases, logs or prototypes somewhere. */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDFFF',
  '\u202Eevil\u202C',
  '\u200F\u05E9\u05DC\u05D5\u05DD',
  '\uFEFF',
  '\r\n\r\nX-Injected: 1',
  'ﷺ🛢️👩‍👩‍👧',
  'A'.repeat(10_000),
  '\u0000'.repeat(300),
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "admin'--",
  '$1',
  '\\',
  '%',
  '%zz',
  '%E0%A4%A',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/q/../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  'file:///etc/passwd',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e300',
  '-1e300',
  '1e-300',
  '0x10',
  ' 1',
  '9'.repeat(400),
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '9223372036854775808',
  '0000-01-01',
  '0001-01-01',
  '1969-12-31',
  '1970-01-01',
  '1999-12-31',
  '2024-02-29',
  '2023-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-01-32',
  '2026-01-01 24:00:00',
  '2026-01-01 23:59:60',
  '2026-01-01T00:00:00Z',
  '9999-12-30',
  '9999-12-31',
  '9999-12-31 23:59:59',
  '+010000-01-01',
  '10000-01-01',
  '-000001-01-01',
  '2026-01-01,2026-01-02',
  '1,2,3',
  ',,,',
  '1,'.repeat(200) + '1',
  'ASC; DELETE',
  'DAILY\u0000',
];

/** Numbers at the edges of every integer and float type, and of JSON. */
export const ODD_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  -1.5,
  0.1,
  1e300,
  -1e300,
  1e-300,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/** Values of the wrong type for any field (JSON bodies). */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [1, 2],
  ['a'],
  { $gt: '' },
  JSON.parse('{"__proto__":{"admin":true}}') as unknown,
  { constructor: { prototype: { admin: true } } },
  [[[[[[[['deep']]]]]]]],
];

export const oddString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 32 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 16 }) },
  );

export const oddNumber = (): fc.Arbitrary<number> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    { weight: 1, arbitrary: fc.integer() },
  );

/** An odd value for a JSON body field: text, a number, or another type altogether. */
export const oddJsonValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: oddString() },
    { weight: 2, arbitrary: oddNumber() },
    { weight: 2, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  );

/** An odd value for a query string field: always text, numbers written as clients write them. */
export const oddQueryValue = (): fc.Arbitrary<string> =>
  fc.oneof({ weight: 4, arbitrary: oddString() }, { weight: 1, arbitrary: oddNumber().map(String) });

/** Keys a body or query should not have: unknown names and the prototype's. */
export const extraKey = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'admin', 'role', 'super_admin', 'id', 'x', ''),
    fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 12 }),
  );

/** Raw bodies that are not what their content type says (sent as application/json unless noted). */
export const NOT_JSON: readonly string[] = [
  '',
  '{',
  '{"a":',
  '[',
  'NaN',
  'Infinity',
  'undefined',
  "{'single': 'quotes'}",
  '{"a":1,}',
  '\u0000',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '"just a string"',
  '123',
  'null',
  '[]',
  '{"a":1}{"b":2}',
  '\uFEFF{}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":"${'x'.repeat(200_000)}"}`,
];
