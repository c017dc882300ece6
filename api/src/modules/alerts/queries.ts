// Alert rules and deliveries as the Settings page reads and writes them.
import { randomBytes } from 'node:crypto';
import type { AlertDelivery, AlertDeliveriesQuery, AlertRule } from '@qrguard/shared-api/contract';
import type { Queryable } from '../../db';

export interface RuleRow {
  id: number;
  name: string;
  event: AlertRule['event'];
  channel: AlertRule['channel'];
  target: string;
  secret: string | null;
  enabled: boolean;
  created_by: string;
  created_at: Date;
  updated_by: string;
  updated_at: Date;
}

const RULE_COLUMNS = `id, name, event, channel, target, secret, enabled, created_by, created_at, updated_by, updated_at`;

/** A new webhook secret: 32 random bytes, hex, with a prefix that tells what it is. */
export const newSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

/** The rule as the API answers it: the secret never, only its last four characters. */
export function publicRule(r: RuleRow): AlertRule {
  return {
    id: r.id,
    name: r.name,
    event: r.event,
    channel: r.channel,
    target: r.target,
    enabled: r.enabled,
    secret_hint: r.secret === null ? null : `…${r.secret.slice(-4)}`,
    created_by: r.created_by,
    created_at: new Date(r.created_at).toISOString(),
    updated_by: r.updated_by,
    updated_at: new Date(r.updated_at).toISOString(),
  };
}

export async function listRules(q: Queryable): Promise<RuleRow[]> {
  return q.query<RuleRow>(`select ${RULE_COLUMNS} from alert_rules order by id`);
}

export async function ruleById(q: Queryable, id: number, forUpdate = false): Promise<RuleRow | undefined> {
  const [row] = await q.query<RuleRow>(
    `select ${RULE_COLUMNS} from alert_rules where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return row;
}

export interface RuleInput {
  name: string;
  event: AlertRule['event'];
  channel: AlertRule['channel'];
  target: string;
  enabled: boolean;
}

export async function insertRule(q: Queryable, input: RuleInput, secret: string | null, by: string): Promise<RuleRow> {
  const [row] = await q.query<RuleRow>(
    `insert into alert_rules (name, event, channel, target, secret, enabled, created_by, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $7) returning ${RULE_COLUMNS}`,
    [input.name, input.event, input.channel, input.target, secret, input.enabled, by],
  );
  return row!;
}

export async function updateRule(
  q: Queryable,
  id: number,
  input: RuleInput,
  secret: string | null,
  by: string,
): Promise<RuleRow> {
  const [row] = await q.query<RuleRow>(
    `update alert_rules set name = $2, event = $3, channel = $4, target = $5, secret = $6, enabled = $7,
            updated_by = $8, updated_at = now()
      where id = $1 returning ${RULE_COLUMNS}`,
    [id, input.name, input.event, input.channel, input.target, secret, input.enabled, by],
  );
  return row!;
}

export async function deleteRule(q: Queryable, id: number): Promise<void> {
  // Deliveries still pending for the rule are dropped with it; the history of sent and failed ones stays.
  await q.query(`delete from alert_outbox where rule_id = $1 and status = 'pending'`, [id]);
  await q.query(`delete from alert_rules where id = $1`, [id]);
}

interface DeliveryRow {
  id: number | string;
  rule_id: number | null;
  rule_name: string;
  event: string;
  channel: 'email' | 'webhook' | null;
  status: AlertDelivery['status'];
  attempts: number;
  is_test: boolean;
  response_code: number | null;
  last_error: string | null;
  created_at: Date;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
  total: number | string;
}

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

/** The newest deliveries first, paged (the page size is bounded by the contract). */
export async function deliveriesPage(
  q: Queryable,
  query: AlertDeliveriesQuery,
): Promise<{ rows: AlertDelivery[]; total: number; page: number; limit: number }> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 15;
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.rule_id !== undefined) {
    params.push(query.rule_id);
    where.push(`o.rule_id = $${params.length}`);
  }
  if (query.status !== undefined) {
    params.push(query.status);
    where.push(`o.status = $${params.length}`);
  }
  params.push(limit, (page - 1) * limit);
  const rows = await q.query<DeliveryRow>(
    `select o.id, o.rule_id, o.rule_name, o.event, r.channel, o.status, o.attempts, o.is_test, o.response_code,
            o.last_error, o.created_at, case when o.status = 'pending' then o.next_attempt_at end as next_attempt_at,
            o.delivered_at, count(*) over () as total
       from alert_outbox o left join alert_rules r on r.id = o.rule_id
      ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
      order by o.created_at desc, o.id desc
      limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const [c] = await q.query<{ n: number | string }>(
      `select count(*) as n from alert_outbox o ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`,
      params.slice(0, -2),
    );
    total = Number(c?.n ?? 0);
  }
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      rule_id: r.rule_id,
      rule_name: r.rule_name,
      event: r.event,
      channel: r.channel,
      status: r.status,
      attempts: r.attempts,
      is_test: r.is_test,
      response_code: r.response_code,
      last_error: r.last_error,
      created_at: iso(r.created_at)!,
      next_attempt_at: iso(r.next_attempt_at),
      delivered_at: iso(r.delivered_at),
    })),
    total,
    page,
    limit,
  };
}
