// Photo count quotas on POST /api/scan/report (issue 9): per client address
// and day, and per code; refused photos are a 429 with a message and never
// reach the disk. Reports without a photo are not limited by them.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { demoPng } from '../../demo/png';
import { startTestApp, type TestApp } from '../../testing/app';
import { count, issueCodes } from '../../testing/engine';

let t: TestApp;
let photoDir: string;
let codes: string[];

before(async () => {
  photoDir = await mkdtemp(path.join(tmpdir(), 'qrguard-quota-test-'));
  t = await startTestApp({ PHOTO_DIR: photoDir, PHOTO_MAX_PER_ADDRESS_PER_DAY: '3', PHOTO_MAX_PER_CODE: '2' });
  codes = (await issueCodes(t, { prefix: 'QTA', ordered: 10 })).qrcodes;
});
after(async () => {
  await t.close();
  await rm(photoDir, { recursive: true, force: true });
});

const files = async () =>
  (await readdir(photoDir, { recursive: true })).filter((f) => /\.(png|jpg)$/.test(String(f))).length;

function report(url: string, address: string, withPhoto = true, clientId?: string) {
  const boundary = `----quota${randomUUID()}`;
  const part = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const parts: Buffer[] = [part('url', url), part('reason', 'Kemasan rusak')];
  if (clientId) parts.push(part('client_id', clientId));
  if (withPhoto)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      demoPng(8, 8, [10, 20, 30]),
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: '/api/scan/report',
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-forwarded-for': address },
  });
}

test('an address gets a few photos a day; then 429, and reports without a photo still pass', async () => {
  const address = '198.51.100.7';
  const statuses = [];
  for (const code of codes.slice(0, 4)) statuses.push((await report(code, address)).statusCode);
  assert.deepEqual(statuses, [200, 200, 200, 429]);
  const refused = await report(codes[4]!, address);
  assert.equal(refused.statusCode, 429);
  assert.match(refused.json().message, /at most 3 a day/);
  assert.ok(Number(refused.headers['retry-after']) > 0);
  assert.equal(await files(), 3, 'a refused photo is not written');
  assert.equal((await report(codes[4]!, address, false)).statusCode, 200, 'a report without a photo');
  assert.equal((await report(codes[4]!, '198.51.100.8')).statusCode, 200, 'another address has its own allowance');
});

test('a retried report gives its photo allowance back', async () => {
  const address = '198.51.100.20';
  const clientId = `quota-retry-${randomUUID().slice(0, 8)}`;
  for (let i = 0; i < 4; i++) assert.equal((await report(codes[5]!, address, true, clientId)).statusCode, 200);
  assert.equal((await report(codes[6]!, address)).statusCode, 200, 'the retries took nothing');
});

test('a code keeps at most a few photos, from all addresses together', async () => {
  const code = codes[7]!;
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push((await report(code, `198.51.100.${40 + i}`)).statusCode);
  assert.deepEqual(statuses, [200, 200, 429]);
  const refused = await report(`https://qrguard.id/q/${code}`, '198.51.100.50');
  assert.equal(refused.statusCode, 429);
  assert.match(refused.json().message, /already has 2 photos/);
  assert.equal(refused.json().details[0].field, 'body/photo');
  assert.equal(await count(t, 'customer_reports r join qr_codes c on c.id = r.qr_code_id', 'c.qrcode = $1', [code]), 2);
  // A text naming no code is counted by the text.
  const fake = 'https://fake.example/q/NOPE';
  assert.deepEqual(
    [
      (await report(fake, '198.51.100.60')).statusCode,
      (await report(fake, '198.51.100.61')).statusCode,
      (await report(fake, '198.51.100.62')).statusCode,
    ],
    [200, 200, 429],
  );
});
