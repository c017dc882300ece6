import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from './paths.mjs';
import { contentSecurityPolicy, securityHeaders } from './security-headers.cjs';
import runtimeConfig from '../../tooling/runtime-config.js';

const { runtimeConfigFromEnv } = runtimeConfig;

const ENVSH = path.join(ROOT, 'docker', 'nginx', 'security-headers.envsh');

/** Sources the nginx image's script with exactly `env` (plus PATH) and answers what it exports. */
function fromShell(env) {
  const out = execFileSync('sh', ['-c', `. "${ENVSH}" && printf '%s\\n%s' "$QRGUARD_CSP" "$QRGUARD_HSTS"`], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [csp, hsts] = out.split('\n');
  return { csp, hsts };
}

const directive = (csp, name) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

test('the default configuration gives exactly this policy', () => {
  assert.equal(
    securityHeaders({})['Content-Security-Policy'],
    [
      "default-src 'self'",
      "script-src 'self' http://127.0.0.1:3001 http://127.0.0.1:3002 http://127.0.0.1:3003 https://maps.googleapis.com https://maps.gstatic.com",
      "style-src 'self' 'unsafe-inline' http://127.0.0.1:3001 http://127.0.0.1:3002 http://127.0.0.1:3003 https://fonts.googleapis.com",
      "img-src 'self' data: blob: http://127.0.0.1:3001 http://127.0.0.1:3002 http://127.0.0.1:3003 http://127.0.0.1:4000 https://*.googleapis.com https://*.gstatic.com",
      "font-src 'self' http://127.0.0.1:3001 http://127.0.0.1:3002 http://127.0.0.1:3003 https://fonts.gstatic.com",
      "connect-src 'self' http://127.0.0.1:4000 http://127.0.0.1:3001 http://127.0.0.1:3002 http://127.0.0.1:3003 https://*.googleapis.com https://*.gstatic.com",
      "worker-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
  );
  assert.deepEqual(
    Object.fromEntries(Object.entries(securityHeaders({})).filter(([name]) => name !== 'Content-Security-Policy')),
    {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    },
  );
});

test('the policy follows API_URL and REMOTE_*_URL: origins only, a path is this server', () => {
  const csp = securityHeaders({
    API_URL: 'https://API.example.com:443/qrguard/',
    REMOTE_HIGHLIGHTS_URL: 'https://apps.example.com/highlights/',
    REMOTE_REPORTS_URL: 'https://apps.example.com/reports',
    REMOTE_SETTINGS_URL: '/settings',
  })['Content-Security-Policy'];
  assert.deepEqual(directive(csp, 'connect-src'), [
    "'self'",
    'https://api.example.com',
    'https://apps.example.com',
    'https://*.googleapis.com',
    'https://*.gstatic.com',
  ]);
  assert.deepEqual(directive(csp, 'script-src'), [
    "'self'",
    'https://apps.example.com',
    'https://maps.googleapis.com',
    'https://maps.gstatic.com',
  ]);
  // Nothing of the old defaults is left.
  assert.doesNotMatch(csp, /127\.0\.0\.1/);
});

test('a URL that is not http(s) or a path is refused, naming its variable', () => {
  assert.throws(() => securityHeaders({ API_URL: 'javascript:alert(1)' }), /API_URL must be an http\(s\) URL/);
  assert.throws(() => securityHeaders({ REMOTE_REPORTS_URL: '//evil.example' }), /REMOTE_REPORTS_URL/);
  // A character that would end a directive never reaches the header.
  assert.throws(() => securityHeaders({ REMOTE_SETTINGS_URL: "http://a.example;script-src 'unsafe-inline'" }));
});

test('scripts never get unsafe-inline; unsafe-eval and reload sockets only on the dev servers', () => {
  const config = { apiUrl: 'http://127.0.0.1:4000', remotes: { remote_reports: 'https://reports.example' } };
  const production = contentSecurityPolicy(config);
  assert.doesNotMatch(production, /unsafe-eval/);
  assert.ok(!directive(production, 'script-src').includes("'unsafe-inline'"));
  assert.ok(!directive(production, 'connect-src').some((s) => s.startsWith('ws')));
  const dev = contentSecurityPolicy(config, { dev: true });
  assert.ok(directive(dev, 'script-src').includes("'unsafe-eval'"));
  assert.ok(directive(dev, 'connect-src').includes('wss://reports.example'));
});

test("the nginx image's shell script builds the same policy", () => {
  for (const env of [
    {},
    { API_URL: 'http://localhost:4000', REMOTE_HIGHLIGHTS_URL: 'http://localhost:3001/' },
    {
      API_URL: 'https://API.example.com:443/qrguard/',
      REMOTE_HIGHLIGHTS_URL: 'https://apps.example.com/highlights/',
      REMOTE_REPORTS_URL: 'https://apps.example.com/reports',
      REMOTE_SETTINGS_URL: 'http://[::1]:3003',
    },
    { API_URL: '/api', REMOTE_REPORTS_URL: '  http://reports.example:8080  ' },
  ]) {
    assert.equal(fromShell(env).csp, securityHeaders(env)['Content-Security-Policy'], JSON.stringify(env));
  }
  assert.throws(() => fromShell({ API_URL: 'javascript:alert(1)' }), /API_URL must be an http\(s\) URL/);
});

test("the nginx image's /config.json URLs are read as runtime-config.js reads them", () => {
  const env = { API_URL: ' https://api.example.com/ ', REMOTE_REPORTS_URL: 'https://apps.example.com/reports//' };
  const out = execFileSync(
    'sh',
    [
      '-c',
      `. "${ENVSH}" && printf '%s\\n' "$API_URL" "$REMOTE_HIGHLIGHTS_URL" "$REMOTE_REPORTS_URL" "$REMOTE_SETTINGS_URL"`,
    ],
    { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' },
  );
  const config = runtimeConfigFromEnv(env);
  assert.deepEqual(out.trimEnd().split('\n'), [config.apiUrl, ...Object.values(config.remotes)]);
});

test('nginx sends Strict-Transport-Security only when HSTS_MAX_AGE is set', () => {
  assert.equal(fromShell({}).hsts, '');
  assert.equal(fromShell({ HSTS_MAX_AGE: '0' }).hsts, '');
  assert.equal(fromShell({ HSTS_MAX_AGE: '31536000' }).hsts, 'max-age=31536000');
  assert.throws(() => fromShell({ HSTS_MAX_AGE: '1; preload' }), /HSTS_MAX_AGE must be a number/);
});

test('every location of both nginx templates includes the security headers', () => {
  // nginx drops inherited add_header lines in a location with its own: a location without the
  // include would answer without the policy.
  for (const name of ['host.conf.template', 'remote.conf.template']) {
    const text = fs.readFileSync(path.join(ROOT, 'docker', 'nginx', name), 'utf8');
    const locations = text.split(/^\s*location\b/m).slice(1);
    assert.equal(locations.length, 3, name);
    for (const block of locations) {
      assert.match(block, /include \/etc\/nginx\/conf\.d\/snippets\/security-headers\.conf;/, `${name}: ${block}`);
    }
  }
  const snippet = fs.readFileSync(path.join(ROOT, 'docker', 'nginx', 'security-headers.conf.template'), 'utf8');
  for (const header of Object.keys(securityHeaders({}))) assert.match(snippet, new RegExp(`add_header ${header} `));
  assert.match(snippet, /add_header Content-Security-Policy "\$\{QRGUARD_CSP\}" always;/);
});
