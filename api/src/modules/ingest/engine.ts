// Applies a batch of ingestion commands inside one transaction: load what the
// rules need (codes locked in id order, earlier answers of repeated client
// ids), plan with the pure domain module, then write events, code states,
// PO-line counters, rollups, suspects and their notifications in one
// statement (plus reports when there are any). Live requests (through the group-commit queue) and
// the demo generator both call applyCommands.
import { PERMISSIONS, ROLE_SUPER_ADMIN } from '@qrguard/shared-api/contract';
import type { Queryable } from '../../db';
import type { Actor, ScanResult, Verdict } from '../../domain/constants';
import {
  clientKey,
  planBatch,
  type CodeRecord,
  type Command,
  type Outcome,
  type Plan,
  type PlanOptions,
  type PriorAnswer,
} from '../../domain/ingest-plan';
import type { RollupRow } from '../../domain/rollup';
import { loadCodesForUpdate, saveCodesSql } from './code-rows';
import { combine, Params } from './statement';
// Highlight dashboards (issue 4): their rollups by day and month and the labels awaiting filling (migrations 200, 202).
import { highlightRollupsSql, oilPendingSql } from '../highlight/engine-state';
// Summary report (issue 14): customer scans by month and channel (migration 350).
import { summaryRollupsSql } from '../summary/engine-state';
// Consumer Insight (issue 14): customer scans by outcome, channel, hour, weekday, city; shelf time, repeat scans (migration 360).
import { insightRollupsSql } from '../insight/engine-state';
// Work orders (issue 15): the label maker's verifications move their status (migration 370).
import { completedOf, completedSelect, workOrderProgressSql, type CompletedWorkOrder } from './work-orders';
// Alert rules (issue 15): new suspects and customer reports queue their alerts in this transaction (migration 380).
import { alertOutboxSql, emitReportAlerts, emitWorkOrderAlerts } from '../alerts/emit';

export interface EngineOptions extends PlanOptions {
  /**
   * A bulk load (the demo generator's large set) hands each batch's rollup
   * deltas here, sums them and writes them once at the end, instead of
   * upserting the same rows again in every batch. Live ingestion never sets it.
   */
  rollupSink?: ((rows: Plan['rollups']) => void) | undefined;
  /**
   * Told the work orders a batch completed (issue 15), inside the batch's
   * transaction (it may still roll back): IngestService.onWorkOrderCompleted
   * hears them after COMMIT. The hook for "work order completed" alerts.
   */
  onWorkOrdersCompleted?: ((completed: CompletedWorkOrder[]) => void) | undefined;
}

export interface Applied {
  outcome: Outcome;
  /** The id of the customer report stored (or found again) for a report command. */
  reportId: number | null;
}

/** Channel on which committed notifications are announced (LISTEN/NOTIFY), so every API instance can push them. */
export const NOTIFICATION_CHANNEL = 'qrguard_notifications';
export const SUSPECT_SUBJECT = 'Suspect QR';

async function priorAnswers(q: Queryable, commands: readonly Command[]): Promise<Map<string, PriorAnswer>> {
  const prior = new Map<string, PriorAnswer>();
  const scanIds = [...new Set(commands.filter((c) => c.clientId && c.kind !== 'report').map((c) => c.clientId!))];
  const reportIds = [...new Set(commands.filter((c) => c.clientId && c.kind === 'report').map((c) => c.clientId!))];
  if (scanIds.length > 0) {
    const rows = await q.query<{
      client_id: string;
      actor: string;
      result: ScanResult;
      verdict: Verdict | null;
      note: string | null;
      scanned_at: Date;
      qr_code_id: number | null;
      url: string | null;
    }>(
      // qr_code_id and url: what the client id was used for, so that a reuse for another code is told apart.
      'select client_id, actor, result, verdict, note, scanned_at, qr_code_id, url from scan_events where client_id = any($1::text[])',
      [scanIds],
    );
    for (const r of rows) {
      prior.set(clientKey(r.actor as Actor, r.client_id), {
        kind: 'scan',
        result: r.result,
        verdict: r.verdict,
        note: r.note,
        at: new Date(r.scanned_at),
        qrCodeId: r.qr_code_id,
        url: r.url,
      });
    }
  }
  if (reportIds.length > 0) {
    const rows = await q.query<{
      client_id: string;
      id: number | string;
      reported_at: Date;
      qr_code_id: number | null;
      url: string | null;
    }>('select client_id, id, reported_at, qr_code_id, url from customer_reports where client_id = any($1::text[])', [
      reportIds,
    ]);
    for (const r of rows)
      prior.set(clientKey('report', r.client_id), {
        kind: 'report',
        reportId: Number(r.id),
        at: new Date(r.reported_at),
        qrCodeId: r.qr_code_id,
        url: r.url,
      });
  }
  return prior;
}

/** Event columns in the JSON rows of eventsSql, with their SQL types. */
const EVENT_COLUMNS =
  'qr_code_id int, url text, actor text, result text, verdict text, scanned_at timestamptz, lat float8, lng float8, customer_type text, ' +
  'device text, client_id text, note text, variant_id int, label_maker_id int, oil_maker_id int, bottle_maker_id int, app_user_id int';

/**
 * The events as one JSON parameter: serialising one JSON text is much cheaper
 * for the driver than seventeen escaped arrays, and PostgreSQL parses it fast.
 */
function eventsSql(p: Params, plan: Plan): string | null {
  const ev = plan.events;
  if (ev.length === 0) return null;
  const rows = ev.map((e) => ({
    qr_code_id: e.qrCodeId,
    url: e.url,
    actor: e.actor,
    result: e.result,
    verdict: e.verdict,
    scanned_at: e.at.toISOString(),
    lat: e.lat,
    lng: e.lng,
    customer_type: e.customerType,
    device: e.device,
    client_id: e.clientId,
    note: e.note,
    variant_id: e.variantId,
    label_maker_id: e.labelMakerId,
    oil_maker_id: e.oilMakerId,
    bottle_maker_id: e.bottleMakerId,
    app_user_id: e.appUserId,
  }));
  return `insert into scan_events (qr_code_id, url, actor, result, verdict, scanned_at, lat, lng, customer_type, device, client_id, note,
                              variant_id, label_maker_id, oil_maker_id, bottle_maker_id, app_user_id)
     select * from json_to_recordset(${p.add(JSON.stringify(rows))}::json) as x(${EVENT_COLUMNS})`;
}

/** The upsert adding rollup deltas (already summed and in key order) to one grain's table. */
function rollupsSql(p: Params, table: 'rollup_hourly' | 'rollup_daily', rows: readonly RollupRow[]): string | null {
  if (rows.length === 0) return null;
  const json = rows.map((r) => ({
    bucket: r.bucket,
    actor: r.actor,
    result: r.result,
    verdict: r.verdict,
    reason: r.reason,
    customer_type: r.customerType,
    variant_id: r.variantId,
    label_maker_id: r.labelMakerId,
    oil_maker_id: r.oilMakerId,
    bottle_maker_id: r.bottleMakerId,
    count: r.count,
  }));
  const bucketType = table === 'rollup_hourly' ? 'timestamp' : 'date';
  // json_to_recordset keeps the rows' order: the upsert still locks them in key order.
  return `insert into ${table} as r (bucket, actor, result, verdict, reason, customer_type, variant_id, label_maker_id, oil_maker_id, bottle_maker_id, count)
     select * from json_to_recordset(${p.add(JSON.stringify(json))}::json)
       as x(bucket ${bucketType}, actor text, result text, verdict text, reason text, customer_type text, variant_id int,
            label_maker_id int, oil_maker_id int, bottle_maker_id int, count bigint)
     on conflict (bucket, actor, result, verdict, reason, customer_type, variant_id, label_maker_id, oil_maker_id, bottle_maker_id)
     do update set count = r.count + excluded.count`;
}

/** Adds rollup deltas to one grain's table (issuing a PO uses it on its own). */
export async function upsertRollups(
  q: Queryable,
  table: 'rollup_hourly' | 'rollup_daily',
  rows: readonly RollupRow[],
): Promise<void> {
  const p = new Params();
  // The highlights' rollups follow the daily grain wherever it is written, in the same statement.
  const sql = combine([
    rollupsSql(p, table, rows),
    ...(table === 'rollup_daily' ? [...highlightRollupsSql(p, rows), summaryRollupsSql(p, rows)] : []),
  ]);
  if (sql) await q.query(sql, p.values);
}

function poLinesSql(p: Params, plan: Plan): string | null {
  const d = plan.poLineDeltas;
  if (d.length === 0) return null;
  const col = (f: (x: (typeof d)[number]) => number) => p.add(d.map(f));
  return `update purchase_order_lines l set
       label_scans = l.label_scans + u.label_scans, label_success = l.label_success + u.label_success,
       label_reject = l.label_reject + u.label_reject, oil_activated = l.oil_activated + u.oil_activated,
       oil_deactivated = l.oil_deactivated + u.oil_deactivated
     from unnest(${col((x) => x.poLineId)}::int[], ${col((x) => x.labelScans)}::int[], ${col((x) => x.labelSuccess)}::int[],
                 ${col((x) => x.labelReject)}::int[], ${col((x) => x.oilActivated)}::int[], ${col((x) => x.oilDeactivated)}::int[])
       as u(id, label_scans, label_success, label_reject, oil_activated, oil_deactivated)
     where l.id = u.id`;
}

function suspectsSql(p: Params, plan: Plan): string | null {
  const s = plan.suspects;
  if (s.length === 0) return null;
  return `insert into suspects (qr_code_id, variant_id, reason, flagged_at, scan_count, lat, lng)
     select * from unnest(${p.add(s.map((x) => x.qrCodeId))}::int[], ${p.add(s.map((x) => x.variantId))}::int[], ${p.add(s.map((x) => x.reason))}::text[],
                          ${p.add(s.map((x) => x.at.toISOString()))}::timestamptz[], ${p.add(s.map((x) => x.scanCount))}::int[],
                          ${p.add(s.map((x) => x.lat))}::float8[], ${p.add(s.map((x) => x.lng))}::float8[])
     on conflict do nothing`;
}

/** Dashboard users told about suspects: active super admins and holders of the Report Suspect permission. */
const SUSPECT_RECIPIENTS = `select u.id from users u where u.status = 1 and exists (
  select 1 from user_roles ur left join role_permissions rp on rp.role_id = ur.role_id
   where ur.user_id = u.id and (ur.role_id = ${ROLE_SUPER_ADMIN} or rp.permission_code = '${PERMISSIONS.reportSuspect}'))`;

type Suspect = Plan['suspects'][number];

/** The notifications of new suspects for every recipient, as one write of the batch's statement. */
function notificationsSql(p: Params, told: readonly Suspect[]): string | null {
  if (told.length === 0) return null;
  const messages = told.map((x) => `QR ${x.qrcode} is suspicious: ${x.reason} (${x.scanCount} customer scans).`);
  return `insert into notifications (user_id, subject, message, icon, created_at)
     select r.id, '${SUSPECT_SUBJECT}', m.message, 'WarningOutlined', m.at
       from unnest(${p.add(messages)}::text[], ${p.add(told.map((x) => x.at.toISOString()))}::timestamptz[]) as m(message, at)
       cross join (${SUSPECT_RECIPIENTS}) r`;
}

/** Announces new suspects on the channel; delivered at commit, so listeners never announce a rolled-back suspect. */
function announceSql(p: Params, told: readonly Suspect[]): string | undefined {
  if (told.length === 0) return undefined;
  const event = { subject: SUSPECT_SUBJECT, count: told.length };
  return `select pg_notify(${p.add(NOTIFICATION_CHANNEL)}, ${p.add(JSON.stringify(event))})`;
}

async function insertReports(q: Queryable, plan: Plan): Promise<number[]> {
  const ids: number[] = [];
  // Reports are rare; one statement each returns each id without relying on row order.
  for (const r of plan.reports) {
    const [row] = await q.query<{ id: number | string }>(
      `insert into customer_reports (qr_code_id, url, reason, description, lat, lng, photo_key, photo_type, photo_bytes, client_id, reported_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        r.qrCodeId,
        r.url,
        r.reason,
        r.description,
        r.lat,
        r.lng,
        r.photo?.key ?? null,
        r.photo?.type ?? null,
        r.photo?.bytes ?? null,
        r.clientId,
        r.at,
      ],
    );
    ids.push(Number(row!.id));
  }
  return ids;
}

/**
 * Writes a plan: events, code states, PO-line counters, both rollup grains,
 * suspects and their notifications in one statement (one round trip), then
 * the rare reports. Returns the ids of the reports inserted.
 */
async function writePlan(
  q: Queryable,
  plan: Plan,
  codes: ReadonlyMap<string, CodeRecord>,
  options: EngineOptions,
): Promise<number[]> {
  const { rollupSink } = options;
  const p = new Params();
  rollupSink?.(plan.rollups);
  const told = plan.suspects.filter((x) => x.notify);
  // Issue 15: only batches with verification scans carry it (live customer scans never do: their text is unchanged).
  const workOrders = workOrderProgressSql(p, plan, codes);
  const announce = announceSql(p, told);
  const sql = combine(
    [
      eventsSql(p, plan),
      saveCodesSql(p, plan.changedCodes),
      poLinesSql(p, plan),
      rollupSink ? null : rollupsSql(p, 'rollup_hourly', plan.rollups.hourly),
      rollupSink ? null : rollupsSql(p, 'rollup_daily', plan.rollups.daily),
      ...(rollupSink ? [] : highlightRollupsSql(p, plan.rollups.daily)),
      rollupSink ? null : summaryRollupsSql(p, plan.rollups.daily),
      suspectsSql(p, plan),
      notificationsSql(p, told),
      alertOutboxSql(
        p,
        'suspect.new',
        told.map((x) => ({
          qrcode: x.qrcode,
          reason: x.reason,
          scan_count: x.scanCount,
          lat: x.lat,
          lng: x.lng,
          at: x.at.toISOString(),
        })),
      ),
      oilPendingSql(p, codes, plan.changedCodes, options.timeZone),
      // Written in bulk loads too: the repeat-scan bands follow each code batch by batch.
      ...insightRollupsSql(p, plan, codes, options.timeZone),
      // Last: the final select reads the work orders it completed by its name, the last one.
      workOrders,
    ],
    workOrders
      ? (names) => `select ${announce ? `(${announce}) as announced, ` : ''}${completedSelect(names.at(-1)!)}`
      : announce,
  );
  // Prepared: the text is one of a few dozen combinations of the pieces above, run for every batch.
  if (sql) {
    const rows = await q.query(sql, p.values, { prepare: true });
    const completed = workOrders ? completedOf(rows[0]) : [];
    if (completed.length > 0) options.onWorkOrdersCompleted?.(completed);
    // Alert rules (issue 15): one statement, only for a batch that completed work orders.
    await emitWorkOrderAlerts(q, completed);
  }
  const reportIds = await insertReports(q, plan);
  await emitReportAlerts(q, reportIds);
  return reportIds;
}

/** Runs the commands in order in the caller's transaction; returns one answer per command. */
export async function applyCommands(
  q: Queryable,
  commands: readonly Command[],
  options: EngineOptions,
): Promise<Applied[]> {
  if (commands.length === 0) return [];
  const prior = await priorAnswers(q, commands);
  const qrcodes = [...new Set(commands.map((c) => c.qrcode).filter((c): c is string => c !== null))];
  const codes = await loadCodesForUpdate(q, qrcodes);
  const plan = planBatch(commands, codes, prior, options);
  const reportIds = await writePlan(q, plan, codes, options);
  return plan.outcomes.map((outcome) => ({
    outcome,
    reportId:
      outcome.kind === 'report'
        ? outcome.reportIndex !== null
          ? reportIds[outcome.reportIndex]!
          : outcome.priorReportId
        : null,
  }));
}
