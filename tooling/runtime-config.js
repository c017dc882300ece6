// The browser's runtime configuration (GET /config.json). Built from the
// environment when a server starts, never at build time, so a remote or the
// API can move without a rebuild (docs/development.md lists the defaults).
'use strict';

const DEFAULTS = {
  API_URL: 'http://127.0.0.1:4000',
  REMOTE_HIGHLIGHTS_URL: 'http://127.0.0.1:3001',
  REMOTE_REPORTS_URL: 'http://127.0.0.1:3002',
  REMOTE_SETTINGS_URL: 'http://127.0.0.1:3003',
  GOOGLE_MAPS_API_KEY: '',
};

/** An empty variable counts as unset; a trailing slash is dropped so `${url}/mf-manifest.json` is clean. */
function read(env, key) {
  const value = (env[key] ?? '').trim();
  const chosen = value === '' ? DEFAULTS[key] : value;
  return key === 'GOOGLE_MAPS_API_KEY' ? chosen : chosen.replace(/\/+$/, '');
}

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ apiUrl: string, remotes: { remote_highlights: string, remote_reports: string, remote_settings: string }, googleMapsApiKey: string }}
 */
function runtimeConfigFromEnv(env = process.env) {
  return {
    apiUrl: read(env, 'API_URL'),
    remotes: {
      remote_highlights: read(env, 'REMOTE_HIGHLIGHTS_URL'),
      remote_reports: read(env, 'REMOTE_REPORTS_URL'),
      remote_settings: read(env, 'REMOTE_SETTINGS_URL'),
    },
    googleMapsApiKey: read(env, 'GOOGLE_MAPS_API_KEY'),
  };
}

module.exports = { runtimeConfigFromEnv, RUNTIME_CONFIG_DEFAULTS: DEFAULTS };
