// The dashboard activity log: one row per page visit (spec reports-settings 2, 7).
import type { ACTIVITY_SORT_KEYS, ActivityRow } from '@qrguard/shared-api/contract';
import type { Queryable } from '../../db';
import type { LocalRange } from '../../domain/business-date';
import { limitOffset, orderBy, type PageRequest, type SortOrder } from '../../domain/paging';
import { iso } from '../../lib/time';

export async function recordActivity(
  q: Queryable,
  a: { userId: number; username: string; menu: string; module: string },
) {
  await q.query('insert into activity_log (user_id, username, menu, module) values ($1, $2, $3, $4)', [
    a.userId,
    a.username,
    a.menu,
    a.module,
  ]);
}

/** Columns of the log table a user can sort by. */
export const ACTIVITY_COLUMNS: Record<(typeof ACTIVITY_SORT_KEYS)[number], string> = {
  id: 'id',
  user_id: 'user_id',
  username: 'lower(username)',
  menu: 'lower(menu)',
  module: 'lower(module)',
  created_at: 'created_at',
};

export interface ActivityFilter {
  /** Part of a user name, any case. */
  search?: string | undefined;
  /** Wall-clock bounds in `timeZone`. */
  range: LocalRange;
  timeZone: string;
}

/** `%` and `_` in the search text are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(f: ActivityFilter): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const search = f.search?.trim();
  if (search) {
    params.push(likePattern(search));
    clauses.push(`username ilike $${params.length}`);
  }
  if (f.range.from !== undefined || f.range.to !== undefined) params.push(f.timeZone);
  const tz = `$${params.length}`;
  if (f.range.from !== undefined) {
    params.push(f.range.from);
    clauses.push(`created_at >= ($${params.length}::timestamp at time zone ${tz})`);
  }
  if (f.range.to !== undefined) {
    params.push(f.range.to);
    clauses.push(`created_at < ($${params.length}::timestamp at time zone ${tz})`);
  }
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

export async function activityPage(
  q: Queryable,
  filter: ActivityFilter,
  sort: { by?: string | undefined; order?: SortOrder | undefined },
  page: PageRequest,
): Promise<{ rows: ActivityRow[]; total: number }> {
  const order = orderBy(ACTIVITY_COLUMNS, sort, { by: 'id', order: 'DESC' });
  const w = where(filter);
  const [count] = await q.query<{ total: number }>(
    `select count(*)::int as total from activity_log ${w.sql}`,
    w.params,
  );
  const win = limitOffset(page);
  const rows = await q.query<Omit<ActivityRow, 'created_at'> & { created_at: Date }>(
    `select id, user_id, username, menu, module, created_at from activity_log ${w.sql} order by ${order}
     limit ${win.limit} offset ${win.offset}`,
    w.params,
  );
  return { rows: rows.map((r) => ({ ...r, created_at: iso(r.created_at) })), total: count?.total ?? 0 };
}
