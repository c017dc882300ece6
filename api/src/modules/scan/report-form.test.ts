// Malformed and hostile multipart bodies on POST /api/scan/report (issue 9):
// each answers 400, 413 or 415 with a message, never 500, and stores nothing.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/app';
import { count, issueCodes } from '../../testing/engine';

let t: TestApp;
let photoDir: string;
let code: string;
let ip = 0;

before(async () => {
  photoDir = await mkdtemp(path.join(tmpdir(), 'qrguard-form-test-'));
  t = await startTestApp({ PHOTO_DIR: photoDir });
  [code] = (await issueCodes(t, { prefix: 'FRM', ordered: 2 })).qrcodes as [string];
});
after(async () => {
  await t.close();
  await rm(photoDir, { recursive: true, force: true });
});

const B = 'qrguardformboundary';
const field = (name: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const end = `--${B}--\r\n`;
const post = (payload: string | Buffer, contentType = `multipart/form-data; boundary=${B}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/scan/report',
    payload,
    headers: { 'content-type': contentType, 'x-forwarded-for': `10.66.0.${++ip % 250}` },
  });

test('malformed multipart answers 4xx with a message, never 500, and stores nothing', async () => {
  const reports = await count(t, 'customer_reports');
  const good = field('url', code) + field('reason', 'Lainnya');
  const cases: Array<
    [name: string, payload: string | Buffer, contentType: string | undefined, status: number[], message: RegExp]
  > = [
    ['no boundary in the content type', good + end, 'multipart/form-data', [400], /multipart|boundary/i],
    [
      'another boundary than the declared one',
      good.replaceAll(B, 'other') + end.replaceAll(B, 'other'),
      undefined,
      [400],
      /./,
    ],
    [
      'a body cut off in a field',
      good + `--${B}\r\nContent-Disposition: form-data; name="description"\r\n\r\nhal`,
      undefined,
      [400],
      /./,
    ],
    ['a body cut off in the headers', `--${B}\r\nContent-Disposition: form-da`, undefined, [400], /./],
    ['no closing boundary', good, undefined, [400], /./],
    ['a part with an empty name', good + field('', 'x') + end, undefined, [400], /must have a name/],
    ['garbage', Buffer.from([0, 1, 2, 3, 255, 254]), undefined, [400], /./],
    ['an empty body', '', undefined, [400], /./],
    ['JSON', JSON.stringify({ url: code, reason: 'Lainnya' }), 'application/json', [415], /multipart\/form-data/],
    ['plain text', 'url=x', 'text/plain', [415], /multipart\/form-data/],
    ['a field given twice', good + field('url', 'FAKE1') + end, undefined, [400], /body\/url .*more than once/],
    [
      'too many fields',
      good + Array.from({ length: 20 }, (_, i) => field(`f${i}`, 'x')).join('') + end,
      undefined,
      [413],
      /too many fields/,
    ],
    [
      'a field too long',
      good + field('description', 'x'.repeat(20_000)) + end,
      undefined,
      [400, 413],
      /body\/description .*too long/,
    ],
    [
      'a NUL in a field',
      field('url', code) + field('reason', 'Lainnya') + field('description', 'a\u0000b') + end,
      undefined,
      [400],
      /body\/description must not contain NUL/,
    ],
    [
      // U+D800 as UTF-8-style bytes (ED A0 80): not valid UTF-8, so it decodes to U+FFFD.
      'a lone surrogate in a field',
      Buffer.concat([
        Buffer.from(field('url', code) + field('reason', 'Lainnya') + field('description', 'a').slice(0, -3)),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from('b\r\n' + end),
      ]),
      undefined,
      [400],
      /body\/description must be valid UTF-8 text/,
    ],
    [
      'a field named __proto__',
      field('__proto__', 'x') + field('url', code) + field('reason', 'Lainnya') + end,
      undefined,
      [400],
      /./,
    ],
    [
      'a field named constructor',
      field('constructor', 'x') + field('url', code) + field('reason', 'Lainnya') + end,
      undefined,
      [400],
      /name that is not allowed/,
    ],
    [
      'a NUL in the URL',
      field('url', `${code}\u0000`) + field('reason', 'Lainnya') + end,
      undefined,
      [400],
      /body\/url must not contain NUL/,
    ],
  ];
  for (const [name, payload, contentType, statuses, message] of cases) {
    const res = await post(payload, contentType);
    assert.ok(statuses.includes(res.statusCode), `${name}: ${res.statusCode} ${res.body}`);
    assert.equal(res.json().status, false, name);
    assert.match(res.json().message, message, `${name}: ${res.body}`);
  }
  assert.equal(await count(t, 'customer_reports'), reports);
  assert.deepEqual(await readdir(photoDir), []);
  const ok = await post(field('url', code) + field('reason', 'Lainnya') + end);
  assert.equal(ok.statusCode, 200, `the API still answers: ${ok.body}`);
});
