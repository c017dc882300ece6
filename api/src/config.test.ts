import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ConfigError, DEFAULT_CORS_ORIGINS, loadConfig, REPO_ROOT } from './config';

const SECRET = 'x'.repeat(32);

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    assert.ok(err instanceof ConfigError);
    return err.problems;
  }
  assert.fail('the configuration was accepted');
}

test('defaults: PGlite under the repo root, port 4000, demo data, the web origins', () => {
  const config = loadConfig({ JWT_SECRET: SECRET });
  assert.deepEqual(config.database, { kind: 'pglite', dir: path.join(REPO_ROOT, '.data/pglite') });
  assert.equal(config.host, '127.0.0.1');
  assert.equal(config.port, 4000);
  assert.equal(config.seedDemo, true);
  assert.equal(config.tokenTtlMinutes, 720);
  assert.equal(config.businessTz, 'Asia/Jakarta');
  assert.equal(config.loginMaxFailures, 5);
  assert.equal(config.loginLockMinutes, 15);
  assert.equal(config.ssoSecret, SECRET, 'SSO_SECRET defaults to JWT_SECRET');
  assert.deepEqual(config.corsOrigins, DEFAULT_CORS_ORIGINS);
  assert.ok(
    config.corsOrigins.includes('http://localhost:3003') && config.corsOrigins.includes('http://127.0.0.1:3000'),
  );
});

test('a server database needs JWT_SECRET and gets no demo data unless asked', () => {
  assert.deepEqual(problems({ DATABASE_URL: 'postgres://db/x' }), [
    'JWT_SECRET is required with DATABASE_URL (at least 32 characters)',
  ]);
  const config = loadConfig({ DATABASE_URL: 'postgres://db/x', JWT_SECRET: SECRET });
  assert.equal(config.seedDemo, false);
  assert.equal(loadConfig({ DATABASE_URL: 'postgres://db/x', JWT_SECRET: SECRET, SEED_DEMO: 'true' }).seedDemo, true);
});

test('each bad variable is named with the value it had', () => {
  const found = problems({
    API_PORT: 'eighty',
    TOKEN_TTL_MINUTES: '0',
    SEED_DEMO: 'maybe',
    LOG_LEVEL: 'loud',
    BUSINESS_TZ: 'Mars/Olympus',
    DATABASE_URL: 'mysql://db',
    JWT_SECRET: 'short',
  });
  const line = (name: string) => found.find((p) => p.startsWith(`${name} `));
  assert.match(line('API_PORT') ?? '', /must be integer \(got "eighty"\)/);
  assert.match(line('TOKEN_TTL_MINUTES') ?? '', /must be >= 1 \(got "0"\)/);
  assert.match(line('SEED_DEMO') ?? '', /boolean.*\(got "maybe"\)/);
  assert.match(line('LOG_LEVEL') ?? '', /"info"/);
  assert.match(line('BUSINESS_TZ') ?? '', /IANA time zone/);
  assert.match(line('DATABASE_URL') ?? '', /got "mysql:\/\/db"/);
  assert.match(line('JWT_SECRET') ?? '', /\(got "\*\*\*"\)/, 'a secret is never echoed');
});

test('the error message lists every problem on its own line', () => {
  try {
    loadConfig({ API_PORT: '70000', CORS_ORIGINS: 'http://ok:1, not-an-origin' });
    assert.fail('accepted');
  } catch (err) {
    assert.ok(err instanceof ConfigError);
    assert.match(
      err.message,
      /^Invalid configuration:\n {2}- API_PORT must be <= 65535 \(got "70000"\)\n {2}- CORS_ORIGINS .*"not-an-origin"/,
    );
  }
});

test('values are read from their text form; empty variables count as unset', () => {
  const config = loadConfig({
    PGLITE_DIR: 'memory://',
    API_PORT: '4100',
    SEED_DEMO: 'false',
    CORS_ORIGINS: 'https://dash.example.com, http://127.0.0.1:3000',
    LOG_LEVEL: '',
    LOGIN_MAX_FAILURES: '3',
  });
  assert.equal(config.port, 4100);
  assert.equal(config.seedDemo, false);
  assert.deepEqual(config.corsOrigins, ['https://dash.example.com', 'http://127.0.0.1:3000']);
  assert.equal(config.logLevel, 'info');
  assert.equal(config.loginMaxFailures, 3);
  assert.deepEqual(config.database, { kind: 'pglite', dir: 'memory://' });
  assert.ok(config.jwtSecret.length >= 32, 'an in-memory database gets a random secret');
});

test('DATABASE_SCHEMA needs DATABASE_URL and a plain name', () => {
  assert.deepEqual(problems({ DATABASE_SCHEMA: 'x' }), ['DATABASE_SCHEMA needs DATABASE_URL']);
  assert.match(
    problems({ DATABASE_URL: 'postgres://db/x', JWT_SECRET: SECRET, DATABASE_SCHEMA: 'a;drop' })[0] ?? '',
    /^DATABASE_SCHEMA /,
  );
});

test('on PGlite without JWT_SECRET a secret is made once and kept beside the data folder', async () => {
  const { mkdtempSync, statSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dir = mkdtempSync(path.join(tmpdir(), 'qrguard-config-'));
  try {
    const first = loadConfig({ PGLITE_DIR: path.join(dir, 'pglite') });
    const second = loadConfig({ PGLITE_DIR: path.join(dir, 'pglite') });
    assert.ok(first.jwtSecret.length >= 32);
    assert.equal(second.jwtSecret, first.jwtSecret, 'tokens survive a restart');
    assert.equal(statSync(path.join(dir, 'jwt-secret')).mode & 0o777, 0o600, 'only the owner can read it');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('X-Forwarded-For is trusted only when TRUST_PROXY says so', () => {
  assert.equal(loadConfig({ PGLITE_DIR: 'memory://' }).trustProxy, false);
  assert.equal(loadConfig({ PGLITE_DIR: 'memory://', TRUST_PROXY: 'true' }).trustProxy, true);
});
