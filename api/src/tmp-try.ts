import { buildApp } from './app';
import { loadConfig } from './config';
async function main() {
  const t0 = Date.now();
  const config = loadConfig({ PGLITE_DIR: 'memory://', SEED_DEMO: 'true', JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'warn', PHOTO_DIR: '/tmp/qg/photos' });
  const app = await buildApp(config);
  console.log('ready in', Date.now() - t0, 'ms');
  const rows = await app.db.query(`select (select count(*) from qr_codes)::int codes, (select count(*) from scan_events)::int events, (select count(*) from customer_reports)::int reports,
    (select count(*) from suspects)::int suspects, (select count(*) from notifications where subject='Suspect QR')::int notes, (select count(*) from rollup_daily)::int rd, (select count(*) from rollup_hourly)::int rh,
    (select count(*) from purchase_orders)::int pos, (select count(*) from customer_reports where photo_key is not null)::int photos`);
  console.log(rows);
  console.log(await app.db.query(`select actor, result, verdict, count(*)::int from scan_events group by 1,2,3 order by 1,2,3`));
  console.log(await app.db.query(`select min(scanned_at), max(scanned_at) from scan_events`));
  await app.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
