import { openDb } from './db';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { seedProducts } from './db/engine-reference';
import { applyCommands } from './modules/ingest/engine';
import { loadCodesForUpdate } from './modules/ingest/code-rows';
import { planBatch } from './domain/ingest-plan';
import { writePlan } from './modules/ingest/engine';
import { issuePurchaseOrder } from './modules/ingest/issue';
import type { Command } from './domain/ingest-plan';
async function main() {
  const schema = 'tmp_eng_' + process.pid;
  const db = await openDb({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test', schema });
  try {
    await migrate(db); await seed(db, { demo: true }); await db.transaction((tx) => seedProducts(tx));
    const tz = 'Asia/Jakarta'; const suspicion = { maxCustomerScans: 5, maxSpeedKmh: 900, minDistanceKm: 50 };
    const po = await db.transaction((tx) => issuePurchaseOrder(tx, { noPo: 'X', labelMakerId: 1, poDate: '2026-10-01', lines: [{ productId: 1, variantId: 1, bottleMakerId: 1, oilMakerId: 1, ordered: 20000 }] }, (_l, i) => ({ qrcode: 'E' + i, serialNumber: 'S' + i }), tz));
    const codes = po.lines[0]!.codes.map((c) => c.qrcode);
    await db.transaction((tx) => applyCommands(tx, codes.flatMap((q): Command[] => [{ kind: 'label', qrcode: q, url: q, labelMakerId: 1, result: 'Success', at: new Date('2026-10-02') }, { kind: 'oil', qrcode: q, url: q, oilMakerId: 1, action: 'ACTIVATE', appUserId: null, at: new Date('2026-10-03') }]), { suspicion, timeZone: tz }));
    const T = { load: 0, plan: 0, write: 0 };
    for (const size of [1, 5, 20, 50, 200]) {
      const n = Math.max(20, Math.floor(2000 / size));
      const t = performance.now();
      for (let b = 0; b < n; b++) {
        const cmds: Command[] = Array.from({ length: size }, () => { const q = codes[Math.floor(Math.random() * codes.length)]!; return { kind: 'customer', qrcode: q, url: q, lat: -6.2, lng: 106.8, customerType: 'Web', at: new Date() }; });
        await db.transaction(async (tx) => {
          let t0 = performance.now();
          const codes2 = await loadCodesForUpdate(tx, cmds.map((c) => c.qrcode!)); T.load += performance.now() - t0; t0 = performance.now();
          const plan = planBatch(cmds, codes2, new Map(), { suspicion, timeZone: tz }); T.plan += performance.now() - t0; t0 = performance.now();
          await writePlan(tx, plan); T.write += performance.now() - t0; t0 = performance.now();
        });
      }
      console.log(Object.fromEntries(Object.entries(T).map(([k, v]) => [k, (v / n).toFixed(2)])));
      T.load = 0; T.plan = 0; T.write = 0;
      const ms = (performance.now() - t) / n;
      console.log(`batch ${size}: ${ms.toFixed(2)} ms per batch, ${Math.round(size * 1000 / ms)} scans/s`);
    }
  } finally { await db.query(`drop schema ${schema} cascade`); await db.close(); }
}
main().catch((e) => { console.error(e); process.exit(1); });
