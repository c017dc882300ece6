import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { cacheControlFor, startStaticServer } from './serve-static.mjs';

let dir;
let host;
let remote;
const url = (server, p) => `http://127.0.0.1:${server.address().port}${p}`;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qrguard-static-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'main.js'), 'import("./bootstrap")');
  // What the production build leaves beside each text file (tooling/webpack.js).
  fs.writeFileSync(path.join(dir, 'main.js.gz'), gzipSync('import("./bootstrap")'));
  fs.writeFileSync(path.join(dir, 'main.js.br'), brotliCompressSync('import("./bootstrap")'));
  fs.writeFileSync(path.join(dir, '512.3f9a1c2b4d5e6f708192.js'), 'chunk');
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  const env = { API_URL: 'http://api.example:4000', REMOTE_SETTINGS_URL: 'http://settings.example/' };
  host = await startStaticServer({ dir, spa: true, port: 0, host: '127.0.0.1', env });
  remote = await startStaticServer({ dir, spa: false, port: 0, host: '127.0.0.1', env });
});

after(() => {
  host.close();
  remote.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('/config.json comes from the environment, never cached', async () => {
  const response = await fetch(url(host, '/config.json'));
  assert.equal(response.headers.get('cache-control'), 'no-cache');
  const config = await response.json();
  assert.equal(config.apiUrl, 'http://api.example:4000');
  assert.equal(config.remotes.remote_settings, 'http://settings.example');
});

test('the host answers history-mode routes with index.html; a remote answers 404', async () => {
  const page = await fetch(url(host, '/dashboard/settings/log-history-activity'));
  assert.equal(page.status, 200);
  assert.match(await page.text(), /id="root"/);
  assert.equal(page.headers.get('cache-control'), 'no-cache');
  assert.equal((await fetch(url(remote, '/dashboard/settings'))).status, 404);
  // A missing script is a 404 on the host too, not an HTML page run as JavaScript.
  assert.equal((await fetch(url(host, '/999.0123456789abcdef0123.js'))).status, 404);
});

test('every response allows cross-origin reads (the host fetches remote manifests)', async () => {
  const response = await fetch(url(remote, '/mf-manifest.json'));
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
});

test('hashed chunks are cached for a year, entry files are revalidated', async () => {
  assert.equal(
    (await fetch(url(host, '/512.3f9a1c2b4d5e6f708192.js'))).headers.get('cache-control'),
    'public, max-age=31536000, immutable',
  );
  assert.equal((await fetch(url(host, '/main.js'))).headers.get('cache-control'), 'no-cache');
  assert.equal(cacheControlFor('/remoteEntry.js'), 'no-cache');
  assert.equal(cacheControlFor('/mf-manifest.json'), 'no-cache');
  assert.equal(cacheControlFor('/assets/logo.0123456789abcdef.svg'), 'public, max-age=31536000, immutable');
});

test('the precompressed copy the browser accepts is sent, and the same script arrives', async () => {
  for (const [accept, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ]) {
    const response = await fetch(url(remote, '/main.js'), { headers: { 'accept-encoding': accept } });
    assert.equal(response.headers.get('content-encoding'), encoding, accept);
    assert.match(response.headers.get('vary') ?? '', /accept-encoding/i);
    assert.equal(await response.text(), 'import("./bootstrap")');
  }
});

test('pages, config.json, scripts and 404s carry the security headers, the policy from the environment', async () => {
  for (const [server, p] of [
    [host, '/'],
    [host, '/dashboard/highlight/label-maker'],
    [host, '/config.json'],
    [remote, '/mf-manifest.json'],
    [remote, '/512.3f9a1c2b4d5e6f708192.js'],
    [remote, '/missing.js'],
  ]) {
    const response = await fetch(url(server, p));
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff', p);
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', p);
    assert.equal(response.headers.get('x-frame-options'), 'DENY', p);
    const csp = response.headers.get('content-security-policy') ?? '';
    // The API and the remote named by the environment given to the server, not the defaults.
    assert.match(csp, /connect-src 'self' http:\/\/api\.example:4000 /, p);
    assert.match(csp, /script-src 'self' [^;]*http:\/\/settings\.example /, p);
    assert.match(csp, /frame-ancestors 'none'/, p);
    assert.doesNotMatch(csp, /unsafe-eval/, p);
    // The CORS the host needs to load a remote's files is still there.
    assert.equal(response.headers.get('access-control-allow-origin'), '*', p);
  }
});
