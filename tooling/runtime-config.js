// The browser's runtime configuration (GET /config.json). Built from the
// environment when a server starts, never at build time, so a remote or the
// API can move without a rebuild (docs/development.md lists the defaults).
// It also says which product the host serves (issue 15: one host build for
// oil, pad-shoe and vanbelt); the browser checks every field again
// (shared-api/src/config.ts) and shows a start-up error naming a broken one.
'use strict';

const DEFAULTS = {
  API_URL: 'http://127.0.0.1:4000',
  REMOTE_HIGHLIGHTS_URL: 'http://127.0.0.1:3001',
  REMOTE_REPORTS_URL: 'http://127.0.0.1:3002',
  REMOTE_SETTINGS_URL: 'http://127.0.0.1:3003',
  GOOGLE_MAPS_API_KEY: '',
};

/** A remote URL of "none": this product does not offer the remote (null in config.json). */
const NONE = 'none';

/** An empty variable counts as unset; a trailing slash is dropped so `${url}/mf-manifest.json` is clean. */
function read(env, key) {
  const value = (env[key] ?? '').trim();
  const chosen = value === '' ? DEFAULTS[key] : value;
  return key === 'GOOGLE_MAPS_API_KEY' ? chosen : chosen.replace(/\/+$/, '');
}

const optional = (env, key) => {
  const value = (env[key] ?? '').trim();
  return value === '' ? undefined : value;
};

function remote(env, key) {
  const value = read(env, key);
  return value.toLowerCase() === NONE ? null : value;
}

function productId(raw, key) {
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1 || Number(raw) > 1000)
    throw new Error(`${key} must be a product category id from 1 to 1000 (oil=1, pad;shoe=2, vanbelt=3), got "${raw}"`);
  return Number(raw);
}

/**
 * The product fields of config.json from PRODUCT_* (each optional: the browser fills
 * what is left out, the oil host of before). PRODUCT_ID falls back to the API's
 * PRODUCT_CATEGORY_ID, so `PRODUCT_CATEGORY_ID=2 npm start` is a pad-shoe stack.
 */
function productFromEnv(env) {
  const idText = optional(env, 'PRODUCT_ID') ?? optional(env, 'PRODUCT_CATEGORY_ID');
  const product = {};
  if (idText !== undefined) product.id = productId(idText, 'PRODUCT_ID');
  for (const [field, key] of [
    ['name', 'PRODUCT_NAME'],
    ['title', 'PRODUCT_TITLE'],
    ['logoUrl', 'PRODUCT_LOGO_URL'],
    ['primaryColor', 'PRODUCT_PRIMARY_COLOR'],
  ]) {
    const value = optional(env, key);
    if (value !== undefined) product[field] = value;
  }
  return product;
}

/** PRODUCT_MENUS: comma-separated page paths ("/dashboard/highlight,/dashboard/reports"); unset: every page. */
function menusFromEnv(env) {
  const value = optional(env, 'PRODUCT_MENUS');
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** PRODUCT_APP_URLS: the other products' hosts, "2=https://padshoe.example.com,3=https://vanbelt.example.com". */
function productAppsFromEnv(env) {
  const value = optional(env, 'PRODUCT_APP_URLS');
  if (value === undefined) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^(\d+)\s*=\s*(\S+)$/.exec(entry);
      if (!match)
        throw new Error(
          `PRODUCT_APP_URLS: "${entry}" must read <product id>=<URL>, e.g. 2=https://padshoe.example.com`,
        );
      return { id: productId(match[1], 'PRODUCT_APP_URLS'), url: match[2].replace(/\/+$/, '') };
    });
}

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ apiUrl: string, remotes: { remote_highlights: string | null, remote_reports: string | null, remote_settings: string | null }, googleMapsApiKey: string, product: Record<string, string | number>, menus?: string[], productApps: { id: number, url: string }[] }}
 */
function runtimeConfigFromEnv(env = process.env) {
  const menus = menusFromEnv(env);
  return {
    apiUrl: read(env, 'API_URL'),
    remotes: {
      remote_highlights: remote(env, 'REMOTE_HIGHLIGHTS_URL'),
      remote_reports: remote(env, 'REMOTE_REPORTS_URL'),
      remote_settings: remote(env, 'REMOTE_SETTINGS_URL'),
    },
    googleMapsApiKey: read(env, 'GOOGLE_MAPS_API_KEY'),
    product: productFromEnv(env),
    ...(menus ? { menus } : {}),
    productApps: productAppsFromEnv(env),
  };
}

module.exports = { runtimeConfigFromEnv, RUNTIME_CONFIG_DEFAULTS: DEFAULTS };
