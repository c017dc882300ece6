// The OpenAPI document covers every route: each entry of the contract table
// and each route the app really registered (read from Fastify's own route
// tree, not from the plugin that builds the document), with its method, its
// security and its answers; and the docs page is served from this origin.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints, type Access, type Endpoint } from '@qrguard/shared-api/contract';
import { startTestApp, type TestApp } from '../../testing/app';
import { openapiPath, securityOf, SECURITY_SCHEMES } from './operations';
import { DOCS_PREFIX, OPENAPI_URL } from './plugin';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
  parameters?: { name: string; in: string }[];
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

let t: TestApp;
let doc: Document;
before(async () => {
  t = await startTestApp();
  const res = await t.app.inject({ method: 'GET', url: OPENAPI_URL });
  assert.equal(res.statusCode, 200, res.body);
  assert.match(String(res.headers['content-type']), /^application\/json/);
  doc = JSON.parse(res.body) as Document;
});
after(() => t.close());

/**
 * Every (method, url) of Fastify's route tree. printRoutes draws a tree whose
 * nodes hold a piece of the URL: a node at depth d (its branch at column 4d)
 * continues the URL of the last node at depth d - 1.
 */
function registeredRoutes(tree: string): { method: string; url: string }[] {
  const stack: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of tree.split('\n')) {
    const m = /^(.*?)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = [...m[1]!].length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + m[2]!;
    stack.push(url);
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean))
      routes.push({ method, url });
  }
  return routes;
}

/** Routes that are not the API's: Fastify's automatic HEAD, the CORS preflight, and the docs themselves. */
const notDocumented = (r: { method: string; url: string }) =>
  r.method === 'HEAD' || r.method === 'OPTIONS' || r.url === OPENAPI_URL || r.url.startsWith(DOCS_PREFIX);

describe('the OpenAPI document', () => {
  test('is OpenAPI 3.1 with a title and paths, served without a session', () => {
    assert.match(doc.openapi, /^3\.1\./);
    assert.equal(doc.info.title, 'QR Guard API');
    assert.ok(Object.keys(doc.paths).length > 0);
  });

  test('every entry of the contract table is there, with its method, name and security', () => {
    const entries = Object.entries(endpoints) as [string, Endpoint][];
    assert.ok(entries.length >= 40, `only ${entries.length} endpoints?`);
    for (const [name, e] of entries) {
      const op = doc.paths[openapiPath(e.url)]?.[e.method.toLowerCase()];
      assert.ok(op, `${name}: ${e.method} ${e.url} is missing from the document`);
      assert.equal(op.operationId, name);
      assert.deepEqual(op.security, securityOf(e.access), `${name}: security`);
    }
  });

  test('every route the app registered is there with its method', () => {
    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    const api = routes.filter((r) => !notDocumented(r));
    // The parser must have read the tree: the health route and a nested one are in it.
    assert.ok(api.some((r) => r.url === '/health' && r.method === 'GET'));
    assert.ok(api.some((r) => r.url === '/api/reports/qrcode/history' && r.method === 'GET'));
    for (const r of api) {
      assert.ok(
        doc.paths[openapiPath(r.url)]?.[r.method.toLowerCase()],
        `${r.method} ${r.url} is registered but not documented`,
      );
    }
    // And nothing is documented that the app does not serve.
    const served = new Set(routes.map((r) => `${r.method} ${openapiPath(r.url)}`));
    for (const [url, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        assert.ok(served.has(`${method.toUpperCase()} ${url}`), `${method} ${url} is documented but not served`);
      }
    }
  });

  test('each operation has described responses, a unique id and known security schemes', () => {
    const ids = new Set<string>();
    for (const [url, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method} ${url}`;
        assert.ok(op.responses && Object.keys(op.responses).length > 0, `${where}: no responses`);
        assert.ok(op.responses['200'], `${where}: no 200`);
        for (const [status, r] of Object.entries(op.responses)) {
          assert.ok(r.description, `${where} ${status}: a response needs a description`);
        }
        assert.ok(op.operationId && !ids.has(op.operationId), `${where}: operationId ${op.operationId}`);
        ids.add(op.operationId);
        for (const requirement of op.security ?? []) {
          for (const scheme of Object.keys(requirement)) {
            assert.ok(doc.components.securitySchemes[scheme], `${where}: unknown scheme ${scheme}`);
          }
        }
        for (const p of op.parameters ?? []) {
          assert.notEqual(p.name, 'allOf', `${where}: an intersection was listed as a parameter`);
        }
      }
    }
    assert.deepEqual(Object.keys(doc.components.securitySchemes).sort(), Object.keys(SECURITY_SCHEMES).sort());
  });

  test('device routes name their credential; permission routes name the permission', () => {
    assert.deepEqual(doc.paths['/api/ingest/label-scan']!.post!.security, [{ stationKey: [] }]);
    assert.deepEqual(doc.paths['/api/ingest/oil-scan']!.post!.security, [{ oilMakerApp: [] }]);
    assert.deepEqual(doc.paths['/api/ingest/enforcement-scan']!.post!.security, [{ penindakanApp: [] }]);
    assert.deepEqual(doc.paths['/api/settings/log-dashboard-activity']!.get!.security, [
      { session: ['SETTINGS_LOG_ACTIVITY'] },
    ]);
    assert.deepEqual(doc.paths['/api/sso/login']!.post!.security, []);
  });

  test('a file or a stream is described as what it is, not as the JSON envelope', () => {
    const success = (path: string) =>
      Object.keys((doc.paths[path]!.get!.responses as Record<string, { content?: object }>)['200']!.content ?? {});
    assert.deepEqual(success('/api/reports/photo/{id}').sort(), ['image/jpeg', 'image/png', 'image/webp']);
    assert.deepEqual(success('/api/v1/notification/stream'), ['text/event-stream']);
    // Issue 12: the EPCIS 2.0 document, streamed as JSON-LD.
    assert.deepEqual(success('/api/reports/qrcode/epcis'), ['application/ld+json']);
  });

  test('a query that is an intersection lists its fields as parameters', () => {
    const names = doc.paths['/api/reports/qrcode']!.get!.parameters!.map((p) => p.name);
    for (const field of ['page', 'limit', 'search', 'status']) assert.ok(names.includes(field), field);
  });

  test('an access rule with no security scheme stops the document, not the reader', () => {
    assert.throws(() => securityOf('ROOT' as Access), /no security scheme/);
  });
});

describe('the docs page', () => {
  test('is served from this origin, with its own content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /script-src 'self';/);
    // Every script and style comes from this origin: no CDN.
    for (const [, src] of res.body.matchAll(/(?:src|href)="([^"]+)"/g)) {
      assert.ok(!/^(https?:)?\/\//.test(src!), `external asset ${src}`);
    }
    const bundle = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/static/swagger-ui-bundle.js` });
    assert.equal(bundle.statusCode, 200);
    const init = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/static/swagger-initializer.js` });
    assert.equal(init.statusCode, 200);
    assert.ok(!init.body.includes('validator.swagger.io'), 'the validator badge would call another origin');
  });
});
