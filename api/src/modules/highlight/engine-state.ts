// What the highlight dashboards need the ingestion engine to keep besides its
// own rollups (migrations 200-202). modules/ingest/engine.ts calls these
// wherever it writes rollup_daily and where it applies a batch, so live
// ingestion, issuing POs and the demo generator all keep them current in the
// same transaction.
import type { Queryable } from '../../db';
import { companyRollups, monthlyRollups, narrowRollups } from '../../domain/highlight-rollups';
import type { CodeRecord } from '../../domain/ingest-plan';
import { pendingDeltas } from '../../domain/oil-pending';
import type { RollupRow } from '../../domain/rollup';
import { combine, Params } from '../ingest/statement';

type HighlightTable = 'highlight_daily' | 'highlight_monthly' | 'highlight_company_daily' | 'highlight_company_monthly';

/** The upsert adding summed rows (in key order) to one highlight rollup; narrow tables have no company columns. */
function upsertSql(p: Params, table: HighlightTable, rows: readonly RollupRow[]): string | null {
  if (rows.length === 0) return null;
  const col = <T>(f: (r: RollupRow) => T) => p.add(rows.map(f));
  const companies = table.startsWith('highlight_company_');
  const key = `bucket, actor, result, verdict, reason, variant_id${companies ? ', label_maker_id, oil_maker_id, bottle_maker_id' : ''}`;
  const companyCols = companies
    ? `, ${col((r) => r.labelMakerId)}::int[], ${col((r) => r.oilMakerId)}::int[], ${col((r) => r.bottleMakerId)}::int[]`
    : '';
  return `insert into ${table} as r (${key}, count)
     select * from unnest(${col((r) => r.bucket)}::date[], ${col((r) => r.actor)}::text[], ${col((r) => r.result)}::text[],
                          ${col((r) => r.verdict)}::text[], ${col((r) => r.reason)}::text[], ${col((r) => r.variantId)}::int[]${companyCols},
                          ${col((r) => r.count)}::bigint[])
     on conflict (${key}) do update set count = r.count + excluded.count`;
}

/**
 * The upserts that follow a batch of daily rollup deltas: the company and the
 * narrow rollups, by day and by month, as writes for the engine's one
 * combined statement.
 */
export function highlightRollupsSql(p: Params, daily: readonly RollupRow[]): string[] {
  const company = companyRollups(daily);
  const narrow = narrowRollups(daily);
  return [
    upsertSql(p, 'highlight_company_daily', company),
    upsertSql(p, 'highlight_company_monthly', monthlyRollups(company)),
    upsertSql(p, 'highlight_daily', narrow),
    upsertSql(p, 'highlight_monthly', monthlyRollups(narrow)),
  ].filter((s): s is string => s !== null);
}

/** The same, as one statement of its own (after a direct upsert of daily rollups). */
export async function upsertHighlightRollups(q: Queryable, daily: readonly RollupRow[]): Promise<void> {
  const p = new Params();
  const sql = combine(highlightRollupsSql(p, daily));
  if (sql) await q.query(sql, p.values);
}

/**
 * Applies a batch's changes to oil_pending_daily (verified labels waiting for
 * filling, by verification day). One statement, and none when the batch moved
 * no code into or out of that state (most customer-scan batches).
 */
export async function writeOilPending(
  q: Queryable,
  before: ReadonlyMap<string, CodeRecord>,
  after: readonly CodeRecord[],
  timeZone: string,
): Promise<void> {
  const d = pendingDeltas(before, after, timeZone);
  if (d.length === 0) return;
  await q.query(
    `insert into oil_pending_daily as o (day, variant_id, label_maker_id, oil_maker_id, bottle_maker_id, pending)
     select * from unnest($1::date[], $2::int[], $3::int[], $4::int[], $5::int[], $6::bigint[])
     on conflict (day, variant_id, label_maker_id, oil_maker_id, bottle_maker_id)
     do update set pending = o.pending + excluded.pending`,
    [
      d.map((x) => x.day),
      d.map((x) => x.variantId),
      d.map((x) => x.labelMakerId),
      d.map((x) => x.oilMakerId),
      d.map((x) => x.bottleMakerId),
      d.map((x) => x.delta),
    ],
  );
}
