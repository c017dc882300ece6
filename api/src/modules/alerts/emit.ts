// Emitting an alert (issue 15): one alert_outbox row per enabled rule of the
// event, inserted by the transaction that makes the event, so the alert
// commits or rolls back with it and the request never waits on a delivery
// (the dispatcher sends it later; migration 380's trigger wakes it at commit).
// One statement for any number of events: set-based, never a query per item.
import type { AlertEvent } from '@qrguard/shared-api/contract';
import type { Queryable } from '../../db';
import { Params } from '../ingest/statement';

/** What an alert says about one event: plain JSON, sent as the `data` of the webhook body and listed in the e-mail. */
export type AlertData = Record<string, string | number | boolean | null>;

/** The insert of the outbox rows of `items` (one per enabled rule of `event`), with its parameters added to `p`. */
export function alertOutboxSql(p: Params, event: AlertEvent, items: readonly AlertData[]): string | null {
  if (items.length === 0) return null;
  return `insert into alert_outbox (rule_id, rule_name, event, payload)
     select r.id, r.name, r.event, jsonb_build_object('event', r.event, 'data', d.value)
       from alert_rules r cross join jsonb_array_elements(${p.add(JSON.stringify(items))}::jsonb) d
      where r.enabled and r.event = ${p.add(event)}`;
}

/**
 * Queues the alerts of `items` in the caller's transaction (`q` must be the
 * transaction of the event). Costs one statement, whatever the number of rules.
 * The work-order engine calls it with 'work_order.completed'.
 */
export async function emitAlert(q: Queryable, event: AlertEvent, items: readonly AlertData[]): Promise<void> {
  if (items.length === 0) return;
  const p = new Params();
  const sql = alertOutboxSql(p, event, items);
  if (sql) await q.query(sql, p.values);
}

/** The alerts of customer reports just inserted (by id), in the engine's transaction: one statement per batch. */
export async function emitReportAlerts(q: Queryable, reportIds: readonly number[]): Promise<void> {
  if (reportIds.length === 0) return;
  await q.query(
    `insert into alert_outbox (rule_id, rule_name, event, payload)
     select r.id, r.name, r.event,
            jsonb_build_object('event', r.event, 'data', jsonb_build_object(
              'report_id', cr.id, 'qrcode', qc.qrcode, 'url', cr.url, 'reason', cr.reason,
              'description', cr.description, 'lat', cr.lat, 'lng', cr.lng, 'has_photo', cr.photo_key is not null,
              'at', cr.reported_at))
       from customer_reports cr
       left join qr_codes qc on qc.id = cr.qr_code_id
       join alert_rules r on r.enabled and r.event = 'report.new'
      where cr.id = any($1::bigint[])`,
    [reportIds],
  );
}

/** The alerts of work orders a batch completed (the engine's onWorkOrdersCompleted list), in its transaction. */
export async function emitWorkOrderAlerts(
  q: Queryable,
  completed: readonly { code: string; poId: number; labelMakerId: number; completedAt: Date }[],
): Promise<void> {
  if (completed.length === 0) return;
  await q.query(
    `insert into alert_outbox (rule_id, rule_name, event, payload)
     select r.id, r.name, r.event,
            jsonb_build_object('event', r.event, 'data', jsonb_build_object(
              'code', w.code, 'no_po', po.no_po, 'label_maker', lm.name, 'at', w.at))
       from unnest($1::text[], $2::int[], $3::int[], $4::timestamptz[]) as w(code, po_id, label_maker_id, at)
       left join purchase_orders po on po.id = w.po_id
       left join label_makers lm on lm.id = w.label_maker_id
       join alert_rules r on r.enabled and r.event = 'work_order.completed'`,
    [
      completed.map((w) => w.code),
      completed.map((w) => w.poId),
      completed.map((w) => w.labelMakerId),
      completed.map((w) => w.completedAt.toISOString()),
    ],
  );
}
