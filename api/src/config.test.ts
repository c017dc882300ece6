import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ConfigError, DEFAULT_CORS_ORIGINS, loadConfig, REPO_ROOT } from './config';

const SECRET = 'x'.repeat(32);
const OTHER_SECRET = 'y'.repeat(32);

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
  assert.notEqual(config.ssoSecret, SECRET, 'SSO_SECRET never falls back to JWT_SECRET');
  assert.ok(config.ssoSecret.length >= 32);
  assert.deepEqual(config.corsOrigins, DEFAULT_CORS_ORIGINS);
  assert.ok(
    config.corsOrigins.includes('http://localhost:3003') && config.corsOrigins.includes('http://127.0.0.1:3000'),
  );
});

test('a server database needs JWT_SECRET and gets no demo data unless asked', () => {
  assert.deepEqual(problems({ DATABASE_URL: 'postgres://db/x' }), [
    'JWT_SECRET is required with DATABASE_URL (at least 32 characters)',
    'SSO_SECRET is required with DATABASE_URL (at least 32 characters, not the JWT_SECRET): it signs the one-time codes of the product switch',
  ]);
  const config = loadConfig({ DATABASE_URL: 'postgres://db/x', JWT_SECRET: SECRET, SSO_SECRET: OTHER_SECRET });
  assert.equal(config.seedDemo, false);
  assert.equal(
    loadConfig({ DATABASE_URL: 'postgres://db/x', JWT_SECRET: SECRET, SSO_SECRET: OTHER_SECRET, SEED_DEMO: 'true' })
      .seedDemo,
    true,
  );
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

test('X-Forwarded-For is trusted only from the proxies TRUST_PROXY names', () => {
  const trust = (value: string) => loadConfig({ PGLITE_DIR: 'memory://', TRUST_PROXY: value }).trustProxy;
  assert.equal(loadConfig({ PGLITE_DIR: 'memory://' }).trustProxy, false);
  assert.equal(trust('false'), false);
  assert.deepEqual(trust('127.0.0.1'), ['127.0.0.1']);
  assert.deepEqual(trust(' 10.0.0.0/8, ::1 ,loopback'), ['10.0.0.0/8', '::1', 'loopback']);
});

test('TRUST_PROXY never trusts every address (issue 9)', () => {
  // "true" let any client choose its own address through X-Forwarded-For, and with it its rate limits.
  for (const value of ['true', 'TRUE', 'all', '*', '0.0.0.0/0', '10.0.0.1,::/0']) {
    const [problem] = problems({ PGLITE_DIR: 'memory://', TRUST_PROXY: value });
    assert.match(
      problem ?? '',
      /^TRUST_PROXY must name the proxy, not trust every address .*e\.g\. 127\.0\.0\.1/,
      value,
    );
  }
  // Fastify 5 ignores a hop count, which cannot tell the proxy from a client that connects directly.
  assert.match(problems({ PGLITE_DIR: 'memory://', TRUST_PROXY: '1' })[0] ?? '', /^TRUST_PROXY .*not a number of hops/);
  assert.match(
    problems({ PGLITE_DIR: 'memory://', TRUST_PROXY: '10.0.0.1,proxy.local' })[0] ?? '',
    /^TRUST_PROXY must be the proxy's address or CIDR .*"proxy\.local" is neither \(got "10\.0\.0\.1,proxy\.local"\)$/,
  );
  assert.match(
    problems({ PGLITE_DIR: 'memory://', TRUST_PROXY: '10.0.0.0/33' })[0] ?? '',
    /"10\.0\.0\.0\/33" is neither/,
  );
});

test('login and stream limits: defaults and overrides', () => {
  const defaults = loadConfig({ PGLITE_DIR: 'memory://' });
  assert.equal(defaults.loginUserMaxFailures, 50);
  assert.equal(defaults.loginAddressMaxFailures, 20);
  assert.equal(defaults.notificationStreamsPerUser, 5);
  const set = loadConfig({
    PGLITE_DIR: 'memory://',
    LOGIN_USER_MAX_FAILURES: '100',
    LOGIN_ADDRESS_MAX_FAILURES: '30',
    NOTIFICATION_STREAMS_PER_USER: '2',
  });
  assert.equal(set.loginUserMaxFailures, 100);
  assert.equal(set.loginAddressMaxFailures, 30);
  assert.equal(set.notificationStreamsPerUser, 2);
  assert.match(
    problems({ PGLITE_DIR: 'memory://', LOGIN_ADDRESS_MAX_FAILURES: '0' })[0] ?? '',
    /^LOGIN_ADDRESS_MAX_FAILURES /,
  );
});

test('production refuses to start without its own SSO_SECRET, and never with the JWT_SECRET as SSO_SECRET', () => {
  assert.deepEqual(problems({ NODE_ENV: 'production', PGLITE_DIR: 'memory://' }), [
    'SSO_SECRET is required in production (at least 32 characters, not the JWT_SECRET): it signs the one-time codes of the product switch',
    'JWT_SECRET is required in production (at least 32 characters)',
  ]);
  assert.deepEqual(problems({ JWT_SECRET: SECRET, SSO_SECRET: SECRET, PGLITE_DIR: 'memory://' }), [
    'SSO_SECRET must differ from JWT_SECRET: a shared key lets access tokens pass as cross-client codes',
  ]);
  const config = loadConfig({
    NODE_ENV: 'production',
    PGLITE_DIR: 'memory://',
    JWT_SECRET: SECRET,
    SSO_SECRET: OTHER_SECRET,
  });
  assert.equal(config.ssoSecret, OTHER_SECRET);
});

test('DIGITAL_LINK_HOST: a host name (with an optional port), lower-cased; a scheme or a path is refused', () => {
  assert.equal(loadConfig({ JWT_SECRET: SECRET }).digitalLinkHost, 'dl.qrguard.example');
  assert.equal(
    loadConfig({ JWT_SECRET: SECRET, DIGITAL_LINK_HOST: 'ID.Brand.CO.ID' }).digitalLinkHost,
    'id.brand.co.id',
  );
  assert.equal(
    loadConfig({ JWT_SECRET: SECRET, DIGITAL_LINK_HOST: 'localhost:8443' }).digitalLinkHost,
    'localhost:8443',
  );
  for (const bad of ['https://id.brand.co.id', 'id.brand.co.id/01', 'id..brand', '-x.brand', 'id brand'])
    assert.match(problems({ JWT_SECRET: SECRET, DIGITAL_LINK_HOST: bad }).join('\n'), /^DIGITAL_LINK_HOST /m, bad);
});
