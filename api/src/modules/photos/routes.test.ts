// GET /api/reports/photo/:id (issue 11): a report's photo with its stored type,
// private caching and nosniff, to Report Customer users only; 404 for a report
// without a photo or an unknown id; ids only, so nothing else is reachable.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PERMISSIONS, REPORT_PHOTO_MAX_AGE_SECONDS } from '@qrguard/shared-api/contract';
import { demoPng } from '../../demo/png';
import { createUser } from '../users/queries';
import { bearer, login, startTestApp, type TestApp } from '../../testing/app';
import { issueCodes } from '../../testing/engine';
import { FolderStorage } from '../scan/storage';

let t: TestApp;
let photoDir: string;
let reader: string; // holds REPORT_CUSTOMER only
let outsider: string; // holds another permission only
const ids = { png: 0, jpeg: 0, webp: 0, none: 0, lost: 0 };
const png = demoPng(4, 4, [200, 10, 10]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
const webp = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1');

async function userWith(username: string, codes: string[]): Promise<string> {
  const [role] = await t.db.query<{ id: number }>('insert into roles (name) values ($1) returning id', [username]);
  for (const code of codes)
    await t.db.query('insert into role_permissions (role_id, permission_code) values ($1, $2)', [role!.id, code]);
  await createUser(t.db, {
    username,
    password: `${username}-pass`,
    display_name: username,
    roleIds: [role!.id],
    productCategoryIds: [t.config.productCategoryId],
  });
  return (await login(t.app, username, `${username}-pass`)).token;
}

async function insertReport(photo: { key: string; type: string; bytes: number } | null): Promise<number> {
  const [row] = await t.db.query<{ id: string | number }>(
    `insert into customer_reports (url, reason, photo_key, photo_type, photo_bytes, reported_at)
     values ('https://example.test/x', 'Kemasan rusak', $1, $2, $3, now()) returning id`,
    [photo?.key ?? null, photo?.type ?? null, photo?.bytes ?? null],
  );
  return Number(row!.id);
}

before(async () => {
  photoDir = await mkdtemp(path.join(tmpdir(), 'qrguard-photo-route-'));
  t = await startTestApp({ PHOTO_DIR: photoDir, PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000' });
  const storage = new FolderStorage(photoDir);
  const at = new Date('2026-03-05T10:00:00Z');
  ids.png = await insertReport({ key: await storage.save(png, 'png', at), type: 'png', bytes: png.length });
  ids.jpeg = await insertReport({ key: await storage.save(jpeg, 'jpeg', at), type: 'jpeg', bytes: jpeg.length });
  // A photo kept before issue 9 (WebP), written as the storage then did.
  const webpKey = `2026/03/${randomUUID()}.webp`;
  await writeFile(path.join(photoDir, ...webpKey.split('/')), webp);
  ids.webp = await insertReport({ key: webpKey, type: 'webp', bytes: webp.length });
  ids.none = await insertReport(null);
  ids.lost = await insertReport({ key: `2026/03/${randomUUID()}.png`, type: 'png', bytes: 10 });
  reader = await userWith('photo-reader', [PERMISSIONS.reportCustomer]);
  outsider = await userWith('photo-outsider', [PERMISSIONS.reportQrCode]);
});
after(async () => {
  await t.close();
  await rm(photoDir, { recursive: true, force: true });
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

test('a Report Customer user gets the photo with its stored type, private caching, nosniff, inline', async () => {
  const res = await get(`/api/reports/photo/${ids.png}`, reader);
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.rawPayload, png);
  assert.equal(res.headers['content-type'], 'image/png');
  assert.equal(res.headers['content-length'], String(png.length));
  assert.equal(res.headers['cache-control'], `private, max-age=${REPORT_PHOTO_MAX_AGE_SECONDS}`);
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  assert.equal(res.headers['content-disposition'], `inline; filename="report-${ids.png}-photo.png"`);
  assert.match(String(res.headers.vary), /authorization/i);

  const j = await get(`/api/reports/photo/${ids.jpeg}`, reader);
  assert.equal(j.statusCode, 200);
  assert.equal(j.headers['content-type'], 'image/jpeg');
  assert.deepEqual(j.rawPayload, jpeg);

  const w = await get(`/api/reports/photo/${ids.webp}`, reader);
  assert.equal(w.statusCode, 200, 'a photo kept before issue 9 is still shown');
  assert.equal(w.headers['content-type'], 'image/webp');
});

test('a request from the dashboard origin keeps the CORS headers and varies on Origin and Authorization', async () => {
  const origin = t.config.corsOrigins[0]!;
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/reports/photo/${ids.png}`,
    headers: { ...bearer(reader), origin },
  });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['access-control-allow-origin'], origin);
  assert.match(String(res.headers.vary), /origin/i);
  assert.match(String(res.headers.vary), /authorization/i);
});

test('a super admin gets it too (super admins hold every permission)', async () => {
  const admin = (await login(t.app, 'admin', 'admin')).token;
  assert.equal((await get(`/api/reports/photo/${ids.png}`, admin)).statusCode, 200);
});

test('without a session 401, without the permission 403, before the id is even looked at', async () => {
  for (const url of [`/api/reports/photo/${ids.png}`, '/api/reports/photo/999999', '/api/reports/photo/..%2F..']) {
    assert.equal((await get(url)).statusCode, 401, url);
    assert.equal((await get(url, outsider)).statusCode, 403, url);
    assert.equal((await get(url, 'not-a-token')).statusCode, 401, url);
  }
});

test('404 for a report without a photo, an unknown id, and a row whose file is gone', async () => {
  for (const id of [ids.none, 999_999_999, ids.lost]) {
    const res = await get(`/api/reports/photo/${id}`, reader);
    assert.equal(res.statusCode, 404, `${id}: ${res.body}`);
    assert.equal(res.json().status, false);
    assert.match(res.headers['content-type'] as string, /^application\/json/);
    assert.match(res.headers['cache-control'] as string, /no-store/);
  }
});

test('ids only: paths, encodings, huge numbers and prototype names are 400 or 404, never 5xx or a file', async () => {
  const inputs = [
    '../..',
    '..%2F..',
    '1%2F..',
    '1%2F..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '..\\..\\windows',
    `${ids.png}%00.png`,
    `${ids.png}.png`,
    '2026%2F03%2Fx.png',
    '99999999999999999999',
    '9999999999999999',
    '9223372036854775808',
    String(Number.MAX_SAFE_INTEGER),
    `0${ids.png}`,
    '1e3',
    '0x10',
    '1.5',
    '-1',
    '0',
    '+1',
    ' 1',
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    'NaN',
    'Infinity',
    '',
    '%',
    '%ZZ',
  ];
  for (const input of inputs) {
    const res = await get(`/api/reports/photo/${input}`, reader);
    assert.ok(
      res.statusCode === 400 || res.statusCode === 404,
      `${JSON.stringify(input)} answered ${res.statusCode}: ${res.body.slice(0, 200)}`,
    );
    assert.doesNotMatch(String(res.headers['content-type']), /^image\//, input);
  }
});

test('a photo posted through POST /api/scan/report is served by the id the report answered', async () => {
  const [code] = (await issueCodes(t, { prefix: 'PHO', ordered: 1 })).qrcodes;
  const boundary = `----photo${randomUUID()}`;
  const part = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const photo = demoPng(6, 6, [1, 2, 3]);
  const posted = await t.app.inject({
    method: 'POST',
    url: '/api/scan/report',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-forwarded-for': '198.51.100.40' },
    payload: Buffer.concat([
      part('url', code!),
      part('reason', 'Kemasan rusak'),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="../../evil.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  assert.equal(posted.statusCode, 200, posted.body);
  const { id, photo: hasPhoto } = posted.json().data as { id: number; photo: boolean };
  assert.equal(hasPhoto, true);
  const res = await get(`/api/reports/photo/${id}`, reader);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['content-type'], 'image/png');
  assert.deepEqual(res.rawPayload, photo);
});
