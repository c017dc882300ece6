import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestApp, type TestApp } from '../testing/app';
import { count } from '../testing/engine';
import { DEMO_MARKER } from './generator';
import { seedEngine } from './seed-hook';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

test('products are seeded at every start, without duplicates', async () => {
  assert.equal(await count(t, 'products'), 8);
  await seedEngine(t.db, t.config, t.app.log);
  assert.equal(await count(t, 'products'), 8);
  const [mpx1] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from products p join variants v on v.id = p.variant_id where v.name = 'MPX1'`,
  );
  assert.equal(mpx1!.n, 2);
});

test('the demo programme loads only when asked and only once', async () => {
  const cases: Array<[name: string, seedDemo: boolean, demoData: 'none' | 'small']> = [
    ['demo data off (a server database by default)', false, 'small'],
    ['demo data on but no programme wanted', true, 'none'],
  ];
  for (const [name, seedDemo, demoData] of cases) {
    await seedEngine(t.db, { ...t.config, seedDemo, engine: { ...t.config.engine, demoData } }, t.app.log);
    assert.equal(await count(t, 'purchase_orders'), 0, name);
  }
  // Already loaded (the marker is there): a restart does not load it again.
  await t.db.query(`insert into app_state (key, value) values ($1, '{}')`, [DEMO_MARKER]);
  await seedEngine(t.db, { ...t.config, seedDemo: true, engine: { ...t.config.engine, demoData: 'small' } }, t.app.log);
  assert.equal(await count(t, 'purchase_orders'), 0);
});
