// Recomputes the rollups from the raw facts (events, reports, suspects, PO
// lines) and lists where they differ. The tests and the load benchmark use it
// to prove the rollups kept at ingestion equal the truth. It scans every raw
// row: a check, not something a dashboard calls.
import type { Queryable } from '../../db';

const DIMS = 'actor, result, verdict, reason, customer_type, variant_id, label_maker_id, oil_maker_id, bottle_maker_id';

/** Every fact as a rollup row of the given grain, from the raw tables. */
function truth(bucket: (column: string) => string, since: (column: string) => string): string {
  return `
    select ${bucket('e.scanned_at')} as bucket, e.actor, e.result, coalesce(e.verdict, '') as verdict, '' as reason,
           coalesce(e.customer_type, '') as customer_type, coalesce(e.variant_id, 0) as variant_id, coalesce(e.label_maker_id, 0) as label_maker_id,
           coalesce(e.oil_maker_id, 0) as oil_maker_id, coalesce(e.bottle_maker_id, 0) as bottle_maker_id, count(*) as count
      from scan_events e ${since('e.scanned_at')} group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    union all
    select ${bucket('r.reported_at')}, 'customer', 'Report', '', r.reason, '', coalesce(c.variant_id, 0), coalesce(c.label_maker_id, 0),
           coalesce(c.oil_maker_id, 0), coalesce(c.bottle_maker_id, 0), count(*)
      from customer_reports r left join qr_codes c on c.id = r.qr_code_id ${since('r.reported_at')} group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    union all
    select ${bucket('s.flagged_at')}, 'system', 'Suspect', '', s.reason, '', c.variant_id, c.label_maker_id, coalesce(c.oil_maker_id, 0), c.bottle_maker_id, count(*)
      from suspects s join qr_codes c on c.id = s.qr_code_id ${since('s.flagged_at')} group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    union all
    select ${bucket('(p.po_date::timestamp at time zone $1)')}, 'provider', 'Issued', '', '', '', l.variant_id, p.label_maker_id, l.oil_maker_id, l.bottle_maker_id, sum(l.qr_total)
      from purchase_order_lines l join purchase_orders p on p.id = l.po_id ${since('(p.po_date::timestamp at time zone $1)')} group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`;
}

export interface RollupDifference {
  grain: 'hourly' | 'daily';
  bucket: string;
  actor: string;
  result: string;
  expected: number;
  actual: number;
}

/**
 * Rows where a rollup table and the raw facts disagree (empty when all is
 * well). `hourlySince` (on an hour boundary): the hourly grain holds only
 * facts from then on, as a bulk load with that setting writes it.
 */
export async function rollupDifferences(
  q: Queryable,
  timeZone: string,
  options: { hourlySince?: Date; limit?: number } = {},
): Promise<RollupDifference[]> {
  const limit = options.limit ?? 20;
  const since = options.hourlySince;
  const everything = () => '';
  const grains = [
    {
      grain: 'hourly' as const,
      table: 'rollup_hourly',
      bucket: (c: string) => `date_trunc('hour', ${c} at time zone $1)`,
      since: since ? (c: string) => `where ${c} >= $2::timestamptz` : everything,
      params: since ? [timeZone, since.toISOString()] : [timeZone],
    },
    {
      grain: 'daily' as const,
      table: 'rollup_daily',
      bucket: (c: string) => `(${c} at time zone $1)::date`,
      since: everything,
      params: [timeZone],
    },
  ];
  const out: RollupDifference[] = [];
  for (const g of grains) {
    const rows = await q.query<{
      bucket: string;
      actor: string;
      result: string;
      expected: string | null;
      actual: string | null;
    }>(
      `with t as (select bucket, ${DIMS}, sum(count) as count from (${truth(g.bucket, g.since)}) x group by bucket, ${DIMS})
       select coalesce(t.bucket, r.bucket)::text as bucket, coalesce(t.actor, r.actor) as actor, coalesce(t.result, r.result) as result,
              t.count::text as expected, r.count::text as actual
         from t full join ${g.table} r using (bucket, ${DIMS})
        where t.count is distinct from r.count
        limit ${limit}`,
      g.params,
    );
    for (const r of rows)
      out.push({
        grain: g.grain,
        bucket: r.bucket,
        actor: r.actor,
        result: r.result,
        expected: Number(r.expected ?? 0),
        actual: Number(r.actual ?? 0),
      });
  }
  return out;
}
