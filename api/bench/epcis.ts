// EPCIS export benchmark (issue 12): wall time and memory of the API answering
// GET /api/reports/qrcode/epcis?po= for a purchase order of 10,000 codes, each
// verified by its label maker and activated on the filling line, a third of them
// scanned by a customer (about 23,000 events). The API runs as its own process on
// PostgreSQL (a fresh schema, dropped at the end); its resident memory is read
// from /proc every 10 ms while the document streams, and the client only counts
// the bytes (it never holds the document).
//
//   pnpm --filter @qrguard/api exec tsx bench/epcis.ts [--codes 10000] [--runs 3]
//   options: --url postgres://postgres@127.0.0.1:5432/test  (BENCH_DATABASE_URL)
//            --explain   print the plans of one page's queries first
import { readFileSync } from 'node:fs';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db';
import type { Command } from '../src/domain/ingest-plan';
import { applyCommands } from '../src/modules/ingest/engine';
import { issuePurchaseOrder } from '../src/modules/ingest/issue';
import {
  BENCH_JWT_SECRET,
  BENCH_SSO_SECRET,
  DEFAULT_DATABASE_URL,
  loadAverage,
  mb,
  option,
  round,
  startApi,
} from './lib';

const TIME_ZONE = 'Asia/Jakarta';
const PO = 'PO/EPCIS/BENCH';

/** Resident memory of a process (VmRSS), in bytes. */
function rss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

async function main(): Promise<void> {
  const url = option('url', DEFAULT_DATABASE_URL);
  const codes = Math.min(Math.max(Number(option('codes', '10000')), 100), 1_000_000);
  const runs = Math.min(Math.max(Number(option('runs', '3')), 1), 20);
  const schema = `epcis_bench_${process.pid}`;
  const env = {
    DATABASE_URL: url,
    DATABASE_SCHEMA: schema,
    SEED_DEMO: 'true',
    JWT_SECRET: BENCH_JWT_SECRET,
    SSO_SECRET: BENCH_SSO_SECRET,
  };
  const api = await startApi(env);
  const config = loadConfig({ ...env, LOG_LEVEL: 'warn' });
  const db = await openDb(config.database);
  try {
    // ordered + 4 % spare = the codes asked for (10,000 from 9,615).
    const ordered = Math.floor(codes / 1.04);
    const loadStart = Date.now();
    const [ref] = await db.query<{ product: number; variant: number; lm: number; bm: number; om: number }>(
      `select p.id as product, p.variant_id as variant, (select id from label_makers where name = 'Cahaya') as lm,
              (select id from bottle_makers where name = 'Berlina') as bm, (select id from oil_makers where code = 'FEDERAL') as om
         from products p where p.part_no = 'QG-MPX1-0800'`,
    );
    const issued = await db.transaction((tx) =>
      issuePurchaseOrder(
        tx,
        {
          noPo: PO,
          labelMakerId: ref!.lm,
          poDate: '2026-01-05',
          lines: [
            { productId: ref!.product, variantId: ref!.variant, bottleMakerId: ref!.bm, oilMakerId: ref!.om, ordered },
          ],
        },
        (_line, i) => ({
          qrcode: `EPB${String(i).padStart(9, '0')}`,
          serialNumber: `B26-${String(i).padStart(8, '0')}`,
        }),
        TIME_ZONE,
      ),
    );
    const qrcodes = issued.lines.flatMap((l) => l.codes.map((c) => c.qrcode));
    const t0 = Date.parse('2026-01-10T02:00:00Z');
    const commands: Command[] = qrcodes.flatMap((qrcode, i): Command[] => [
      { kind: 'label', qrcode, url: qrcode, labelMakerId: ref!.lm, result: 'Success', at: new Date(t0 + i * 1000) },
      {
        kind: 'oil',
        qrcode,
        url: qrcode,
        oilMakerId: ref!.om,
        action: 'ACTIVATE',
        appUserId: null,
        at: new Date(t0 + 86_400_000 + i * 1000),
      },
      ...(i % 3 === 0
        ? [
            {
              kind: 'customer' as const,
              qrcode,
              url: qrcode,
              lat: -6.2 + (i % 100) / 1000,
              lng: 106.8,
              customerType: 'Web' as const,
              at: new Date(t0 + 30 * 86_400_000 + i * 1000),
              clientId: undefined,
              device: null,
            },
          ]
        : []),
    ]);
    for (let i = 0; i < commands.length; i += 2000)
      await db.transaction((tx) =>
        applyCommands(tx, commands.slice(i, i + 2000), { suspicion: config.engine.suspicion, timeZone: TIME_ZONE }),
      );
    const [{ events } = { events: 0 }] = await db.query<{ events: number }>(
      'select count(*)::int as events from scan_events where qr_code_id = any($1::int[])',
      [(await db.query<{ id: number }>('select id from qr_codes where po_id = $1', [issued.id])).map((r) => r.id)],
    );
    // As autovacuum would after a load this size: the plans below are a steady state's.
    await db.query('analyze qr_codes');
    await db.query('analyze scan_events');
    console.log(`loaded ${qrcodes.length} codes and ${events} events in ${round((Date.now() - loadStart) / 1000)} s`);

    if (process.argv.includes('--explain')) {
      // The plans of one page's queries (the same SQL as modules/qrcodes/epcis.ts).
      const ids = (
        await db.query<{ id: number }>('select id from qr_codes where po_id = $1 order by id limit 500', [issued.id])
      ).map((r) => r.id);
      for (const [sql, params] of [
        [
          `explain analyze select id, serial_number, variant_id from qr_codes
            where po_id = $1 and id > $2 order by id limit 500`,
          [issued.id, ids[250]],
        ],
        [
          `explain analyze select e.id from scan_events e
            where e.qr_code_id = any($1::int[]) and (e.qr_code_id, e.scanned_at, e.id) > ($2::int, $3::timestamptz, $4::bigint)
              and e.qr_code_id <= $5 order by e.qr_code_id, e.scanned_at, e.id limit 2000`,
          [ids, 0, '-infinity', '0', ids[ids.length - 1]],
        ],
      ] as const)
        console.log(
          (await db.query<{ 'QUERY PLAN': string }>(sql, [...params])).map((r) => r['QUERY PLAN']).join('\n'),
        );
    }
    const login = await fetch(`${api.url}/api/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const pid = api.process.pid!;
    console.log(`load average before: ${loadAverage().join(' ')}`);
    console.log('| run | wall time | bytes | API RSS before | API RSS peak | peak - before |');
    console.log('|---|---|---|---|---|---|');
    for (let run = 1; run <= runs; run++) {
      const before = rss(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 10);
      const start = process.hrtime.bigint();
      const res = await fetch(`${api.url}/api/reports/qrcode/epcis?po=${encodeURIComponent(PO)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!res.ok || !res.body) throw new Error(`export failed: ${res.status} ${await res.text()}`);
      let bytes = 0;
      for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      clearInterval(sampler);
      peak = Math.max(peak, rss(pid));
      console.log(
        `| ${run} | ${round(ms, 0)} ms | ${mb(bytes)} | ${mb(before)} | ${mb(peak)} | ${mb(peak - before)} |`,
      );
    }
    console.log(`load average after: ${loadAverage().join(' ')}`);
  } finally {
    await db.query(`drop schema if exists "${schema}" cascade`).catch(() => undefined);
    await db.close();
    await api.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
