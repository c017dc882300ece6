// Failed sign-ins, counted in the database so that every API instance sees the
// same count (instances are stateless). The dashboard's sign-in, Edit Profile
// and the apps' sign-in (modules/app-users) count in login_failure
// (110_login_throttle.sql; the policy is in throttle.ts).
import type { Queryable } from '../../db';

/** What a count is kept for: see 110_login_throttle.sql. */
export type LimitScope = 'pair' | 'user' | 'address' | 'profile';

export interface CounterKey {
  scope: LimitScope;
  key: string;
}

export interface Lock {
  scope: LimitScope;
  until: Date;
}

const toLocks = (rows: { scope: LimitScope; locked_until: Date | null }[]): Lock[] =>
  rows.flatMap((r) => (r.locked_until ? [{ scope: r.scope, until: new Date(r.locked_until) }] : []));

/** The locks standing now on any of these counters. */
export async function activeLocks(q: Queryable, counters: readonly CounterKey[]): Promise<Lock[]> {
  if (counters.length === 0) return [];
  const rows = await q.query<{ scope: LimitScope; locked_until: Date }>(
    `select f.scope, f.locked_until
       from login_failure f
       join unnest($1::text[], $2::text[]) as c(scope, key) on f.scope = c.scope and f.key = c.key
      where f.locked_until > now()`,
    [counters.map((c) => c.scope), counters.map((c) => c.key)],
  );
  return toLocks(rows);
}

/**
 * Counts one failure on each counter, in one statement. Each counter's window
 * opens at its first failure and lasts `lockMinutes`; reaching its `max` in the
 * window locks it for `lockMinutes` from that failure. After the lock and the
 * window have passed, the next failure starts a new count. Returns the locks
 * that stand after this failure. Rows that are dead (window and lock passed)
 * are deleted on the way, so the table holds only live counts.
 */
export async function countFailure(
  q: Queryable,
  counters: readonly (CounterKey & { max: number })[],
  lockMinutes: number,
): Promise<Lock[]> {
  if (counters.length === 0) return [];
  // "in window" below: t.window_ends_at > now(), the count goes on; otherwise it restarts at 1.
  const rows = await q.query<{ scope: LimitScope; locked_until: Date | null }>(
    `with c(scope, key, max) as (select * from unnest($1::text[], $2::text[], $3::int[]))
     insert into login_failure as t (scope, key, failures, window_ends_at, locked_until)
     select c.scope, c.key, 1, now() + make_interval(mins => $4),
            case when c.max <= 1 then now() + make_interval(mins => $4) end
       from c
     on conflict (scope, key) do update set
       failures = case when t.window_ends_at > now() then t.failures + 1 else 1 end,
       window_ends_at = case when t.window_ends_at > now() then t.window_ends_at else excluded.window_ends_at end,
       locked_until = case
         when (case when t.window_ends_at > now() then t.failures + 1 else 1 end)
              >= (select c.max from c where c.scope = t.scope and c.key = t.key)
         then now() + make_interval(mins => $4)
         else t.locked_until end
     returning t.scope, case when t.locked_until > now() then t.locked_until end as locked_until`,
    [counters.map((c) => c.scope), counters.map((c) => c.key), counters.map((c) => c.max), lockMinutes],
  );
  // Matches the index login_failure_dead_after: only the dead rows are read.
  await q.query('delete from login_failure where greatest(window_ends_at, locked_until) < now()');
  return toLocks(rows);
}

/** Forgets these counts (a success). */
export async function clearCounts(q: Queryable, counters: readonly CounterKey[]): Promise<void> {
  if (counters.length === 0) return;
  await q.query(
    `delete from login_failure f using unnest($1::text[], $2::text[]) as c(scope, key)
      where f.scope = c.scope and f.key = c.key`,
    [counters.map((c) => c.scope), counters.map((c) => c.key)],
  );
}
