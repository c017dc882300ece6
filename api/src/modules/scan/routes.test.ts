import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { demoPng } from '../../demo/png';
import { REASON_DISTANT, REASON_TOO_MANY } from '../../domain/suspicion';
import { startTestApp, type TestApp } from '../../testing/app';
import { activate, count, issueCodes } from '../../testing/engine';

const JAKARTA = { lat: -6.2088, lng: 106.8456 };
const SURABAYA = { lat: -7.2575, lng: 112.7521 };

let t: TestApp;
let photoDir: string;
let codes: string[];
let ip = 0;

before(async () => {
  photoDir = await mkdtemp(path.join(tmpdir(), 'qrguard-scan-test-'));
  t = await startTestApp({ PHOTO_DIR: photoDir, PHOTO_MAX_BYTES: '8192' });
  codes = (await issueCodes(t, { prefix: 'SCN', ordered: 20 })).qrcodes;
  await activate(t, codes.slice(0, 10));
  await activate(t, [codes[10]!], new Date('2022-06-01T03:00:00Z'));
});
after(async () => {
  await t.close();
  await rm(photoDir, { recursive: true, force: true });
});

/** Each call from its own address, so these tests never meet the rate limit. */
const scan = (payload: object, address = `10.0.${Math.floor(++ip / 250)}.${ip % 250}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/scan',
    payload,
    headers: { 'x-forwarded-for': address, 'user-agent': 'test-phone' },
  });

test('the public scan answers valid, inactive, expired and not_found, with the product', async () => {
  const cases: Array<[name: string, url: string, status: string]> = [
    ['an activated bottle', `https://qrguard.id/q/${codes[0]}`, 'valid'],
    ['a label never activated', `https://qrguard.id/q/${codes[12]}`, 'inactive'],
    ['activated more than 3 years ago', `https://qrguard.id/q/${codes[10]}`, 'expired'],
    ['a URL naming no code', 'https://qrguard.id/q/FAKE00000001', 'not_found'],
    ['not even a code', 'https://example.com/', 'not_found'],
  ];
  for (const [name, url, status] of cases) {
    const res = await scan({ url });
    assert.equal(res.statusCode, 200, `${name}: ${res.body}`);
    const body = res.json();
    assert.ok(Value.Check(endpoints.scan.response, body), name);
    assert.equal(body.data.status, status, name);
    assert.equal(body.data.suspicious, false, name);
    if (status === 'not_found') assert.equal(body.data.product, null);
    else assert.equal(body.data.product?.name, 'MPX1 10W-30 0.8 L', name);
  }
  const valid = (await scan({ url: codes[1]! })).json().data;
  assert.equal(valid.product.oil_maker, 'FEDERAL - Federal Karyatama');
  assert.equal(valid.product.volume_ml, 800);
  const notFound = await t.db.query<{ url: string; customer_type: string; device: string }>(
    `select url, customer_type, device from scan_events where result = 'Not Found' and actor = 'customer' order by id`,
  );
  assert.deepEqual(
    notFound.map((r) => r.url),
    ['https://qrguard.id/q/FAKE00000001', 'https://example.com/'],
    'not-found URLs are logged as sent',
  );
  assert.deepEqual([notFound[0]!.customer_type, notFound[0]!.device], ['Web', 'test-phone']);
});

test('more than 5 customer scans make a code suspicious, and admins are told once', async () => {
  const code = codes[2]!;
  const [admin] = await t.db.query<{ id: number }>(`select id from users where username = 'admin'`);
  const notesBefore = await count(t, 'notifications', `user_id = $1 and subject = 'Suspect QR'`, [admin!.id]);
  const answers = [];
  for (let i = 0; i < 7; i++) answers.push((await scan({ url: code, customer_type: 'HSO', ...JAKARTA })).json().data);
  assert.deepEqual(
    answers.map((a) => a.suspicious),
    [false, false, false, false, false, true, true],
  );
  assert.deepEqual(answers[5].reasons, [REASON_TOO_MANY]);
  assert.equal(answers[6].status, 'valid', 'still a genuine code, now suspicious');
  assert.equal(await count(t, 'suspects', 'reason = $1', [REASON_TOO_MANY]), 1);
  const notes = await t.db.query<{ message: string }>(
    `select message from notifications where user_id = $1 and subject = 'Suspect QR' order by id`,
    [admin!.id],
  );
  assert.equal(notes.length, notesBefore + 1, 'one notification for the new suspect');
  assert.match(notes.at(-1)!.message, new RegExp(`${code}.*${REASON_TOO_MANY}`));
  const [viewer] = await t.db.query<{ id: number }>(`select id from users where username = 'viewer'`);
  assert.equal(
    await count(t, 'notifications', `user_id = $1 and subject = 'Suspect QR'`, [viewer!.id]),
    0,
    'only users who may see suspects',
  );
});

test('scans in distant places within hours are suspicious; nearby ones are not', async () => {
  const [far, near] = [codes[3]!, codes[4]!];
  assert.equal((await scan({ url: far, ...JAKARTA })).json().data.suspicious, false);
  const second = (await scan({ url: far, ...SURABAYA })).json().data;
  assert.equal(second.suspicious, true);
  assert.deepEqual(second.reasons, [REASON_DISTANT]);
  await scan({ url: near, ...JAKARTA });
  const close = (await scan({ url: near, lat: JAKARTA.lat + 0.05, lng: JAKARTA.lng })).json().data;
  assert.equal(close.suspicious, false, '5 km apart is the same neighbourhood');
  const [suspect] = await t.db.query<{ scan_count: number; lat: number }>(
    `select s.scan_count, s.lat from suspects s join qr_codes c on c.id = s.qr_code_id where c.qrcode = $1`,
    [far],
  );
  assert.deepEqual(suspect, { scan_count: 2, lat: SURABAYA.lat });
});

test('a repeated client_id is answered again, not counted', async () => {
  const code = codes[5]!;
  const clientId = randomUUID();
  const first = (await scan({ url: code, client_id: clientId })).json().data;
  const again = (await scan({ url: code, client_id: clientId })).json().data;
  assert.deepEqual([first.counted, again.counted], [true, false]);
  assert.equal(again.status, 'valid');
  const [row] = await t.db.query<{ customer_scans: number }>('select customer_scans from qr_codes where qrcode = $1', [
    code,
  ]);
  assert.equal(row!.customer_scans, 1);
});

test('bad input is a 400 naming the field, and nothing is stored', async () => {
  const events = await count(t, 'scan_events');
  const cases: Array<[payload: object, field: string]> = [
    [{}, 'body/url'],
    [{ url: codes[6], lat: -6.2 }, 'body/lng'],
    [{ url: codes[6], lng: 106.8 }, 'body/lat'],
    [{ url: codes[6], lat: 123, lng: 106 }, 'body/lat'],
    [{ url: codes[6], customer_type: 'Shop' }, 'body/customer_type'],
    [{ url: 42 }, 'body/url'],
    [{ url: codes[6], client_id: 'x' }, 'body/client_id'],
    [{ url: '   ' }, 'body/url'],
  ];
  for (const [payload, field] of cases) {
    const res = await scan(payload);
    assert.equal(res.statusCode, 400, `${JSON.stringify(payload)}: ${res.body}`);
    assert.ok(
      res.json().details.some((d: { field: string }) => d.field === field),
      `${field} named in ${res.body}`,
    );
  }
  assert.equal(await count(t, 'scan_events'), events);
});

/** A multipart/form-data body with text fields and an optional file. */
function form(fields: Record<string, string>, file?: { name: string; filename: string; type: string; bytes: Buffer }) {
  const boundary = `----qrguard${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-forwarded-for': `10.9.0.${++ip % 250}` },
  };
}
const report = (body: ReturnType<typeof form>) => t.app.inject({ method: 'POST', url: '/api/scan/report', ...body });
const photoFiles = async () =>
  (await readdir(photoDir, { recursive: true })).filter((f) => /\.(png|jpg|webp)$/.test(String(f)));

test('a report with a good photo is stored with the photo in the storage', async () => {
  const png = demoPng(16, 16, [200, 40, 40]);
  const res = await report(
    form(
      {
        url: `https://qrguard.id/q/${codes[7]}`,
        reason: 'Segel terbuka',
        description: 'Tutup longgar',
        lat: '-6.2',
        lng: '106.8',
      },
      { name: 'photo', filename: 'bottle.png', type: 'image/png', bytes: png },
    ),
  );
  assert.equal(res.statusCode, 200, res.body);
  assert.ok(Value.Check(endpoints.scanReport.response, res.json()));
  assert.deepEqual(
    { ...res.json().data, id: 0, reported_at: '' },
    { id: 0, qrcode: codes[7], reason: 'Segel terbuka', photo: true, counted: true, reported_at: '' },
  );
  const [row] = await t.db.query<{
    photo_key: string;
    photo_type: string;
    photo_bytes: number;
    lat: number;
    description: string;
  }>('select photo_key, photo_type, photo_bytes, lat, description from customer_reports where id = $1', [
    res.json().data.id,
  ]);
  assert.equal(row!.photo_type, 'png');
  assert.equal(row!.photo_bytes, png.length);
  assert.equal(row!.description, 'Tutup longgar');
  assert.deepEqual(await photoFiles(), [row!.photo_key.split('/').join(path.sep)]);
});

test('a report without a photo, and on a URL that is no code (variant Unknown)', async () => {
  const res = await report(form({ url: 'https://qr-guard.co/q/ZZZZ9999', reason: 'Produk diduga palsu', photo: '' }));
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().data.qrcode, null);
  assert.equal(res.json().data.photo, false);
  const [rollup] = await t.db.query<{ count: number }>(
    `select count::int from rollup_daily where actor = 'customer' and result = 'Report' and variant_id = 0 and reason = 'Produk diduga palsu'`,
  );
  assert.equal(rollup!.count, 1);
});

test('photos too big or of the wrong type are refused and nothing is kept', async () => {
  const reports = await count(t, 'customer_reports');
  const files = (await photoFiles()).length;
  const big = Buffer.concat([demoPng(8, 8, [1, 2, 3]), Buffer.alloc(9000)]);
  const cases: Array<
    [
      name: string,
      file: { name: string; filename: string; type: string; bytes: Buffer },
      status: number,
      message: RegExp,
    ]
  > = [
    [
      'too big',
      { name: 'photo', filename: 'big.png', type: 'image/png', bytes: big },
      413,
      /body\/photo must be at most/,
    ],
    [
      'a GIF named .jpg',
      { name: 'photo', filename: 'x.jpg', type: 'image/jpeg', bytes: Buffer.from('GIF89a\x01\x00\x01\x00') },
      415,
      /body\/photo must be a JPEG or PNG image/,
    ],
    [
      'a PDF',
      { name: 'photo', filename: 'x.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.7 ...') },
      415,
      /JPEG or PNG/,
    ],
    [
      'a WebP (accepted before issue 9)',
      {
        name: 'photo',
        filename: 'x.webp',
        type: 'image/webp',
        bytes: Buffer.concat([
          Buffer.from('RIFF'),
          Buffer.from([0x24, 0, 0, 0]),
          Buffer.from('WEBPVP8 '),
          Buffer.alloc(32),
        ]),
      },
      415,
      /body\/photo must be a JPEG or PNG image/,
    ],
    [
      'HTML declared as a PNG',
      { name: 'photo', filename: 'x.png', type: 'image/png', bytes: Buffer.from('<html><script>alert(1)</script>') },
      415,
      /JPEG or PNG/,
    ],
    [
      'another file field',
      { name: 'picture', filename: 'x.png', type: 'image/png', bytes: demoPng(4, 4, [0, 0, 0]) },
      400,
      /body\/picture is not a known file field/,
    ],
  ];
  for (const [name, file, status, message] of cases) {
    const res = await report(form({ url: codes[8]!, reason: 'Kemasan rusak' }, file));
    assert.equal(res.statusCode, status, `${name}: ${res.body}`);
    assert.match(res.json().message, message, name);
  }
  const fieldCases: Array<[fields: Record<string, string>, field: string]> = [
    [{ reason: 'Kemasan rusak' }, 'body/url'],
    [{ url: codes[8]!, reason: 'Bosan' }, 'body/reason'],
    [{ url: codes[8]!, reason: 'Kemasan rusak', lat: 'north' }, 'body/lat'],
    [{ url: codes[8]!, reason: 'Kemasan rusak', lat: '-6.2' }, 'body/lng'],
    [{ url: codes[8]!, reason: 'Kemasan rusak', colour: 'red' }, 'body/colour'],
  ];
  for (const [fields, field] of fieldCases) {
    const res = await report(form(fields));
    assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
    assert.ok(
      res.json().details.some((d: { field: string }) => d.field === field),
      `${field} in ${res.body}`,
    );
  }
  const json = await t.app.inject({
    method: 'POST',
    url: '/api/scan/report',
    payload: { url: codes[8], reason: 'Kemasan rusak' },
  });
  assert.equal(json.statusCode, 415);
  assert.equal(await count(t, 'customer_reports'), reports);
  assert.equal((await photoFiles()).length, files);
});

test('a report retried with the same client_id is stored once', async () => {
  const fields = { url: codes[9]!, reason: 'Lainnya', client_id: 'report-retry-0001' };
  const png = demoPng(8, 8, [9, 9, 9]);
  const first = await report(form(fields, { name: 'photo', filename: 'a.png', type: 'image/png', bytes: png }));
  const files = (await photoFiles()).length;
  const again = await report(form(fields, { name: 'photo', filename: 'a.png', type: 'image/png', bytes: png }));
  assert.deepEqual([first.json().data.counted, again.json().data.counted], [true, false]);
  assert.equal(again.json().data.id, first.json().data.id);
  assert.equal((await photoFiles()).length, files, "the retry's upload is not kept");
});

test('the public endpoints are rate-limited per client address', async () => {
  const limited = await startTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '3' });
  try {
    const call = (address: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/scan',
        payload: { url: 'NOSUCHCODE01' },
        headers: { 'x-forwarded-for': address },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call('203.0.113.7')).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    const refused = await call('203.0.113.7');
    assert.equal(refused.json().status, false);
    assert.match(refused.json().message, /at most 3 a minute/);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await call('203.0.113.8')).statusCode, 200, 'another address has its own allowance');
    const [row] = await limited.db.query<{ n: number }>('select count(*)::int as n from scan_events');
    assert.equal(row!.n, 4, 'refused scans are not stored');
    const health = await limited.app.inject({ method: 'GET', url: '/health' });
    assert.equal(health.headers['x-ratelimit-limit'], undefined, 'other routes are not limited');
  } finally {
    await limited.close();
  }
});
