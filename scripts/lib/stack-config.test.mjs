import assert from 'node:assert/strict';
import { test } from 'node:test';
import { stackConfig } from './stack-config.mjs';

test('defaults are the ports and URLs of docs/development.md', () => {
  const config = stackConfig({});
  assert.deepEqual(config.ports, { api: 4000, host: 3000, highlights: 3001, reports: 3002, settings: 3003 });
  assert.equal(config.urls.host, 'http://127.0.0.1:3000');
  assert.equal(config.env.API_URL, 'http://127.0.0.1:4000');
  assert.equal(config.env.REMOTE_SETTINGS_URL, 'http://127.0.0.1:3003');
});

test('URLs follow the chosen ports unless given, and empty variables count as unset', () => {
  const config = stackConfig({
    API_PORT: '4100',
    SETTINGS_PORT: '3103',
    REMOTE_REPORTS_URL: 'https://reports.example',
    API_URL: '',
  });
  assert.equal(config.env.API_URL, 'http://127.0.0.1:4100');
  assert.equal(config.env.REMOTE_SETTINGS_URL, 'http://127.0.0.1:3103');
  assert.equal(config.env.REMOTE_REPORTS_URL, 'https://reports.example');
});

test('the API admits the pages the stack serves, under both loopback names', () => {
  const origins = stackConfig({ HOST_PORT: '3100' }).env.CORS_ORIGINS.split(',');
  assert.ok(origins.includes('http://127.0.0.1:3100'));
  assert.ok(origins.includes('http://localhost:3100'));
  assert.equal(stackConfig({ CORS_ORIGINS: 'https://admin.example' }).env.CORS_ORIGINS, 'https://admin.example');
});

test('a server bound to every interface is reached on the loopback address', () => {
  assert.equal(stackConfig({ BIND_HOST: '0.0.0.0' }).urls.host, 'http://127.0.0.1:3000');
  assert.equal(stackConfig({ BIND_HOST: '::1' }).urls.host, 'http://[::1]:3000');
});

test('a bad or repeated port is refused with the variable named', () => {
  assert.throws(() => stackConfig({ API_PORT: 'eighty' }), /API_PORT must be a port number/);
  assert.throws(() => stackConfig({ HOST_PORT: '70000' }), /HOST_PORT/);
  assert.throws(() => stackConfig({ HOST_PORT: '4000' }), /both use port 4000/);
});

test('the other products’ hosts (PRODUCT_APP_URLS) may call the API; a remote set to none is no origin', () => {
  const origins = stackConfig({
    PRODUCT_APP_URLS: '2=http://127.0.0.1:3130, 3=https://vanbelt.example/',
    REMOTE_SETTINGS_URL: 'none',
  }).env.CORS_ORIGINS.split(',');
  assert.ok(origins.includes('http://127.0.0.1:3130'));
  assert.ok(origins.includes('http://localhost:3130'));
  assert.ok(origins.includes('https://vanbelt.example'));
  assert.ok(!origins.some((origin) => origin.includes('none')));
});
