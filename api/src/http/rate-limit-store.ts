// A store for @fastify/rate-limit kept in PostgreSQL (issue 9): its default
// store counts in each process's memory, so N API instances behind a load
// balancer allowed N times the limit. Here every instance counts in one table
// (rate_limit_hit, 110_login_throttle.sql). A key's window opens at its first
// request and lasts the time window, as in the plugin's own store; times are
// the database's, so instances with drifting clocks still agree.
//
// Two ways to count, chosen per store:
// - exact (syncMs 0): every request's count is the database's. The increments
//   asked for while a statement is in flight go out together in the next one,
//   as the ingest's group commit does. Measured on the public scan route, this
//   cost about 14 % of the API's CPU in the ingest benchmark (two cores).
// - synced (syncMs > 0, what the public routes use): each instance counts in
//   memory and adds its counts to the table every syncMs, reading back the
//   totals of every instance. A request's count is the last total read plus
//   what this instance counted since, so the instances share one allowance,
//   give or take what the others counted in the last syncMs; one statement
//   per interval whatever the traffic.
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

// Adds n to each key's count. Times in milliseconds since the epoch;
// excluded.window_ends_ms - $3 is now: a key whose window has ended starts a
// new one with these hits.
const INCREMENT = `
  insert into rate_limit_hit as r (key, window_ends_ms, hits)
  select u.key, (extract(epoch from now()) * 1000)::bigint + $3::bigint, u.n
    from unnest($1::text[], $2::int[]) as u(key, n)
  on conflict (key) do update set
    hits = case when r.window_ends_ms <= excluded.window_ends_ms - $3::bigint
                then excluded.hits else r.hits + excluded.hits end,
    window_ends_ms = case when r.window_ends_ms <= excluded.window_ends_ms - $3::bigint
                          then excluded.window_ends_ms else r.window_ends_ms end
  returning key, hits, (window_ends_ms - (extract(epoch from now()) * 1000)::bigint)::int as ttl_ms`;

const READ = `
  select hits, (window_ends_ms - (extract(epoch from now()) * 1000)::bigint)::int as ttl_ms
    from rate_limit_hit where key = $1 and window_ends_ms > extract(epoch from now()) * 1000`;

/** Rows whose window has ended; about one sweep per time window per instance. */
const SWEEP = 'delete from rate_limit_hit where window_ends_ms <= extract(epoch from now()) * 1000';

/** Increments of one time window, sent one statement at a time; what arrives meanwhile waits for the next. */
class IncrementBatcher {
  private waiting = new Map<string, Callback[]>();
  private flushing = false;
  private sweptPeriod = 0;

  constructor(
    private readonly db: Queryable,
    private readonly timeWindow: number,
  ) {}

  add(key: string, callback: Callback): void {
    const callbacks = this.waiting.get(key);
    if (callbacks) callbacks.push(callback);
    else this.waiting.set(key, [callback]);
    if (!this.flushing) void this.flush();
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.waiting.size > 0) {
      const batch = this.waiting;
      this.waiting = new Map();
      // Sorted: two instances lock shared rows in the same order, so their statements never deadlock.
      const keys = [...batch.keys()].sort();
      try {
        await this.sweepOncePerPeriod();
        const rows = await this.db.query<{ key: string; hits: number; ttl_ms: number }>(
          INCREMENT,
          [keys, keys.map((k) => batch.get(k)!.length), this.timeWindow],
          { prepare: true }, // the same text every time, many times a second
        );
        for (const row of rows) {
          const callbacks = batch.get(row.key)!;
          // The requests of one batch counted in arrival order: the last one sees the total.
          const first = row.hits - callbacks.length;
          callbacks.forEach((cb, i) => cb(null, { current: first + i + 1, ttl: row.ttl_ms }));
        }
      } catch (err) {
        for (const callbacks of batch.values()) for (const cb of callbacks) cb(err as Error);
      }
    }
    this.flushing = false;
  }

  /** Deletes ended windows the first time this instance counts in each period of the time window. */
  private async sweepOncePerPeriod(): Promise<void> {
    const period = Math.floor(Date.now() / this.timeWindow);
    if (period === this.sweptPeriod) return;
    this.sweptPeriod = period;
    await this.db.query(SWEEP);
  }
}

/** Counts of one time window kept in memory and added to the table every `syncMs` (see the header). */
class SyncedCounter {
  /** Totals of all instances as last read, with the local time their window ends. */
  private known = new Map<string, { hits: number; endsAt: number }>();
  /** What this instance counted since the last sync. */
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private sweptPeriod = 0;

  constructor(
    private readonly db: Queryable,
    private readonly timeWindow: number,
    private readonly syncMs: number,
  ) {}

  add(key: string, callback: Callback): void {
    const now = Date.now();
    let known = this.known.get(key);
    if (known && known.endsAt <= now) {
      // The window ended: the table starts a new one with what is added next.
      this.known.delete(key);
      known = undefined;
    }
    const pending = (this.pending.get(key) ?? 0) + 1;
    this.pending.set(key, pending);
    this.timer ??= setTimeout(() => void this.sync(), this.syncMs).unref();
    callback(null, { current: (known?.hits ?? 0) + pending, ttl: known ? known.endsAt - now : this.timeWindow });
  }

  private async sync(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    const keys = [...batch.keys()].sort();
    try {
      const period = Math.floor(Date.now() / this.timeWindow);
      if (period !== this.sweptPeriod) {
        this.sweptPeriod = period;
        await this.db.query(SWEEP);
        const now = Date.now();
        for (const [key, k] of this.known) if (k.endsAt <= now) this.known.delete(key);
      }
      const rows = await this.db.query<{ key: string; hits: number; ttl_ms: number }>(
        INCREMENT,
        [keys, keys.map((k) => batch.get(k)!), this.timeWindow],
        { prepare: true },
      );
      const now = Date.now();
      for (const row of rows) this.known.set(row.key, { hits: row.hits, endsAt: now + row.ttl_ms });
    } catch {
      // The database is away: keep the counts for the next sync; meanwhile each instance limits alone.
      for (const [key, n] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + n);
    } finally {
      this.timer = undefined;
      if (this.pending.size > 0) this.timer = setTimeout(() => void this.sync(), this.syncMs).unref();
    }
  }
}

/**
 * The `store` option of @fastify/rate-limit, counting in `db` under keys that
 * start with `namespace` (one per registration, so two limits never share a count);
 * exact, or synced every `syncMs` (see the header).
 */
export function postgresRateLimitStore(
  db: Queryable,
  namespace: string,
  { syncMs = 0 }: { syncMs?: number } = {},
): FastifyRateLimitStoreCtor {
  const batchers = new Map<number, IncrementBatcher | SyncedCounter>();
  const batcher = (timeWindow: number) => {
    let found = batchers.get(timeWindow);
    if (!found)
      batchers.set(
        timeWindow,
        (found = syncMs > 0 ? new SyncedCounter(db, timeWindow, syncMs) : new IncrementBatcher(db, timeWindow)),
      );
    return found;
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = `${namespace}:`,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      batcher(timeWindow).add(this.prefix + key, callback);
    }

    /** The count without adding to it (`{ increment: false }`). */
    read(key: string, callback: Callback): void {
      db.query<{ hits: number; ttl_ms: number }>(READ, [this.prefix + key]).then(
        ([row]) => callback(null, row ? { current: row.hits, ttl: row.ttl_ms } : { current: 0, ttl: 0 }),
        callback,
      );
    }

    /** A route with its own limit counts apart from the others. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes its merged settings with the route under `routeInfo` (its types say otherwise).
      const { routeInfo } = routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } };
      const route = `${String(routeInfo?.method)} ${String(routeInfo?.url)}`;
      return new PostgresRateLimitStore(routeOptions as FastifyRateLimitOptions, `${namespace}:${route}:`);
    }
  }
  return PostgresRateLimitStore;
}
