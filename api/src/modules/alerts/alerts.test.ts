// Alert rules (issue 15) against real protocol peers started here: an SMTP
// server (smtp-server) and an HTTP receiver (node:http). What arrived is
// asserted: recipients, subject and body of the e-mail; the webhook's body and
// its HMAC signature, verified with the secret the API answered once.
import assert from 'node:assert/strict';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { SMTPServer } from 'smtp-server';
import { Value } from 'typebox/value';
import { bearer, login, startTestApp, type TestApp } from '../../testing/app';
import { activate, appToken, count, issueCodes } from '../../testing/engine';

interface Mail {
  from: string;
  to: string[];
  raw: string;
}
interface Hook {
  headers: IncomingMessage['headers'];
  body: string;
}

let t: TestApp;
let token: string;
let codes: string[];
let smtp: SMTPServer;
let smtpPort: number;
const mails: Mail[] = [];
let receiver: Server;
let hookUrl: string;
const hooks: Hook[] = [];
/** How the receiver answers the next requests: a status, or 'hang' (never answers). */
let plan: (number | 'hang')[] = [];
const hanging: ServerResponse[] = [];
let ip = 0;

before(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;

  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hooks.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const next = plan.shift() ?? 200;
      if (next === 'hang') {
        hanging.push(res);
        return;
      }
      res.writeHead(next, { 'content-type': 'text/plain' }).end(next === 200 ? 'ok' : 'nope');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  t = await startTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_FROM: 'alerts@qrguard.test',
    ALERT_RETRY_BASE_MS: '10',
    ALERT_POLL_MS: '60000',
    ALERT_TIMEOUT_MS: '1500',
    ALERT_MAX_ATTEMPTS: '3',
  });
  token = (await login(t.app, 'admin', 'admin')).token;
  codes = (await issueCodes(t, { prefix: 'ALR', ordered: 10 })).qrcodes;
  await activate(t, codes);
});
after(async () => {
  for (const res of hanging) res.destroy();
  await t.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(async () => {
  // Each test starts from no rules, so only its own rules receive.
  await t.db.query(`delete from alert_rules`);
  await t.db.query(`delete from alert_outbox`);
  mails.length = 0;
  hooks.length = 0;
  plan = [];
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function createRule(body: object) {
  const res = await api('POST', '/api/settings/alert-rules', body);
  assert.equal(res.statusCode, 200, res.body);
  assert.ok(Value.Check(endpoints.createAlertRule.response, res.json()));
  return res.json().data as { rule: { id: number; secret_hint: string | null }; secret: string | null };
}

/** Checks X-QRGuard-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>"> with the shared secret. */
function verify(hook: Hook, secret: string): boolean {
  const header = String(hook.headers['x-qrguard-signature'] ?? '');
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!m) return false;
  if (Math.abs(Date.now() / 1000 - Number(m[1])) > 300) return false;
  const want = createHmac('sha256', secret).update(`${m[1]}.${hook.body}`).digest();
  return timingSafeEqual(want, Buffer.from(m[2]!, 'hex'));
}

/** A multipart customer report without a photo. */
function reportForm(fields: Record<string, string>) {
  const boundary = `----qrguard${randomUUID()}`;
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return {
    payload: `${body}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-forwarded-for': `10.7.0.${++ip}` },
  };
}
const report = (qrcode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/scan/report',
    ...reportForm({ url: `https://qrguard.id/q/${qrcode}`, reason: 'Segel terbuka', description: 'Tutup longgar' }),
  });

const deliveries = async (query = '') => {
  const res = await api('GET', `/api/settings/alert-deliveries${query}`);
  assert.equal(res.statusCode, 200, res.body);
  assert.ok(Value.Check(endpoints.alertDeliveries.response, res.json()), res.body);
  return res.json() as {
    data: {
      status: string;
      attempts: number;
      event: string;
      response_code: number | null;
      last_error: string | null;
      rule_name: string;
    }[];
    meta: { total: number };
  };
};

describe('rules', () => {
  test('create, list, update and delete are audited; the secret is answered once and then masked', async () => {
    const created = await createRule({
      name: 'Ops hook',
      event: 'report.new',
      channel: 'webhook',
      target: hookUrl,
      enabled: true,
    });
    assert.match(created.secret!, /^whsec_[0-9a-f]{64}$/);
    assert.equal(created.rule.secret_hint, `…${created.secret!.slice(-4)}`);
    const list = await api('GET', '/api/settings/alert-rules');
    assert.ok(Value.Check(endpoints.alertRules.response, list.json()));
    assert.ok(!list.body.includes(created.secret!), 'the list never holds the secret');

    const id = created.rule.id;
    const kept = await api('PUT', `/api/settings/alert-rules/${id}`, {
      name: 'Ops hook 2',
      event: 'report.new',
      channel: 'webhook',
      target: hookUrl,
      enabled: false,
    });
    assert.equal(kept.statusCode, 200, kept.body);
    assert.equal(kept.json().data.secret, null, 'no new secret unless asked');
    assert.equal(kept.json().data.rule.enabled, false);
    const rotated = await api('PUT', `/api/settings/alert-rules/${id}`, {
      name: 'Ops hook 2',
      event: 'report.new',
      channel: 'webhook',
      target: hookUrl,
      enabled: true,
      rotate_secret: true,
    });
    assert.notEqual(rotated.json().data.secret, created.secret);
    const gone = await api('DELETE', `/api/settings/alert-rules/${id}`);
    assert.equal(gone.statusCode, 200, gone.body);
    assert.equal((await api('DELETE', `/api/settings/alert-rules/${id}`)).statusCode, 404);

    const trail = await t.db.query<{ action: string; after: Record<string, unknown> | null }>(
      `select action, after from audit_event where target_kind = 'alert_rule' and target_id = $1 order by id`,
      [String(id)],
    );
    assert.deepEqual(
      trail.map((r) => r.action),
      ['alert_rule.create', 'alert_rule.update', 'alert_rule.update', 'alert_rule.delete'],
    );
    const recorded = JSON.stringify(trail);
    assert.ok(!recorded.includes(created.secret!.slice(6)), 'the audit trail never holds the secret');
  });

  test('a wrong target, an unknown field or a bad id is a 400 with a message, never a 5xx', async () => {
    const bad = [
      { name: 'x', event: 'report.new', channel: 'webhook', target: 'ftp://example.com/x', enabled: true },
      { name: 'x', event: 'report.new', channel: 'webhook', target: 'javascript:alert(1)', enabled: true },
      { name: 'x', event: 'report.new', channel: 'webhook', target: 'not a url', enabled: true },
      { name: 'x', event: 'report.new', channel: 'email', target: 'ops@example.com, nobody', enabled: true },
      { name: 'x', event: 'report.new', channel: 'email', target: Array(11).fill('a@b.id').join(','), enabled: true },
      { name: '   ', event: 'report.new', channel: 'email', target: 'ops@example.com', enabled: true },
      { name: 'x', event: 'nope', channel: 'email', target: 'ops@example.com', enabled: true },
      { name: 'x', event: 'report.new', channel: 'sms', target: '+62', enabled: true },
      { name: 'x', event: 'report.new', channel: 'email', target: 'a'.repeat(3000), enabled: true },
      { name: 'x', event: 'report.new', channel: 'email', target: 'ops@example.com', enabled: true, secret: 'mine' },
    ];
    for (const body of bad) {
      const res = await api('POST', '/api/settings/alert-rules', body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body).slice(0, 80)}: ${res.body}`);
      assert.ok(res.json().message.length > 0);
    }
    assert.equal((await api('PUT', '/api/settings/alert-rules/0', bad[3]!)).statusCode, 400);
    assert.equal((await api('POST', '/api/settings/alert-rules/abc/test')).statusCode, 400);
    assert.equal((await api('GET', '/api/settings/alert-deliveries?limit=1000')).statusCode, 400);
    assert.equal(await count(t, 'alert_rules'), 0);
  });

  test('a user without the permission is refused', async () => {
    const viewer = (await login(t.app, 'viewer', 'viewer')).token;
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/alert-rules', headers: bearer(viewer) });
    assert.equal(res.statusCode, 403);
  });
});

describe('deliveries', () => {
  test('a customer report reaches the webhook (signed) and the mailbox (recipients, subject, body)', async () => {
    const hook = await createRule({
      name: 'Report hook',
      event: 'report.new',
      channel: 'webhook',
      target: hookUrl,
      enabled: true,
    });
    await createRule({
      name: 'Report mail',
      event: 'report.new',
      channel: 'email',
      target: 'ops@example.com, brand@example.com',
      enabled: true,
    });
    await createRule({
      name: 'Disabled',
      event: 'report.new',
      channel: 'email',
      target: 'off@example.com',
      enabled: false,
    });
    await createRule({
      name: 'Other event',
      event: 'qrcode.blocked',
      channel: 'email',
      target: 'other@example.com',
      enabled: true,
    });

    const res = await report(codes[0]!);
    assert.equal(res.statusCode, 200, res.body);
    await t.app.alerts.drain();

    assert.equal(hooks.length, 1);
    assert.ok(verify(hooks[0]!, hook.secret!), 'the signature verifies with the shared secret');
    assert.ok(
      !verify({ ...hooks[0]!, body: hooks[0]!.body.replace('Segel', 'Xegel') }, hook.secret!),
      'a changed body does not',
    );
    const body = JSON.parse(hooks[0]!.body);
    assert.equal(body.event, 'report.new');
    assert.equal(body.test, false);
    assert.equal(body.rule.name, 'Report hook');
    assert.equal(body.data.qrcode, codes[0]);
    assert.equal(body.data.reason, 'Segel terbuka');
    assert.equal(hooks[0]!.headers['content-type'], 'application/json');

    assert.equal(mails.length, 1, 'one e-mail, to both recipients; none for the disabled rule or another event');
    assert.deepEqual(mails[0]!.to, ['ops@example.com', 'brand@example.com']);
    assert.equal(mails[0]!.from, 'alerts@qrguard.test');
    assert.match(mails[0]!.raw, new RegExp(`^Subject: \\[QR Guard\\] New customer report: ${codes[0]}`, 'm'));
    assert.match(mails[0]!.raw, /reason: Segel terbuka/);
    assert.match(mails[0]!.raw, /description: Tutup longgar/);

    const list = await deliveries();
    assert.equal(list.meta.total, 2);
    assert.deepEqual(
      list.data.map((d) => [d.status, d.attempts]),
      [
        ['sent', 1],
        ['sent', 1],
      ],
    );
  });

  test('the dispatcher wakes on the commit of the event (NOTIFY), without waiting for its poll', async () => {
    // ALERT_POLL_MS is a minute here: only the wake-up can deliver this within the test.
    await createRule({ name: 'Woken', event: 'report.new', channel: 'webhook', target: hookUrl, enabled: true });
    assert.equal((await report(codes[6]!)).statusCode, 200);
    const until = Date.now() + 10_000;
    while (hooks.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    assert.equal(hooks.length, 1);
  });

  test('a receiver answering 500 twice then 200 is retried with backoff: three attempts recorded', async () => {
    await createRule({ name: 'Flaky', event: 'report.new', channel: 'webhook', target: hookUrl, enabled: true });
    plan = [500, 500, 200];
    assert.equal((await report(codes[1]!)).statusCode, 200);
    // Each failed attempt schedules the next after the backoff (10 ms, 20 ms); drain again until it is sent.
    for (let i = 0; i < 50 && (await deliveries('?status=sent')).meta.total === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      await t.app.alerts.drain();
    }
    assert.equal(hooks.length, 3);
    const ids = new Set(hooks.map((h) => JSON.parse(h.body).id));
    assert.equal(ids.size, 1, 'the same delivery id every time (the receiver can deduplicate)');
    const attempts = await t.db.query<{ attempt: number; ok: boolean; response_code: number; error: string | null }>(
      `select attempt, ok, response_code, error from alert_attempts order by id`,
    );
    assert.deepEqual(
      attempts.map((a) => [a.attempt, a.ok, a.response_code]),
      [
        [1, false, 500],
        [2, false, 500],
        [3, true, 200],
      ],
    );
    assert.match(attempts[0]!.error!, /HTTP 500/);
    const [d] = (await deliveries()).data;
    assert.equal(d!.status, 'sent');
    assert.equal(d!.attempts, 3);
  });

  test('a delivery that keeps failing is marked failed after the configured attempts', async () => {
    await createRule({ name: 'Down', event: 'report.new', channel: 'webhook', target: hookUrl, enabled: true });
    plan = [503, 503, 503];
    await report(codes[2]!);
    for (let i = 0; i < 50 && (await deliveries('?status=failed')).meta.total === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      await t.app.alerts.drain();
    }
    const [d] = (await deliveries()).data;
    assert.deepEqual([d!.status, d!.attempts, d!.response_code], ['failed', 3, 503]);
    assert.match(d!.last_error!, /HTTP 503/);
  });

  test('a dead webhook never slows or loses a scan: the answer comes at once and the delivery is kept', async () => {
    await createRule({ name: 'Hangs', event: 'report.new', channel: 'webhook', target: hookUrl, enabled: true });
    await createRule({
      name: 'Refused',
      event: 'report.new',
      channel: 'webhook',
      target: 'http://127.0.0.1:1/none',
      enabled: true,
    });
    plan = ['hang', 'hang', 'hang'];
    const started = performance.now();
    const res = await report(codes[3]!);
    const took = performance.now() - started;
    assert.equal(res.statusCode, 200, res.body);
    // The report's answer does not wait for the dispatcher: the dispatcher is sending now.
    const sending = t.app.alerts.drain();
    const scan = await t.app.inject({
      method: 'POST',
      url: '/api/scan',
      payload: { url: codes[3] },
      headers: { 'x-forwarded-for': '10.7.9.9' },
    });
    const scanTook = performance.now() - started - took;
    assert.equal(scan.statusCode, 200);
    assert.equal(scan.json().data.status, 'valid');
    assert.ok(took < 1500 && scanTook < 1500, `report ${took} ms, scan ${scanTook} ms while the webhook hangs`);
    await sending;
    assert.equal(
      await count(t, 'customer_reports', 'qr_code_id = (select id from qr_codes where qrcode = $1)', [codes[3]]),
      1,
    );
    const kept = (await deliveries()).data;
    assert.equal(kept.length, 2);
    const hangs = kept.find((d) => d.rule_name === 'Hangs')!;
    // Kept: each attempt that timed out is recorded and the next one scheduled (3 attempts at most here).
    assert.ok(hangs.attempts >= 1 && hangs.status !== 'sent', `${hangs.status} after ${hangs.attempts}`);
    // The refused one was retried at once (10 ms backoff here) and is recorded, whatever its state now.
    const refused = kept.find((d) => d.rule_name === 'Refused')!;
    assert.ok(refused.attempts >= 1);
    const byName = Object.fromEntries(kept.map((d) => [d.rule_name, d.last_error]));
    assert.match(byName.Hangs!, /No answer within 1500 ms/);
    assert.match(byName.Refused!, /ECONNREFUSED|reach/);
  });

  test('a blocked code, a device-lock reset and a new suspect queue their alerts with the event', async () => {
    await createRule({
      name: 'Blocked',
      event: 'qrcode.blocked',
      channel: 'email',
      target: 'sec@example.com',
      enabled: true,
    });
    await createRule({ name: 'Lock', event: 'device_lock.reset', channel: 'webhook', target: hookUrl, enabled: true });
    await createRule({ name: 'Suspect', event: 'suspect.new', channel: 'webhook', target: hookUrl, enabled: true });

    const blocked = await api('POST', '/api/reports/qrcode/block', {
      qrcode: codes[4],
      reason: 'Stolen stock',
      note: 'Lot 7',
    });
    assert.equal(blocked.statusCode, 200, blocked.body);
    // A refused write queues nothing.
    assert.equal(
      (await api('POST', '/api/reports/qrcode/block', { qrcode: codes[4], reason: 'Stolen stock' })).statusCode,
      409,
    );

    await appToken(t, { app: 'oilmaker', username: 'alert.op' });
    const [user] = await t.db.query<{ id: number }>(`select id from app_users where username = 'alert.op'`);
    const reset = await api('POST', `/api/settings/userOilmaker/${user!.id}/device-lock/reset`);
    assert.equal(reset.statusCode, 200, reset.body);

    for (let i = 0; i < 6; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/scan',
        payload: { url: codes[5] },
        headers: { 'x-forwarded-for': `10.8.0.${i + 1}` },
      });
    }
    await t.app.alerts.drain();

    assert.equal(mails.length, 1);
    assert.deepEqual(mails[0]!.to, ['sec@example.com']);
    assert.match(mails[0]!.raw, new RegExp(`^Subject: \\[QR Guard\\] QR code blocked: ${codes[4]}`, 'm'));
    const events = hooks.map((h) => JSON.parse(h.body)).map((b) => [b.event, b.data.username ?? b.data.qrcode]);
    assert.deepEqual(events.sort(), [
      ['device_lock.reset', 'alert.op'],
      ['suspect.new', codes[5]],
    ]);
  });

  test('the verification scan that completes a work order queues its alert', async () => {
    await createRule({
      name: 'WO done',
      event: 'work_order.completed',
      channel: 'webhook',
      target: hookUrl,
      enabled: true,
    });
    const po = await issueCodes(t, { prefix: 'AWO', ordered: 2 });
    await activate(t, po.qrcodes);
    await t.app.alerts.drain();
    assert.equal(hooks.length, 1);
    const body = JSON.parse(hooks[0]!.body);
    assert.equal(body.event, 'work_order.completed');
    assert.deepEqual([body.data.code, body.data.no_po, body.data.label_maker], ['WO-PO/AWO', 'PO/AWO', 'Cahaya']);
  });

  test('Test sends one now to the target and answers the outcome', async () => {
    const hook = await createRule({
      name: 'Try me',
      event: 'suspect.new',
      channel: 'webhook',
      target: hookUrl,
      enabled: true,
    });
    const ok = await api('POST', `/api/settings/alert-rules/${hook.rule.id}/test`);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.ok(Value.Check(endpoints.testAlertRule.response, ok.json()));
    assert.equal(ok.json().data.ok, true);
    assert.equal(ok.json().data.response_code, 200);
    assert.equal(hooks.length, 1);
    assert.ok(verify(hooks[0]!, hook.secret!));
    assert.equal(JSON.parse(hooks[0]!.body).test, true);

    plan = [500];
    const failed = await api('POST', `/api/settings/alert-rules/${hook.rule.id}/test`);
    assert.equal(failed.statusCode, 200);
    assert.deepEqual([failed.json().data.ok, failed.json().data.response_code], [false, 500]);
    assert.match(failed.json().message, /not delivered/);

    const mail = await createRule({
      name: 'Mail me',
      event: 'report.new',
      channel: 'email',
      target: 'me@example.com',
      enabled: true,
    });
    const sent = await api('POST', `/api/settings/alert-rules/${mail.rule.id}/test`);
    assert.equal(sent.json().data.ok, true, sent.body);
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.raw, /^Subject: \[QR Guard\] Test: New customer report/m);

    // Recorded with their outcome, and never sent again by the dispatcher.
    await t.app.alerts.drain();
    assert.equal(hooks.length, 2);
    const list = await deliveries();
    assert.deepEqual(list.data.map((d) => d.status).sort(), ['failed', 'sent', 'sent']);
    assert.equal((await api('POST', '/api/settings/alert-rules/999999/test')).statusCode, 404);
  });
});
