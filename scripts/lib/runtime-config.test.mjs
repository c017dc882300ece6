// /config.json from the environment (tooling/runtime-config.js), issue 15's
// product fields included; shared-api/src/config.ts reads it in the browser.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import runtimeConfig from '../../tooling/runtime-config.js';

const { runtimeConfigFromEnv } = runtimeConfig;

test('without product variables: the oil host of before (the browser fills the defaults)', () => {
  const config = runtimeConfigFromEnv({});
  assert.deepEqual(config.product, {});
  assert.equal('menus' in config, false);
  assert.deepEqual(config.productApps, []);
  assert.equal(config.remotes.remote_settings, 'http://127.0.0.1:3003');
});

test('a pad-shoe host from PRODUCT_* variables', () => {
  const config = runtimeConfigFromEnv({
    PRODUCT_ID: '2',
    PRODUCT_NAME: 'Pad & Shoe',
    PRODUCT_TITLE: 'QR Guard Pad & Shoe',
    PRODUCT_LOGO_URL: '/favicon.svg',
    PRODUCT_PRIMARY_COLOR: '#a0410d',
    PRODUCT_MENUS: '/dashboard/highlight, /dashboard/reports',
    PRODUCT_APP_URLS: '1=http://127.0.0.1:3000/, 3=https://vanbelt.example',
    REMOTE_SETTINGS_URL: 'none',
  });
  assert.deepEqual(config.product, {
    id: 2,
    name: 'Pad & Shoe',
    title: 'QR Guard Pad & Shoe',
    logoUrl: '/favicon.svg',
    primaryColor: '#a0410d',
  });
  assert.deepEqual(config.menus, ['/dashboard/highlight', '/dashboard/reports']);
  assert.deepEqual(config.productApps, [
    { id: 1, url: 'http://127.0.0.1:3000' },
    { id: 3, url: 'https://vanbelt.example' },
  ]);
  assert.equal(config.remotes.remote_settings, null);
});

test("PRODUCT_ID follows the API's PRODUCT_CATEGORY_ID when unset", () => {
  assert.equal(runtimeConfigFromEnv({ PRODUCT_CATEGORY_ID: '3' }).product.id, 3);
  assert.equal(runtimeConfigFromEnv({ PRODUCT_CATEGORY_ID: '3', PRODUCT_ID: '2' }).product.id, 2);
});

test('broken values stop the server with the variable named', () => {
  assert.throws(() => runtimeConfigFromEnv({ PRODUCT_ID: 'pad' }), /PRODUCT_ID must be a product category id/);
  assert.throws(
    () => runtimeConfigFromEnv({ PRODUCT_APP_URLS: 'padshoe.example' }),
    /PRODUCT_APP_URLS: "padshoe.example"/,
  );
});

const ENVSH = fileURLToPath(new URL('../../docker/nginx/product-config.envsh', import.meta.url));

/** The product fields the nginx image adds to /config.json (QRGUARD_PRODUCT_JSON) for `env`. */
function fromShell(env) {
  const out = execFileSync('sh', ['-c', `. "${ENVSH}" && printf '%s' "$QRGUARD_PRODUCT_JSON"`], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(`{"x":0${out}}`);
}

test("the nginx image's /config.json product fields are runtime-config.js's", () => {
  for (const env of [
    {},
    { PRODUCT_CATEGORY_ID: '3' },
    {
      PRODUCT_ID: '2',
      PRODUCT_NAME: 'Pad & Shoe',
      PRODUCT_TITLE: 'QR Guard Pad & Shoe',
      PRODUCT_LOGO_URL: '/favicon.svg',
      PRODUCT_PRIMARY_COLOR: '#a0410d',
      PRODUCT_MENUS: '/dashboard/highlight,/dashboard/reports',
      PRODUCT_APP_URLS: '1=http://127.0.0.1:3000/,3=https://vanbelt.example',
    },
  ]) {
    const { product, menus, productApps } = runtimeConfigFromEnv(env);
    assert.deepEqual(fromShell(env), { x: 0, product, ...(menus ? { menus } : {}), productApps }, JSON.stringify(env));
  }
  // What would break out of nginx's quoted JSON stops the container.
  assert.throws(() => fromShell({ PRODUCT_NAME: "Pad' ; $x" }), /PRODUCT_NAME must be/);
  assert.throws(() => fromShell({ PRODUCT_APP_URLS: '2=http://x.example/"}' }), /PRODUCT_APP_URLS must read/);
});
