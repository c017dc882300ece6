// One bad scan in a group-commit batch fails only itself (issue 9): its
// neighbours are committed and answered as if it had not been there, and the
// bad one gets a 4xx with a message naming what was wrong.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Command } from '../../domain/ingest-plan';
import type { HttpError } from '../../http/errors';
import { startTestApp, type TestApp } from '../../testing/app';
import { activate, count, issueCodes } from '../../testing/engine';

let t: TestApp;
let codes: string[];
let ip = 0;

before(async () => {
  t = await startTestApp();
  codes = (await issueCodes(t, { prefix: 'PSN', ordered: 30 })).qrcodes;
  await activate(t, codes);
});
after(() => t.close());

const customer = (url: string, over: Partial<Command> = {}): Command =>
  ({
    kind: 'customer',
    qrcode: url,
    url,
    lat: null,
    lng: null,
    customerType: 'Web',
    at: new Date(),
    clientId: randomUUID(),
    ...over,
  }) as Command;

/** Submits every command in the same turn of the event loop, so they share one batch. */
const together = (commands: Command[]) => Promise.allSettled(commands.map((c) => t.app.ingest.submit(c)));

const eventsOf = async (commands: Command[]) =>
  count(t, 'scan_events', 'client_id = any($1::text[])', [commands.map((c) => c.clientId)]);

test('text the database cannot store is refused for its command alone, before the batch', async () => {
  const good = codes.slice(0, 10).map((code) => customer(code));
  const poison = [
    customer(`${codes[10]}\u0000`),
    customer(codes[11]!, { device: 'phone \uD800' }),
    customer(`https://qrguard.id/q/${codes[12]}\uDFFF`),
  ];
  const stats = { ...t.app.ingest.stats };
  const results = await together([...good.slice(0, 5), ...poison, ...good.slice(5)]);
  const answers = results.map((r) => (r.status === 'fulfilled' ? 'ok' : (r.reason as HttpError)));
  assert.deepEqual(answers.slice(0, 5), ['ok', 'ok', 'ok', 'ok', 'ok']);
  assert.deepEqual(answers.slice(8), ['ok', 'ok', 'ok', 'ok', 'ok']);
  const refused = answers.slice(5, 8) as HttpError[];
  assert.deepEqual(
    refused.map((e) => [e.statusCode, e.details?.[0]?.field]),
    [
      [400, 'body/url'],
      [400, 'headers/user-agent'],
      [400, 'body/url'],
    ],
  );
  assert.match(refused[0]!.message, /body\/url must not contain NUL/);
  assert.match(refused[1]!.message, /lone surrogate/);
  assert.equal(await eventsOf(good), 10, 'every good scan is stored');
  assert.equal(await eventsOf(poison), 0);
  assert.equal(t.app.ingest.stats.isolations, stats.isolations, 'no batch had to be split');
  assert.equal(t.app.ingest.stats.batches - stats.batches, 1, 'the good scans went in one transaction');
});

test('a command the database still refuses is isolated: the others commit in a few transactions', async () => {
  // A NUL in a value no check looks at (the customer type is a fixed list the contract enforces)
  // stands for whatever bad data a future caller might bring: only the database refuses it.
  const good = codes.slice(13, 29).map((code) => customer(code));
  const poison = customer(codes[29]!, { customerType: 'Web\u0000' } as Partial<Command>);
  const before = { ...t.app.ingest.stats };
  const results = await together([...good.slice(0, 11), poison, ...good.slice(11)]);
  const failed = results.filter((r) => r.status === 'rejected').map((r) => r.reason as HttpError);
  assert.equal(failed.length, 1, 'only the poison fails');
  assert.equal(failed[0]!.statusCode, 400);
  assert.match(failed[0]!.message, /could not be stored/);
  assert.equal(results[11]!.status, 'rejected', 'and it is the poison');
  assert.equal(await eventsOf(good), good.length);
  assert.equal(await eventsOf([poison]), 0);
  const extra = t.app.ingest.stats.isolations - before.isolations;
  // 17 commands: before, 1 + 17 transactions (every one replayed); halving needs at most 2·log2(32).
  assert.ok(extra > 0 && extra <= 10, `${extra} extra transactions`);
});

test('over HTTP, a poison scan among good ones answers 400 naming the field; the others 200, stored', async () => {
  const address = () => `10.77.${Math.floor(++ip / 250)}.${ip % 250}`;
  const scan = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/scan', payload, headers: { 'x-forwarded-for': address() } });
  const good = Array.from({ length: 8 }, (_, i) => ({ url: codes[i]!, client_id: randomUUID() }));
  const poison = [
    { url: `${codes[8]}\u0000`, client_id: randomUUID() },
    { url: `FAKE\uD83D`, client_id: randomUUID() },
  ];
  const answers = await Promise.all([...good.slice(0, 4), ...poison, ...good.slice(4)].map(scan));
  const statuses = answers.map((a) => a.statusCode);
  assert.deepEqual(statuses, [200, 200, 200, 200, 400, 400, 200, 200, 200, 200], answers.map((a) => a.body).join('\n'));
  for (const bad of answers.slice(4, 6)) {
    assert.equal(bad.json().status, false);
    assert.match(bad.json().message, /url/);
  }
  const [row] = await t.db.query<{ n: number }>(
    'select count(*)::int as n from scan_events where client_id = any($1::text[])',
    [good.map((g) => g.client_id)],
  );
  assert.equal(row!.n, good.length);
});

test('a client_id reused for another code is a 409; the same code again answers as the first time', async () => {
  const clientId = randomUUID();
  const scan = (url: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/scan',
      payload: { url, client_id: clientId },
      headers: { 'x-forwarded-for': `10.78.0.${++ip % 250}` },
    });
  const scansOf21 = async () =>
    (await t.db.query<{ n: number }>('select customer_scans as n from qr_codes where qrcode = $1', [codes[21]]))[0]!.n;
  const before21 = await scansOf21();
  const first = await scan(codes[20]!);
  assert.equal(first.statusCode, 200, first.body);
  const other = await scan(codes[21]!);
  assert.equal(other.statusCode, 409, other.body);
  assert.match(other.json().message, new RegExp(`client_id ${clientId} was already used for another code`));
  assert.equal(other.json().details[0].field, 'body/client_id');
  const again = await scan(`https://qrguard.id/q/${codes[20]}`);
  assert.equal(again.statusCode, 200, again.body);
  assert.deepEqual({ ...again.json().data, counted: true }, first.json().data, 'the first answer again');
  assert.equal(again.json().data.counted, false);
  assert.equal(await count(t, 'scan_events', 'client_id = $1', [clientId]), 1);
  assert.equal(await scansOf21(), before21, 'the other code was not scanned');
});
