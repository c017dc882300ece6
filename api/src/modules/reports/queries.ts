// Reads and the one write of Report - Consumer and Report - Label Maker
// (issue 11): customer reports with their cases, the case changes, and the
// purchase-order report from the PO lines' counters (kept by ingestion).
import type {
  CustomerReportRow,
  PoReportRow,
  ReportCaseHistoryRow,
  ReportCaseStatus,
} from '@qrguard/shared-api/contract';
import type { Db, Queryable } from '../../db';
import type { DayRange, HighlightDims } from '../../domain/highlight-filter';
import { limitOffset, orderBy, type PageRequest, type SortOrder } from '../../domain/paging';
import { iso } from '../../lib/time';
import { dimsSql, located, Params, rangeSql } from '../activities/queries';
import { recordAudit } from '../audit/record';
import { caseTransition, nextCaseStatuses } from './case-status';

// ---- Customer reports -------------------------------------------------------------

export interface CustomerReportFilter {
  range: DayRange;
  dims: HighlightDims;
  reason?: string | undefined;
  caseStatus?: string | undefined;
  timeZone: string;
}

const REPORT_SORT_COLUMNS = {
  scan_date: 'r.reported_at',
  reason: 'r.reason',
  case_status: 'r.case_status',
  id: 'r.id',
};

const REPORT_COLUMNS = `r.id, r.url, r.reason, r.description, r.lat, r.lng, r.photo_key, r.reported_at,
  r.case_status, r.case_note, r.case_updated_at, r.case_updated_by,
  c.qrcode, pr.name as product_name, pr.volume_ml as volume, v.name as variant`;
const REPORT_JOINS = `left join qr_codes c on c.id = r.qr_code_id
  left join products pr on pr.id = c.product_id
  left join variants v on v.id = c.variant_id`;

function reportRow(r: Record<string, unknown>): CustomerReportRow {
  const lat = r.lat === null ? null : Number(r.lat);
  const lng = r.lng === null ? null : Number(r.lng);
  const status = r.case_status as ReportCaseStatus;
  return {
    id: Number(r.id),
    url: r.url as string,
    qrcode: (r.qrcode as string | null) ?? null,
    variant: (r.variant as string | null) ?? null,
    product_name: (r.product_name as string | null) ?? null,
    volume: r.volume === null || r.volume === undefined ? null : Number(r.volume),
    reason: r.reason as string,
    description: r.description as string,
    lat,
    lng,
    has_location: located(lat, lng),
    has_photo: r.photo_key !== null && r.photo_key !== undefined,
    scan_date: iso(r.reported_at),
    case_status: status,
    case_note: (r.case_note as string | null) ?? null,
    case_updated_at: r.case_updated_at === null ? null : iso(r.case_updated_at),
    case_updated_by: (r.case_updated_by as string | null) ?? null,
    case_next: [...nextCaseStatuses(status)],
  };
}

export async function customerReportPage(
  q: Queryable,
  f: CustomerReportFilter,
  sort: { by?: string | undefined; order?: SortOrder | undefined },
  page: PageRequest,
): Promise<{ rows: CustomerReportRow[]; total: number }> {
  const order = orderBy(REPORT_SORT_COLUMNS, sort, { by: 'scan_date', order: 'DESC' }, 'r.id');
  const p = new Params();
  const clauses = rangeSql(p, 'r.reported_at', f.range, f.timeZone);
  if (f.range.from > f.range.to) clauses.push('false');
  if (f.reason !== undefined) clauses.push(`r.reason = ${p.add(f.reason)}`);
  if (f.caseStatus !== undefined) clauses.push(`r.case_status = ${p.add(f.caseStatus)}`);
  const dims = dimsSql(p, f.dims, {
    variant: 'c.variant_id',
    labelmaker: 'c.label_maker_id',
    bottlemaker: 'c.bottle_maker_id',
    oilmaker: 'c.oil_maker_id',
  });
  // A dimension filter needs the code; without one the page is cut from customer_reports alone (its indexes).
  const from = dims.length ? `customer_reports r join qr_codes c on c.id = r.qr_code_id` : 'customer_reports r';
  const where = [...clauses, ...dims].join(' and ');
  const win = limitOffset(page);
  const [count, rows] = await Promise.all([
    q.query<{ total: string }>(`select count(*)::text as total from ${from} where ${where}`, p.values),
    q.query<Record<string, unknown>>(
      `select ${REPORT_COLUMNS}
         from (select r.* from ${from} where ${where} order by ${order} limit ${win.limit} offset ${win.offset}) r
         ${REPORT_JOINS}
        order by ${order}`,
      p.values,
    ),
  ]);
  return { rows: rows.map(reportRow), total: Number(count[0]?.total ?? 0) };
}

export async function customerReport(q: Queryable, id: number): Promise<CustomerReportRow | undefined> {
  const [row] = await q.query<Record<string, unknown>>(
    `select ${REPORT_COLUMNS} from customer_reports r ${REPORT_JOINS} where r.id = $1`,
    [id],
  );
  return row ? reportRow(row) : undefined;
}

export type CaseChangeResult =
  { ok: true; report: CustomerReportRow } | { ok: false; status: 404 | 409; reason: string };

/**
 * Moves a report's case: locks the report, checks the transition (and, when
 * given, that the case is still what the user saw), writes the status, its
 * history row and ONE audit event, in one transaction. A refusal writes nothing.
 */
export function changeCaseStatus(
  db: Db,
  id: number,
  input: { status: ReportCaseStatus; note?: string | undefined; expected?: ReportCaseStatus | undefined },
  by: { id: number; username: string; address?: string },
): Promise<CaseChangeResult> {
  const text = input.note?.trim() ?? '';
  const note = text === '' ? null : text;
  return db.transaction(async (tx) => {
    const [current] = await tx.query<{ case_status: ReportCaseStatus; case_note: string | null; url: string }>(
      'select case_status, case_note, url from customer_reports where id = $1 for update',
      [id],
    );
    if (!current) return { ok: false, status: 404, reason: `Customer report ${id} was not found.` };
    if (input.expected !== undefined && input.expected !== current.case_status)
      return {
        ok: false,
        status: 409,
        reason: `The case is now ${current.case_status} (someone changed it); reload and try again.`,
      };
    const t = caseTransition(current.case_status, input.status);
    if (!t.ok) return { ok: false, status: 409, reason: t.reason };
    await tx.query(
      `update customer_reports
          set case_status = $2, case_note = $3, case_updated_at = now(), case_updated_by_id = $4, case_updated_by = $5
        where id = $1`,
      [id, input.status, note, by.id, by.username],
    );
    await tx.query(
      `insert into customer_report_case_history (report_id, from_status, to_status, note, changed_by_id, changed_by)
       values ($1, $2, $3, $4, $5, $6)`,
      [id, current.case_status, input.status, note, by.id, by.username],
    );
    await recordAudit(tx, {
      actor: { id: by.id, username: by.username },
      action: 'report_case.status',
      target: { kind: 'customer_report', id, label: current.url.slice(0, 200) },
      before: { case_status: current.case_status, case_note: current.case_note },
      after: { case_status: input.status, case_note: note },
      address: by.address ?? null,
    });
    const report = await customerReport(tx, id);
    return { ok: true, report: report! };
  });
}

/** The case's changes, oldest first; undefined when the report does not exist. */
export async function caseHistory(q: Queryable, id: number): Promise<ReportCaseHistoryRow[] | undefined> {
  const [exists] = await q.query('select 1 from customer_reports where id = $1', [id]);
  if (!exists) return undefined;
  const rows = await q.query<Record<string, unknown>>(
    `select id, from_status, to_status, note, changed_by, changed_at
       from customer_report_case_history where report_id = $1 order by id`,
    [id],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    from_status: r.from_status as ReportCaseStatus,
    to_status: r.to_status as ReportCaseStatus,
    note: (r.note as string | null) ?? null,
    changed_by: r.changed_by as string,
    changed_at: iso(r.changed_at),
  }));
}

// ---- Purchase orders ----------------------------------------------------------------

const PO_SORT_COLUMNS = { po_date: 'po.po_date', no_po: 'po.no_po', id: 'po.id' };

/**
 * One page of purchase orders dated in the range, each with its lines. The
 * label maker filters the PO, the other dimensions its lines; a PO with no
 * matching line is left out. Figures are the lines' counters.
 */
export async function purchaseOrderPage(
  q: Queryable,
  f: { range: DayRange; dims: HighlightDims },
  sort: { by?: string | undefined; order?: SortOrder | undefined },
  page: PageRequest,
): Promise<{ rows: PoReportRow[]; total: number }> {
  if (f.range.from > f.range.to) return { rows: [], total: 0 };
  const order = orderBy(PO_SORT_COLUMNS, sort, { by: 'po_date', order: 'DESC' }, 'po.id');
  // The label maker is the PO's; the other dimensions are the lines'.
  const { labelmaker, ...lineDimsOnly } = f.dims;
  const LINE_COLUMNS = {
    variant: 'l.variant_id',
    labelmaker: 'po.label_maker_id',
    bottlemaker: 'l.bottle_maker_id',
    oilmaker: 'l.oil_maker_id',
  };
  const p = new Params();
  const clauses = [`po.po_date between ${p.add(f.range.from)}::date and ${p.add(f.range.to)}::date`];
  if (labelmaker) clauses.push(`po.label_maker_id = any(${p.add(labelmaker)}::int[])`);
  const lineDims = dimsSql(p, lineDimsOnly, LINE_COLUMNS);
  if (lineDims.length)
    clauses.push(`exists (select 1 from purchase_order_lines l where l.po_id = po.id and ${lineDims.join(' and ')})`);
  const where = clauses.join(' and ');
  const win = limitOffset(page);
  const [count, pos] = await Promise.all([
    q.query<{ total: string }>(`select count(*)::text as total from purchase_orders po where ${where}`, p.values),
    q.query<{ id: number; no_po: string; label_maker: string; po_date: string }>(
      `select po.id, po.no_po, lm.name as label_maker, to_char(po.po_date, 'YYYY-MM-DD') as po_date
         from purchase_orders po join label_makers lm on lm.id = po.label_maker_id
        where ${where} order by ${order} limit ${win.limit} offset ${win.offset}`,
      p.values,
    ),
  ]);
  const ids = pos.map((r) => Number(r.id));
  const lp = new Params();
  const lineWhere = [`l.po_id = any(${lp.add(ids)}::int[])`, ...dimsSql(lp, lineDimsOnly, LINE_COLUMNS)];
  const lines = ids.length
    ? await q.query<Record<string, unknown>>(
        `select l.po_id, v.name as variant, pr.name as product_name, om.code || ' - ' || om.name as oil_maker,
                bm.name as bottle_maker, l.ordered, l.qr_total, l.spare_total, l.label_scans, l.label_success,
                l.label_reject
           from purchase_order_lines l
           join variants v on v.id = l.variant_id
           join products pr on pr.id = l.product_id
           join oil_makers om on om.id = l.oil_maker_id
           join bottle_makers bm on bm.id = l.bottle_maker_id
          where ${lineWhere.join(' and ')}
          order by l.po_id, l.id`,
        lp.values,
      )
    : [];
  const byPo = new Map<number, PoReportRow['content']>();
  for (const l of lines) {
    const list = byPo.get(Number(l.po_id)) ?? [];
    list.push({
      variant: l.variant as string,
      product_name: l.product_name as string,
      oil_maker: l.oil_maker as string,
      bottle_maker: l.bottle_maker as string,
      ordered: Number(l.ordered),
      qr_total: Number(l.qr_total),
      spare_total: Number(l.spare_total),
      scan_total: Number(l.label_scans),
      activate: Number(l.label_success),
      failed: Number(l.label_reject),
    });
    byPo.set(Number(l.po_id), list);
  }
  return {
    total: Number(count[0]?.total ?? 0),
    rows: pos.map((r) => ({
      id: Number(r.id),
      no_po: r.no_po,
      label_maker: r.label_maker,
      po_date: r.po_date,
      content: byPo.get(Number(r.id)) ?? [],
    })),
  };
}
