// The live stream over real HTTP (inject cannot hold a response open): a
// signed-in dashboard hears about a new suspect the moment its scan commits,
// and a request without a session is refused.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Value } from 'typebox/value';
import { endpoints } from '@qrguard/shared-api/contract';
import { login, startTestApp, type TestApp } from '../../testing/app';
import { activate, issueCodes } from '../../testing/engine';

let t: TestApp;
let base: string;
let code: string;
before(async () => {
  t = await startTestApp();
  code = (await issueCodes(t, { prefix: 'LIVE', ordered: 2 })).qrcodes[0]!;
  await activate(t, [code]);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
after(() => t.close());

/** Reads server-sent events from a response until `until` says stop; returns the `notification` events' data. */
async function readEvents(res: Response, until: (events: unknown[]) => boolean): Promise<unknown[]> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: unknown[] = [];
  let buffer = '';
  while (!until(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (/^event: notification$/m.test(frame)) events.push(JSON.parse(/^data: (.*)$/m.exec(frame)![1]!));
    }
  }
  await reader.cancel();
  return events;
}

test('a new suspect reaches an open stream at once', async () => {
  const admin = await login(t.app, 'admin', 'admin');
  const res = await fetch(`${base}/api/v1/notification/stream`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/);
  const heard = readEvents(res, (events) => events.length > 0);
  // Six customer scans: the sixth makes the code suspicious (more than 5).
  for (let i = 0; i < 6; i++) {
    const scan = await t.app.inject({
      method: 'POST',
      url: '/api/scan',
      payload: { url: code },
      headers: { 'x-forwarded-for': `10.9.0.${i}` },
    });
    assert.equal(scan.statusCode, 200, scan.body);
  }
  const [event] = await heard;
  assert.ok(Value.Check(endpoints.notificationStream.response, event), JSON.stringify(event));
  assert.deepEqual(event, { subject: 'Suspect QR', count: 1 });
});

test("a new work order reaches its label maker's work-order user at once (issue 15)", async () => {
  const user = await login(t.app, 'workorder', 'workorder');
  const admin = await login(t.app, 'admin', 'admin');
  const res = await fetch(`${base}/api/v1/notification/stream`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  assert.equal(res.status, 200);
  const heard = readEvents(res, (events) => events.length > 0);
  const [ids] = await t.db.query<{ lm: number; bm: number; om: number }>(
    `select (select id from label_makers where name = 'Cahaya') as lm, 
            (select id from bottle_makers order by id limit 1) as bm, (select id from oil_makers order by id limit 1) as om`,
  );
  const issued = await t.app.inject({
    method: 'POST',
    url: '/api/v1/masterData/purchase-order',
    headers: { authorization: `Bearer ${admin.token}` },
    payload: {
      no_po: 'PO/LIVE/1',
      label_maker_id: ids!.lm,
      po_date: '2026-03-02',
      lines: [{ part_no: 'QG-MPX1-0800', bottle_maker_id: ids!.bm, oil_maker_id: ids!.om, ordered: 3 }],
    },
  });
  assert.equal(issued.statusCode, 200, issued.body);
  const [event] = await heard;
  assert.ok(Value.Check(endpoints.notificationStream.response, event), JSON.stringify(event));
  assert.deepEqual(event, { subject: 'work-order', count: 1 });
});

test('no stream without a session', async () => {
  const res = await fetch(`${base}/api/v1/notification/stream`);
  assert.equal(res.status, 401);
  assert.equal(((await res.json()) as { status: boolean }).status, false);
});

test('a user holds at most NOTIFICATION_STREAMS_PER_USER streams (5); a closed stream frees its slot', async () => {
  const viewer = await login(t.app, 'viewer', 'viewer');
  const admin = await login(t.app, 'admin', 'admin');
  const held: AbortController[] = [];
  const open = async (token: string) => {
    const abort = new AbortController();
    held.push(abort);
    const res = await fetch(`${base}/api/v1/notification/stream`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    return { res, abort };
  };
  try {
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => open(viewer.token)));
    assert.deepEqual(
      five.map((s) => s.res.status),
      [200, 200, 200, 200, 200],
    );
    const sixth = await open(viewer.token);
    assert.equal(sixth.res.status, 429, 'refused before the stream opens');
    assert.ok(Number(sixth.res.headers.get('retry-after')) > 0);
    const body = (await sixth.res.json()) as { status: boolean; message: string };
    assert.equal(body.status, false);
    assert.match(body.message, /^Too many live notification streams are open for this user \(at most 5\)\./);
    assert.equal((await open(admin.token)).res.status, 200, 'another user has slots of their own');

    // Closing one (a tab closed): the server hears the socket close and frees the slot.
    five[0]!.abort.abort();
    let again = 0;
    for (let i = 0; i < 50 && again !== 200; i++) {
      await new Promise((r) => setTimeout(r, 20));
      const next = await open(viewer.token);
      again = next.res.status;
      if (again !== 200) await next.res.body?.cancel();
    }
    assert.equal(again, 200, 'a closed stream frees its slot');
    const full = await open(viewer.token);
    assert.equal(full.res.status, 429, 'and only that one');
    await full.res.body?.cancel();
  } finally {
    for (const a of held) a.abort();
  }
});
