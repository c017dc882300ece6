// The security headers of the web apps' servers: scripts/serve-static.mjs (`npm start`, e2e) and the
// webpack dev servers (tooling/webpack.js). docker/nginx/security-headers.envsh builds the same
// policy in shell for the nginx images; security-headers.test.mjs checks the two agree.
//
// The Content-Security-Policy names exactly the origins the pages use: this server ('self'), the
// three remotes, the API and Google Maps. It is built from the same runtime configuration as
// /config.json (tooling/runtime-config.js), when the server starts, so moving the API or a remote
// moves the policy with it and never needs a rebuild.
//
// Choices, each for a reason found in the product:
// - style-src 'unsafe-inline': antd 6 (CSS-in-JS) and ApexCharts inject <style> elements, ApexCharts
//   and Google Maps set style attributes, and host/public/index.html has an inline <style>. A nonce
//   would cover the elements but never the attributes, and it needs a per-response page, which static
//   files are not. Injected CSS cannot run code; scripts stay strict.
// - script-src has no 'unsafe-inline' and, in production, no 'unsafe-eval': the builds emit only
//   script files (html-webpack-plugin adds <script src>), and module federation loads remoteEntry.js
//   and chunks as scripts from the remotes' origins, listed here. The dev servers need 'unsafe-eval'
//   for webpack's eval source maps (devtool 'eval-cheap-module-source-map') and ws: for reloads.
// - Referrer-Policy strict-origin-when-cross-origin, not no-referrer: a Google Maps key restricted to
//   the dashboard's address is checked against the Referer the page sends to maps.googleapis.com.
'use strict';

const { runtimeConfigFromEnv } = require('../../tooling/runtime-config.js');

/** What the Maps JavaScript API (and @vis.gl/react-google-maps, which loads it) fetches, by directive. */
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  // The API adds a stylesheet for its Roboto font.
  style: ['https://fonts.googleapis.com'],
  // Tiles, markers and logos; marker clusters are data: SVGs.
  img: ['https://*.googleapis.com', 'https://*.gstatic.com'],
  font: ['https://fonts.gstatic.com'],
  connect: ['https://*.googleapis.com', 'https://*.gstatic.com'],
};

// A source expression of an origin: scheme, host (a name, an IPv4 or a bracketed IPv6), optional port.
const ORIGIN = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/;

/**
 * The CSP source for a URL of the runtime configuration: its origin, or 'self' for a path on this
 * server ("/api" behind the same proxy). Anything else is a configuration error, named.
 */
function sourceOf(url, name) {
  if (url.startsWith('/') && !url.startsWith('//')) return "'self'";
  let origin;
  try {
    origin = new URL(url).origin;
  } catch {
    origin = '';
  }
  if (!ORIGIN.test(origin)) throw new Error(`${name} must be an http(s) URL or a path, got "${url}"`);
  return origin;
}

/** ws: or wss: for an http(s) origin: the dev servers' reload socket. */
const socketOf = (source) => (source === "'self'" ? [] : [source.replace(/^http/, 'ws')]);

const unique = (list) => [...new Set(list)];

/**
 * @param {{ apiUrl: string, remotes: Record<string, string> }} runtimeConfig what /config.json answers
 * @param {{ dev?: boolean }} [options] dev: the webpack dev servers (eval source maps, reload socket)
 * @returns {string}
 */
function contentSecurityPolicy(runtimeConfig, { dev = false } = {}) {
  const api = sourceOf(runtimeConfig.apiUrl, 'API_URL');
  // remote_highlights comes from REMOTE_HIGHLIGHTS_URL, and so on.
  const remotes = unique(
    Object.entries(runtimeConfig.remotes)
      // null: a remote this product does not offer (REMOTE_*_URL=none) is no source.
      .filter(([, url]) => url !== null)
      .map(([key, url]) => sourceOf(url, `${key.toUpperCase()}_URL`)),
  );
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...GOOGLE_MAPS.script, ...(dev ? ["'unsafe-eval'"] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes, ...GOOGLE_MAPS.style]],
    ['img-src', ["'self'", 'data:', 'blob:', ...remotes, api, ...GOOGLE_MAPS.img]],
    ['font-src', ["'self'", ...remotes, ...GOOGLE_MAPS.font]],
    ['connect-src', ["'self'", api, ...remotes, ...GOOGLE_MAPS.connect, ...(dev ? remotes.flatMap(socketOf) : [])]],
    // Web Workers (exports, the maps' vector renderer) start from this origin or a blob: URL.
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/**
 * Every header a web app's server adds to each answer, from the environment /config.json is built
 * from. Computed once per server: the environment does not change while it runs.
 * @param {Record<string, string | undefined>} env
 * @param {{ dev?: boolean }} [options]
 * @returns {Record<string, string>}
 */
function securityHeaders(env, options = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(runtimeConfigFromEnv(env), options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Old browsers read X-Frame-Options; new ones frame-ancestors above.
    'X-Frame-Options': 'DENY',
  };
}

module.exports = { contentSecurityPolicy, securityHeaders, GOOGLE_MAPS };
