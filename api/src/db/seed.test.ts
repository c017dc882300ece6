import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestApp, type TestApp } from '../testing/app';
import { listMigrations, migrate } from './migrate';
import { seed } from './seed';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

test('migrations are recorded and not applied twice', async () => {
  const rows = await t.db.query<{ version: string }>('select version from schema_migrations order by version');
  assert.deepEqual(
    rows.map((r) => r.version),
    listMigrations().map((m) => m.version),
  );
  assert.equal(rows[0]?.version, '001');
  assert.deepEqual(await migrate(t.db), []);
});

test('seeding again changes nothing and keeps edits', async () => {
  await t.db.query("update variants set name = 'MPX1 Renamed' where name = 'MPX1'");
  const before = await Promise.all(
    ['users', 'variants', 'oil_makers', 'sidebar_modules', 'notifications', 'work_orders', 'permissions'].map(count),
  );
  const result = await seed(t.db, { demo: true });
  assert.equal(result.demoSeeded, false, 'demo data is written once per database');
  const afterSeed = await Promise.all(
    ['users', 'variants', 'oil_makers', 'sidebar_modules', 'notifications', 'work_orders', 'permissions'].map(count),
  );
  assert.deepEqual(afterSeed, before);
  assert.equal((await t.db.query("select 1 from variants where name = 'MPX1 Renamed'")).length, 1);
});

test('new rows get ids after the seeded ones', async () => {
  const [role] = await t.db.query<{ id: number }>("insert into roles (name) values ('Auditor') returning id");
  assert.ok(role!.id > 3);
});

test('without demo data there are no users', async () => {
  const bare = await startTestApp({ SEED_DEMO: 'false' });
  try {
    assert.equal((await bare.db.query('select 1 from users')).length, 0);
    assert.equal((await bare.db.query('select 1 from variants')).length, 5, 'reference data is always there');
    const login = await bare.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload: { username: 'admin', password: 'admin' },
    });
    assert.equal(login.statusCode, 401);
  } finally {
    await bare.close();
  }
});
