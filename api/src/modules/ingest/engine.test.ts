import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Command } from '../../domain/ingest-plan';
import { startTestApp, type TestApp } from '../../testing/app';
import { apply, count, idOf, issueCodes, oilMakerId } from '../../testing/engine';
import { rollupDifferences } from './rollup-check';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

test('after a mixed batch, the rollups equal the counts from the raw facts, hour by hour and day by day', async () => {
  const { qrcodes } = await issueCodes(t, { prefix: 'MIX', ordered: 12, poDate: '2026-02-01' });
  const cahaya = await idOf(t, 'label_makers', 'Cahaya');
  const menara = await idOf(t, 'label_makers', 'Menara');
  const federal = await oilMakerId(t, 'FEDERAL');
  const nippon = await oilMakerId(t, 'NIPPON');
  const at = (day: number, hour: number) => new Date(Date.UTC(2026, 1, day, hour, 17));
  const commands: Command[] = [];
  qrcodes.forEach((qrcode, i) => {
    const base = { qrcode, url: qrcode };
    commands.push({
      ...base,
      kind: 'label',
      labelMakerId: i === 11 ? menara : cahaya,
      result: i === 10 ? 'Reject' : 'Success',
      at: at(3, 2),
    });
    if (i < 9)
      commands.push({
        ...base,
        kind: 'oil',
        oilMakerId: i === 8 ? nippon : federal,
        action: i === 7 ? 'DEACTIVATE' : 'ACTIVATE',
        appUserId: null,
        at: at(4, 3),
      });
    for (let k = 0; k < (i % 4) + (i === 0 ? 6 : 0); k++) {
      // Across Jakarta's midnight (17:00 UTC): the hourly and daily buckets are local.
      // Code 2's second scan is in Surabaya ten minutes after Jakarta.
      const far = i === 2 && k === 1;
      commands.push({
        ...base,
        kind: 'customer',
        lat: far ? -7.25 : -6.2,
        lng: far ? 112.75 : 106.8,
        customerType: k % 2 ? 'MPM' : 'Web',
        at: far ? new Date(at(5, 15).getTime() + 600_000) : at(5, 15 + k),
      });
    }
  });
  commands.push({
    kind: 'customer',
    qrcode: null,
    url: 'https://fake.example/1',
    lat: null,
    lng: null,
    customerType: 'Web',
    at: at(6, 1),
  });
  commands.push({
    kind: 'report',
    qrcode: qrcodes[0]!,
    url: qrcodes[0]!,
    reason: 'Segel terbuka',
    description: '',
    lat: null,
    lng: null,
    photo: null,
    at: at(6, 2),
  });
  commands.push({
    kind: 'report',
    qrcode: null,
    url: 'https://fake.example/1',
    reason: 'Produk diduga palsu',
    description: '',
    lat: null,
    lng: null,
    photo: null,
    at: at(6, 23),
  });
  commands.push({
    kind: 'enforcement',
    qrcode: qrcodes[0]!,
    url: qrcodes[0]!,
    lat: null,
    lng: null,
    appUserId: null,
    at: at(7, 4),
  });
  const applied = await apply(t, commands);
  assert.equal(applied.length, commands.length);
  assert.equal(await count(t, 'suspects'), 2, 'a code scanned 6 times and one seen in two cities');
  assert.deepEqual(await rollupDifferences(t.db, t.config.businessTz), []);

  const [web] = await t.db.query<{ n: number }>(
    `select sum(count)::int as n from rollup_daily where actor = 'customer' and result = 'Success' and customer_type = 'Web'`,
  );
  assert.equal(
    web!.n,
    await count(t, 'scan_events', `actor = 'customer' and result = 'Success' and customer_type = 'Web'`),
  );
  const [issued] = await t.db.query<{ n: number }>(
    `select sum(count)::int as n from rollup_daily where actor = 'provider' and result = 'Issued' and bucket = '2026-02-01'`,
  );
  assert.equal(issued!.n, 13, '12 ordered + 1 spare, on the PO date');
  const [line] = await t.db.query<{
    label_scans: number;
    label_success: number;
    label_reject: number;
    oil_activated: number;
    oil_deactivated: number;
  }>(
    `select label_scans, label_success, label_reject, oil_activated, oil_deactivated from purchase_order_lines l join purchase_orders p on p.id = l.po_id where p.no_po = 'PO/MIX'`,
  );
  assert.deepEqual(
    line,
    { label_scans: 12, label_success: 11, label_reject: 1, oil_activated: 7, oil_deactivated: 1 },
    "a Cross Scan by Menara is not this PO's scan; NIPPON's attempt was refused",
  );
});

test('a tampered rollup is detected by the check', async () => {
  await t.db.query(
    `update rollup_daily set count = count + 1 where ctid = (select ctid from rollup_daily where actor = 'customer' limit 1)`,
  );
  const diff = await rollupDifferences(t.db, t.config.businessTz);
  assert.equal(diff.length, 1);
  assert.equal(diff[0]!.grain, 'daily');
  assert.equal(diff[0]!.actual, diff[0]!.expected + 1);
});
