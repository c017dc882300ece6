import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { rollupDifferences } from '../modules/ingest/rollup-check';
import { FolderStorage } from '../modules/scan/storage';
import { startTestApp, type TestApp } from '../testing/app';
import { demoLoaded, generateDemo, hourlyWindowStart, oneTransaction } from './generator';
import { DEMO_PROFILES } from './timeline';

let t: TestApp;
let photos: string;
before(async () => {
  t = await startTestApp();
  photos = await mkdtemp(path.join(tmpdir(), 'qrguard-demo-'));
});
after(async () => {
  await t.close();
  await rm(photos, { recursive: true, force: true });
});

const UNTIL = new Date('2026-05-20T09:30:00Z');

test('the demo programme goes through the engine: rollups agree, every kind of fact is there', async () => {
  assert.equal(await demoLoaded(t.db), false);
  const profile = { ...DEMO_PROFILES.small, codes: 1_500, cloneRate: 0.05 };
  const summary = await t.db.transaction((tx) =>
    generateDemo(oneTransaction(tx), {
      profile,
      seed: 7,
      until: UNTIL,
      timeZone: t.config.businessTz,
      suspicion: t.config.engine.suspicion,
      storage: new FolderStorage(photos),
    }),
  );
  assert.ok(summary.codes >= 1_500);
  assert.equal(await demoLoaded(t.db), true);
  assert.deepEqual(await rollupDifferences(t.db, t.config.businessTz, { hourlySince: hourlyWindowStart(UNTIL) }), []);

  const facts = await t.db.query<{ fact: string }>(
    `select distinct actor || ' ' || result || coalesce(' ' || verdict, '') as fact from scan_events
     union select distinct 'report ' || reason from customer_reports
     union select distinct 'suspect ' || reason from suspects
     union select distinct 'app ' || app from app_users`,
  );
  const have = new Set(facts.map((f) => f.fact));
  for (const f of [
    'label_maker Success',
    'label_maker Reject',
    'label_maker Double Scan',
    'label_maker Cross Scan',
    'oil_maker ACTIVATE',
    'oil_maker DEACTIVATE',
    'oil_maker Cross Scan',
    'customer Success valid',
    'customer Success inactive',
    'customer Success expired',
    'customer Not Found',
    'report Produk diduga palsu',
    'report Kemasan rusak',
    'report Segel terbuka',
    'report QR tidak sesuai produk',
    'report Lainnya',
    'suspect Scan lebih dari 5 kali',
    'suspect Scan beda tempat',
    'app oilmaker',
    'app penindakan',
  ])
    assert.ok(have.has(f), `no "${f}"`);

  const [range] = await t.db.query<{ first: Date; last: Date }>(
    'select min(scanned_at) as first, max(scanned_at) as last from scan_events',
  );
  assert.ok(new Date(range!.last).getTime() <= UNTIL.getTime(), 'nothing in the future');
  assert.ok(UNTIL.getTime() - new Date(range!.first).getTime() > 3 * 365 * 86_400_000, 'three years of history');
  const [stored] = await t.db.query<{ n: number }>(
    'select count(*)::int as n from customer_reports where photo_key is not null',
  );
  const files = (await readdir(photos, { recursive: true })).filter((f) => String(f).endsWith('.png'));
  assert.equal(files.length, stored!.n, 'every photo in the database is in the storage');
  assert.ok(stored!.n > 0);
});
