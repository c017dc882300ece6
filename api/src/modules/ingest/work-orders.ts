// Work orders (issue 15; migration 370). Issuing a PO creates its work order
// and tells the label maker's work-order users, in the PO's transaction
// (createWorkOrder, called by issue.ts). The engine then adds the label
// maker's verifications batch by batch (workOrderProgressSql, one more write
// of the batch's one statement, present only when the batch verified labels)
// and hands back the work orders a batch completed, so that whoever wants to
// act on "work order completed" (alert rules) hooks one place: the engine's
// `onWorkOrdersCompleted`, or IngestService.onWorkOrderCompleted after commit.
import { PERMISSIONS, WORK_ORDER_SUBJECT, type WorkOrderStatus } from '@qrguard/shared-api/contract';
import type { Queryable } from '../../db';
import type { CodeRecord, Plan } from '../../domain/ingest-plan';
import type { Params } from './statement';

export { WORK_ORDER_SUBJECT };

/** A PO's work order code: WO- and the PO number (unique, as the PO number is). */
export const workOrderCode = (noPo: string) => `WO-${noPo}`;

/** A work order the batch completed: its last code was verified. */
export interface CompletedWorkOrder {
  code: string;
  poId: number;
  labelMakerId: number;
  /** The time of the verification scan that completed it. */
  completedAt: Date;
}

/**
 * Users told about a label maker's new work orders: its active users who may
 * open the work-order pages (role 2 holds WORK_ORDER).
 */
const RECIPIENTS = `select u.id from users u
   where u.label_maker_id = $3 and u.status = 1 and u.deleted_at is null and exists (
     select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
      where ur.user_id = u.id and rp.permission_code = '${PERMISSIONS.workOrder}')`;

/**
 * Creates the PO's work order and its notifications, and announces them on
 * `channel` (delivered at commit, so a rolled-back PO is never announced).
 * `readBefore`: notifications of POs issued before it are stored as read (the
 * demo's history); live issuance leaves it unset. Returns the code and how
 * many users were told.
 */
export async function createWorkOrder(
  q: Queryable,
  wo: {
    noPo: string;
    poId: number;
    labelMakerId: number;
    ordered: number;
    qrTotal: number;
    issuedAt: Date;
    channel: string;
    readBefore?: Date | undefined;
  },
): Promise<{ code: string; told: number }> {
  const code = workOrderCode(wo.noPo);
  const message = `New work order ${code} for PO ${wo.noPo}: ${wo.qrTotal} labels to print and verify (${wo.ordered} ordered + 4 % spare).`;
  const read = wo.readBefore !== undefined && wo.issuedAt < wo.readBefore;
  const event = JSON.stringify({ subject: WORK_ORDER_SUBJECT, count: 1 });
  const [row] = await q.query<{ told: number }>(
    `with wo as (
       insert into work_orders (form_code, po_id, label_maker_id, ordered, qr_total, created_at)
       values ($1, $2, $3, $4, $5, $6) returning form_code
     ), told as (
       insert into notifications (user_id, subject, message, work_order_code, icon, created_at, read_at)
       select r.id, '${WORK_ORDER_SUBJECT}', $7, wo.form_code, 'FileAddOutlined', $6, case when $8::boolean then $6::timestamptz end
         from wo cross join (${RECIPIENTS}) r
       returning 1
     ), n as (select count(*)::int as told from told)
     select n.told, case when n.told > 0 and not $8::boolean then pg_notify($9, $10) end from n`,
    [code, wo.poId, wo.labelMakerId, wo.ordered, wo.qrTotal, wo.issuedAt, message, read, wo.channel, event],
  );
  return { code, told: row?.told ?? 0 };
}

/** The batch's verifications per PO line: count and the first and last scan times. */
function verificationsByLine(plan: Plan, codes: ReadonlyMap<string, CodeRecord>) {
  const byLine = new Map<number, { n: number; first: Date; last: Date }>();
  // Only batches with verification scans pay for the lookup below; customer scans skip it.
  if (!plan.poLineDeltas.some((d) => d.labelSuccess + d.labelReject > 0)) return byLine;
  const lineOf = new Map<number, number>();
  for (const c of codes.values()) lineOf.set(c.facts.id, c.facts.poLineId);
  for (const e of plan.events) {
    // Success or Reject: the code's first scan by its own label maker (a repeat is a Double Scan).
    if (e.actor !== 'label_maker' || (e.result !== 'Success' && e.result !== 'Reject') || e.qrCodeId === null) continue;
    const line = lineOf.get(e.qrCodeId);
    if (line === undefined) continue;
    const v = byLine.get(line);
    if (!v) byLine.set(line, { n: 1, first: e.at, last: e.at });
    else {
      v.n++;
      if (e.at < v.first) v.first = e.at;
      if (e.at > v.last) v.last = e.at;
    }
  }
  return byLine;
}

/**
 * One write of the batch's statement: adds the batch's verifications to the
 * work orders of their POs and moves their status (New -> In Progress at the
 * first, -> Completed when verified reaches the codes issued). Set-based: one
 * UPDATE for the whole batch. Its rows carry `completed` (this batch completed
 * it). Null when the batch verified nothing.
 */
export function workOrderProgressSql(p: Params, plan: Plan, codes: ReadonlyMap<string, CodeRecord>): string | null {
  const byLine = verificationsByLine(plan, codes);
  if (byLine.size === 0) return null;
  const rows = [...byLine.entries()].sort((a, b) => a[0] - b[0]);
  const completedStatus: WorkOrderStatus = 'Completed';
  const inProgress: WorkOrderStatus = 'In Progress';
  return `update work_orders w set
       verified = w.verified + d.n,
       status = case when w.verified + d.n >= w.qr_total then '${completedStatus}' else '${inProgress}' end,
       started_at = coalesce(w.started_at, d.first_at),
       completed_at = case when w.verified + d.n >= w.qr_total then coalesce(w.completed_at, d.last_at) end
     from (select l.po_id, sum(u.n)::int as n, min(u.first_at) as first_at, max(u.last_at) as last_at
             from unnest(${p.add(rows.map(([line]) => line))}::int[], ${p.add(rows.map(([, v]) => v.n))}::int[],
                         ${p.add(rows.map(([, v]) => v.first.toISOString()))}::timestamptz[],
                         ${p.add(rows.map(([, v]) => v.last.toISOString()))}::timestamptz[]) as u(line_id, n, first_at, last_at)
             join purchase_order_lines l on l.id = u.line_id
            group by l.po_id) d
    where w.po_id = d.po_id
    returning w.form_code, w.po_id, w.label_maker_id, w.completed_at,
              w.verified >= w.qr_total and w.verified - d.n < w.qr_total as completed`;
}

/** The final select reading the work orders completed by the write named `name` (as a JSON array). */
export function completedSelect(name: string): string {
  return `(select coalesce(json_agg(json_build_object('code', c.form_code, 'poId', c.po_id, 'labelMakerId', c.label_maker_id,
             'completedAt', c.completed_at)), '[]'::json) from ${name} c where c.completed) as completed_work_orders`;
}

/** The completed work orders of the batch statement's answer row. */
export function completedOf(row: Record<string, unknown> | undefined): CompletedWorkOrder[] {
  const raw = row?.completed_work_orders;
  const list = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? [])) as {
    code: string;
    poId: number;
    labelMakerId: number;
    completedAt: string;
  }[];
  return list.map((c) => ({ ...c, completedAt: new Date(c.completedAt) }));
}
