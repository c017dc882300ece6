// Failed sign-ins per user name, counted in the database so that every API
// instance sees the same count (instances are stateless).
import type { Queryable } from '../../db';

/** The key a user name is counted under: case and surrounding spaces do not make a new name. */
export const throttleKey = (username: string) => username.trim().toLowerCase();

/** When the name is locked, until when. */
export async function lockedUntil(q: Queryable, key: string): Promise<Date | undefined> {
  const rows = await q.query<{ locked_until: Date }>(
    'select locked_until from login_throttle where username_key = $1 and locked_until > now()',
    [key],
  );
  return rows[0] ? new Date(rows[0].locked_until) : undefined;
}

/**
 * Counts one failure. Failures are counted in a window of `lockMinutes` from the
 * first one; reaching `maxFailures` in it locks the name for `lockMinutes`.
 * Returns the end of the lock when this failure caused one.
 */
export async function recordFailure(
  q: Queryable,
  key: string,
  maxFailures: number,
  lockMinutes: number,
): Promise<Date | undefined> {
  const [row] = await q.query<{ failures: number }>(
    `insert into login_throttle as t (username_key, failures, window_started_at)
     values ($1, 1, now())
     on conflict (username_key) do update set
       failures = case when t.window_started_at > now() - make_interval(mins => $2) then t.failures + 1 else 1 end,
       window_started_at = case when t.window_started_at > now() - make_interval(mins => $2) then t.window_started_at else now() end,
       locked_until = null
     returning failures`,
    [key, lockMinutes],
  );
  if (!row || row.failures < maxFailures) return undefined;
  const [locked] = await q.query<{ locked_until: Date }>(
    'update login_throttle set locked_until = now() + make_interval(mins => $2) where username_key = $1 returning locked_until',
    [key, lockMinutes],
  );
  return locked ? new Date(locked.locked_until) : undefined;
}

/** A successful sign-in forgets the failures. */
export async function clearFailures(q: Queryable, key: string): Promise<void> {
  await q.query('delete from login_throttle where username_key = $1', [key]);
}
