#!/usr/bin/env node
// A small production-like static server for one built app (host or remote):
// - CORS on every response: the host fetches each remote's mf-manifest.json
//   and chunks from another origin;
// - security headers on every response (scripts/lib/security-headers.cjs): a
//   Content-Security-Policy built from the same environment as /config.json,
//   nosniff, Referrer-Policy and frame refusal;
// - GET /config.json answered from the environment (tooling/runtime-config.js),
//   so moving the API or a remote needs no rebuild;
// - SPA fallback to index.html for the host's history-mode routes;
// - content-hashed chunks cached for a year, everything else revalidated
//   (index.html, mf-manifest.json, remoteEntry.js and config.json change
//   without changing their names).
//
// CLI: node scripts/serve-static.mjs <app>   (host | remote-highlights | remote-reports | remote-settings)
//      port and bind address from docs/development.md's variables.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { ROOT } from './lib/paths.mjs';

const require = createRequire(import.meta.url);
const { runtimeConfigFromEnv } = require('../tooling/runtime-config.js');
const { securityHeaders } = require('./lib/security-headers.cjs');

// webpack's [contenthash] in a file name: "123.3f9a1c2b.js", "main.3f9a1c2b4d5e6f70.css", "3f9a1c2b.js".
const HASHED = /(^|[./_-])[0-9a-f]{8,32}\.(?:js|mjs|css|map|woff2?|ttf|eot|png|jpe?g|gif|svg|webp|avif|ico|json)$/i;

export function cacheControlFor(pathname) {
  return HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function setCors(res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', '*');
}

/**
 * Request handler for one app's dist folder.
 * @param {{ dir: string, spa: boolean, env?: NodeJS.ProcessEnv }} options
 */
export function staticHandler({ dir, spa, env = process.env }) {
  // Computed once: the environment does not change while the server runs.
  const configJson = JSON.stringify(runtimeConfigFromEnv(env));
  const headers = Object.entries(securityHeaders(env));
  const files = sirv(dir, {
    dev: false,
    etag: true,
    // The builds put .br and .gz copies beside each text file (tooling/webpack.js); sirv sends the
    // one the browser accepts, with Vary: Accept-Encoding.
    brotli: true,
    gzip: true,
    single: spa,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  });
  return (req, res) => {
    setCors(res);
    for (const [name, value] of headers) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : configJson);
      return;
    }
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
    });
  };
}

/**
 * Starts a server and resolves once it listens.
 * @param {{ dir: string, spa: boolean, port: number, host: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<http.Server>}
 */
export function startStaticServer({ dir, spa, port, host, env }) {
  const server = http.createServer(staticHandler({ dir, spa, env }));
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} on ${host} is already in use (is another copy running?)`)
          : error,
      );
    });
    server.listen(port, host, () => resolve(server));
  });
}

async function main() {
  const { APPS, distDir } = await import('./lib/builds.mjs');
  const { stackConfig } = await import('./lib/stack-config.mjs');
  const name = process.argv[2];
  const app = APPS.find((a) => a.name === name);
  if (!app) {
    console.error(`usage: node scripts/serve-static.mjs <${APPS.map((a) => a.name).join(' | ')}>`);
    process.exit(2);
  }
  const config = stackConfig(process.env);
  const port = {
    host: config.ports.host,
    'remote-highlights': config.ports.highlights,
    'remote-reports': config.ports.reports,
    'remote-settings': config.ports.settings,
  }[app.name];
  const dir = distDir(app, ROOT);
  await startStaticServer({ dir, spa: app.spa, port, host: config.bindHost, env: config.env });
  console.log(`${app.name}: serving ${path.relative(process.cwd(), dir) || '.'} on http://${config.bindHost}:${port}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
