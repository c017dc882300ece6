// Reading the audit trail (issue 13): a page of events, newest first, and the
// whole filtered trail in batches for the CSV export.
import type { AUDIT_SORT_KEYS, AuditAction, AuditEventRow, AuditTargetKind } from '@qrguard/shared-api/contract';
import type { Queryable } from '../../db';
import type { LocalRange } from '../../domain/business-date';
import { limitOffset, orderBy, type PageRequest, type SortOrder } from '../../domain/paging';
import { iso } from '../../lib/time';

export interface AuditFilter {
  /** Part of the actor's username, any case. */
  actor?: string | undefined;
  action?: AuditAction | undefined;
  targetKind?: AuditTargetKind | undefined;
  targetId?: string | undefined;
  /** Wall-clock bounds in `timeZone`. */
  range: LocalRange;
  timeZone: string;
}

export const AUDIT_COLUMNS: Record<(typeof AUDIT_SORT_KEYS)[number], string> = {
  at: 'at',
  id: 'id',
  actor_username: 'lower(actor_username)',
  action: 'action',
  target_kind: 'target_kind',
};

/** `%` and `_` in the search text are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(f: AuditFilter): { clauses: string[]; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(sql(`$${params.length}`));
  };
  const actor = f.actor?.trim();
  if (actor) add((p) => `lower(actor_username) like lower(${p})`, likePattern(actor));
  if (f.action) add((p) => `action = ${p}`, f.action);
  if (f.targetKind) add((p) => `target_kind = ${p}`, f.targetKind);
  const targetId = f.targetId?.trim();
  if (targetId) add((p) => `target_id = ${p}`, targetId);
  if (f.range.from !== undefined || f.range.to !== undefined) {
    params.push(f.timeZone);
    const tz = `$${params.length}`;
    if (f.range.from !== undefined) add((p) => `at >= (${p}::timestamp at time zone ${tz})`, f.range.from);
    if (f.range.to !== undefined) add((p) => `at < (${p}::timestamp at time zone ${tz})`, f.range.to);
  }
  return { clauses, params };
}

const whereSql = (clauses: string[]) => (clauses.length ? `where ${clauses.join(' and ')}` : '');

interface RawEvent {
  id: number | string;
  at: Date | string;
  actor_id: number | null;
  actor_username: string;
  action: string;
  target_kind: string;
  target_id: string;
  target_label: string;
  before: unknown;
  after: unknown;
  client_address: string | null;
}

const SELECT = `select id, at, actor_id, actor_username, action, target_kind, target_id, target_label, before, after,
                       client_address from audit_event`;

/** jsonb comes back parsed from both drivers; text is parsed here in case a driver returns it raw. */
const json = (value: unknown): Record<string, unknown> | null => {
  if (value === null || value === undefined) return null;
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : { value: parsed };
};

const toRow = (r: RawEvent): AuditEventRow => ({
  id: Number(r.id),
  at: iso(r.at),
  actor_id: r.actor_id,
  actor_username: r.actor_username,
  action: r.action,
  target_kind: r.target_kind,
  target_id: r.target_id,
  target_label: r.target_label,
  before: json(r.before),
  after: json(r.after),
  client_address: r.client_address,
});

export async function auditPage(
  q: Queryable,
  filter: AuditFilter,
  sort: { by?: string | undefined; order?: SortOrder | undefined },
  page: PageRequest,
): Promise<{ rows: AuditEventRow[]; total: number }> {
  // Newest first unless asked otherwise; the id breaks ties of one transaction's events.
  const order = orderBy(AUDIT_COLUMNS, sort, { by: 'at', order: 'DESC' });
  const w = where(filter);
  const [count] = await q.query<{ total: number }>(
    `select count(*)::int as total from audit_event ${whereSql(w.clauses)}`,
    w.params,
  );
  const win = limitOffset(page);
  const rows = await q.query<RawEvent>(
    `${SELECT} ${whereSql(w.clauses)} order by ${order} limit ${win.limit} offset ${win.offset}`,
    w.params,
  );
  return { rows: rows.map(toRow), total: count?.total ?? 0 };
}
