// Reads of the Summary report: the highlight rollups by month (label and oil
// scans), the channel rollup of migration 350 (customer scans), the purchase
// orders (a few rows a month) and the reference lists. Never the raw scan events.
import type { SummaryGroup } from '@qrguard/shared-api/contract';
import type { Queryable } from '../../db';

/** The year's first and last month buckets. */
const months = (year: number) => [`${year}-01-01`, `${year}-12-01`];

export interface CompanyFact {
  month: number;
  actor: string;
  result: string;
  verdict: string;
  label_maker_id: number;
  oil_maker_id: number;
  n: number;
}

/** Label-maker and oil-maker facts of the year per month and company (highlight_company_monthly). */
export async function companyFacts(q: Queryable, year: number, actors: readonly string[]): Promise<CompanyFact[]> {
  const rows = await q.query<Record<string, unknown>>(
    `select extract(month from bucket)::int as month, actor, result, verdict, label_maker_id, oil_maker_id, sum(count)::text as n
       from highlight_company_monthly
      where bucket between $1::date and $2::date and actor = any($3::text[])
      group by 1, 2, 3, 4, 5, 6`,
    [...months(year), actors],
  );
  return rows.map((r) => ({
    month: Number(r.month),
    actor: r.actor as string,
    result: r.result as string,
    verdict: r.verdict as string,
    label_maker_id: Number(r.label_maker_id),
    oil_maker_id: Number(r.oil_maker_id),
    n: Number(r.n),
  }));
}

/** Purchase orders and the codes issued on them (spare included) per PO month and label maker. */
export async function purchaseOrdersByMonth(
  q: Queryable,
  year: number,
): Promise<{ month: number; label_maker_id: number; po: number; qr: number }[]> {
  const rows = await q.query<Record<string, unknown>>(
    `select extract(month from p.po_date)::int as month, p.label_maker_id, count(*)::text as po, sum(coalesce(l.qr, 0))::text as qr
       from purchase_orders p
       left join (select po_id, sum(qr_total) as qr from purchase_order_lines group by po_id) l on l.po_id = p.id
      where p.po_date between $1::date and $2::date
      group by 1, 2`,
    [`${year}-01-01`, `${year}-12-31`],
  );
  return rows.map((r) => ({
    month: Number(r.month),
    label_maker_id: Number(r.label_maker_id),
    po: Number(r.po),
    qr: Number(r.qr),
  }));
}

/** Customer scans of the year per month, channel, result and verdict (summary_channel_monthly). */
export async function channelFacts(
  q: Queryable,
  year: number,
): Promise<{ month: number; customer_type: string; result: string; verdict: string; n: number }[]> {
  const rows = await q.query<Record<string, unknown>>(
    `select extract(month from bucket)::int as month, customer_type, result, verdict, sum(count)::text as n
       from summary_channel_monthly where bucket between $1::date and $2::date
      group by 1, 2, 3, 4`,
    months(year),
  );
  return rows.map((r) => ({
    month: Number(r.month),
    customer_type: r.customer_type as string,
    result: r.result as string,
    verdict: r.verdict as string,
    n: Number(r.n),
  }));
}

/** The first year anything was recorded (the rollups' first local day: codes issued, scans, reports), or null. */
export async function firstYear(q: Queryable): Promise<number | null> {
  const [row] = await q.query<{ y: number | string | null }>(
    'select extract(year from min(bucket))::int as y from rollup_daily',
  );
  return row?.y === null || row?.y === undefined ? null : Number(row.y);
}

/** Label makers by name; the key is the id (label makers have no code). */
export async function labelMakerGroups(q: Queryable): Promise<(SummaryGroup & { id: number })[]> {
  const rows = await q.query<{ id: number; name: string }>('select id, name from label_makers order by name, id');
  return rows.map((r) => ({ id: Number(r.id), key: String(r.id), name: r.name }));
}

/** Oil makers by code; the key and the column's name are the code (spec: FEDERAL, IDEMITSU, ...). */
export async function oilMakerGroups(q: Queryable): Promise<(SummaryGroup & { id: number })[]> {
  const rows = await q.query<{ id: number; code: string }>('select id, code from oil_makers order by code, id');
  return rows.map((r) => ({ id: Number(r.id), key: r.code, name: r.code }));
}

/** Main dealers in their order of entry; `channel` is the customer type their scans record. */
export async function mainDealerGroups(q: Queryable): Promise<(SummaryGroup & { channel: string })[]> {
  const rows = await q.query<{ code: string; name: string }>('select code, name from main_dealers order by id');
  return rows.map((r) => ({ key: r.code, name: r.name, channel: r.name }));
}
