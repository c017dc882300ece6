// The alerts' configuration (issue 15): SMTP_* and ALERT_* are validated at start like every variable.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../../config';
import { backoffMs } from './dispatcher';
import { signature, targetProblem } from './send';

const BASE = { JWT_SECRET: 'x'.repeat(32), PGLITE_DIR: 'memory://' };

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...BASE, ...env });
  } catch (err) {
    assert.ok(err instanceof ConfigError);
    return err.problems;
  }
  assert.fail('the configuration was accepted');
}

test('defaults: no SMTP, 5 attempts from 30 s, 5 s timeout', () => {
  const { alerts } = loadConfig(BASE);
  assert.deepEqual(alerts, { smtp: null, maxAttempts: 5, retryBaseMs: 30_000, pollMs: 5_000, timeoutMs: 5_000 });
});

test('SMTP_* configure the e-mail channel', () => {
  const { alerts } = loadConfig({
    ...BASE,
    SMTP_HOST: 'mail.example.com',
    SMTP_PORT: '465',
    SMTP_USER: 'alerts',
    SMTP_PASSWORD: 'pw',
    SMTP_FROM: 'alerts@example.com',
  });
  assert.deepEqual(alerts.smtp, {
    host: 'mail.example.com',
    port: 465,
    user: 'alerts',
    password: 'pw',
    from: 'alerts@example.com',
  });
});

test('bad values are refused with the variable named, and the password never echoed', () => {
  assert.match(problems({ SMTP_HOST: 'm', SMTP_PORT: '70000' }).join('\n'), /SMTP_PORT/);
  assert.match(problems({ SMTP_HOST: 'm', SMTP_FROM: 'not an address' }).join('\n'), /SMTP_FROM/);
  assert.match(problems({ SMTP_HOST: 'm', SMTP_USER: 'u' }).join('\n'), /SMTP_USER and SMTP_PASSWORD go together/);
  assert.match(problems({ SMTP_USER: 'u', SMTP_PASSWORD: 'p' }).join('\n'), /need SMTP_HOST/);
  assert.match(problems({ ALERT_MAX_ATTEMPTS: '0' }).join('\n'), /ALERT_MAX_ATTEMPTS/);
  const long = 'p'.repeat(1001);
  const text = problems({ SMTP_HOST: 'm', SMTP_USER: 'u', SMTP_PASSWORD: long }).join('\n');
  assert.match(text, /SMTP_PASSWORD/);
  assert.ok(!text.includes(long));
});

test('backoff doubles from the base up to an hour', () => {
  const config = loadConfig({ ...BASE, ALERT_RETRY_BASE_MS: '1000' }).alerts;
  assert.deepEqual(
    [1, 2, 3, 4].map((n) => backoffMs(config, n)),
    [1000, 2000, 4000, 8000],
  );
  assert.equal(backoffMs(config, 30), 3_600_000);
});

test('targets: only http(s) webhooks, real e-mail addresses; the signature is HMAC-SHA256 of "t.body"', () => {
  assert.equal(targetProblem('webhook', 'https://h.example.com/x', 10), null);
  for (const bad of ['ftp://h/x', 'file:///etc/passwd', 'javascript:alert(1)', 'h.example.com', 'http://u:p@h/x'])
    assert.notEqual(targetProblem('webhook', bad, 10), null, bad);
  assert.equal(targetProblem('email', 'a@b.id, c@d.co.id', 10), null);
  assert.notEqual(targetProblem('email', 'a@b.id, c', 10), null);
  assert.notEqual(targetProblem('email', 'a@b.id,b@b.id,c@b.id', 2), null);
  // The documented example: key "secret", t=1700000000, body "{}".
  assert.equal(
    signature('secret', '{}', 1700000000),
    `t=1700000000,v1=${createHmac('sha256', 'secret').update('1700000000.{}').digest('hex')}`,
  );
});
