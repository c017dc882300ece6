// The alert dispatcher (issue 15): a Fastify plugin that runs beside the routes
// in the API process. It claims due outbox rows with FOR UPDATE SKIP LOCKED
// (so several API instances never send the same row twice), sends each outside
// any transaction, records the attempt, and either marks the row sent or
// schedules the next attempt with exponential backoff (failed after the last).
// It wakes on the outbox trigger's NOTIFY at commit and polls as a fallback.
// A claim leases the rows (next_attempt_at pushed past the send's timeout), so
// rows of a process that died mid-send are picked up again once the lease ends.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AlertConfig, Config } from '../../config';
import type { Queryable } from '../../db';
import { sendAlert, type AlertMessage, type AttemptOutcome, type SendTarget } from './send';

export const ALERT_CHANNEL = 'qrguard_alerts';
/** Rows claimed per round; they are sent concurrently. */
const BATCH = 10;
const MAX_BACKOFF_MS = 3_600_000;

interface Claimed {
  id: number | string;
  rule_id: number | null;
  rule_name: string;
  event: string;
  payload: { data?: Record<string, unknown> };
  attempts: number;
  channel: 'email' | 'webhook' | null;
  target: string | null;
  secret: string | null;
}

/** The wait after attempt `n` (1-based) failed: base, 2 base, 4 base... up to an hour. */
export const backoffMs = (config: AlertConfig, n: number) =>
  Math.min(MAX_BACKOFF_MS, config.retryBaseMs * 2 ** Math.max(0, n - 1));

/** Claims up to BATCH due rows: counts the attempt and leases them until the send must be over. */
async function claim(q: Queryable, config: AlertConfig): Promise<Claimed[]> {
  const leaseMs = config.timeoutMs * 2 + 30_000;
  return q.query<Claimed>(
    `with due as (
       select id from alert_outbox
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at, id
        limit ${BATCH}
        for update skip locked),
     claimed as (
       update alert_outbox o
          set attempts = o.attempts + 1, next_attempt_at = now() + ($1 || ' milliseconds')::interval, updated_at = now()
         from due
        where o.id = due.id
       returning o.id, o.rule_id, o.rule_name, o.event, o.payload, o.attempts)
     select c.*, r.channel, r.target, r.secret from claimed c left join alert_rules r on r.id = c.rule_id`,
    [String(leaseMs)],
  );
}

/** Records one attempt of a row and its new state. */
export async function recordAttempt(
  q: Queryable,
  row: { id: number; attempt: number },
  outcome: AttemptOutcome,
  next: { status: 'sent' | 'failed' } | { status: 'pending'; retryInMs: number },
): Promise<void> {
  await q.query(
    `with a as (
       insert into alert_attempts (outbox_id, attempt, ok, response_code, error, duration_ms)
       values ($1, $2, $3, $4, $5, $6))
     update alert_outbox set status = $7, response_code = $4, last_error = $5, updated_at = now(),
            delivered_at = case when $7 = 'sent' then now() else delivered_at end,
            next_attempt_at = case when $7 = 'pending' then now() + ($8 || ' milliseconds')::interval else next_attempt_at end
      where id = $1`,
    [
      row.id,
      row.attempt,
      outcome.ok,
      outcome.responseCode,
      outcome.error,
      outcome.durationMs,
      next.status,
      String(next.status === 'pending' ? next.retryInMs : 0),
    ],
  );
}

export const messageOf = (
  row: {
    id: number | string;
    event: string;
    rule_id: number | null;
    rule_name: string;
    payload: { data?: Record<string, unknown> };
  },
  test = false,
): AlertMessage => ({
  id: Number(row.id),
  event: row.event,
  rule: { id: row.rule_id, name: row.rule_name },
  data: row.payload.data ?? {},
  test,
});

async function deliver(q: Queryable, config: AlertConfig, row: Claimed): Promise<void> {
  const id = Number(row.id);
  const outcome: AttemptOutcome =
    row.channel === null || row.target === null
      ? { ok: false, responseCode: null, error: 'The rule was deleted.', durationMs: 0 }
      : await sendAlert(
          { channel: row.channel, target: row.target, secret: row.secret } satisfies SendTarget,
          messageOf(row),
          config,
        );
  const last = row.attempts >= config.maxAttempts || row.channel === null;
  await recordAttempt(
    q,
    { id, attempt: row.attempts },
    outcome,
    outcome.ok
      ? { status: 'sent' }
      : last
        ? { status: 'failed' }
        : { status: 'pending', retryInMs: backoffMs(config, row.attempts) },
  );
}

export interface Dispatcher {
  /** Runs rounds until nothing is due (tests call it instead of waiting for the timer). */
  drain(): Promise<void>;
  /** Asks for a round soon (the NOTIFY wake-up). */
  wake(): void;
  stop(): Promise<void>;
}

export function startDispatcher(app: FastifyInstance, config: AlertConfig): Dispatcher {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  const round = async (): Promise<void> => {
    for (;;) {
      const rows = await claim(app.db, config);
      if (rows.length === 0) return;
      await Promise.all(rows.map((row) => deliver(app.db, config, row)));
      if (stopped) return;
    }
  };

  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await round();
        } while (again && !stopped);
      } catch (err) {
        if (!stopped) app.log.error({ err }, 'alert dispatcher round failed');
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().finally(schedule);
    }, config.pollMs);
    timer.unref();
  };
  schedule();

  return {
    drain: async () => {
      await run();
      while (running) await running;
    },
    wake: () => {
      if (!stopped) void run();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    alerts: Dispatcher;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    let dispatcher: Dispatcher | null = null;
    let unlisten: (() => Promise<void>) | null = null;
    // Before onReady (and if it never ran): nothing to drain, wake or stop.
    const nothing = () => Promise.resolve();
    const idle: Dispatcher = { drain: nothing, wake: () => undefined, stop: nothing };
    app.decorate('alerts', {
      drain: () => (dispatcher ?? idle).drain(),
      wake: () => (dispatcher ?? idle).wake(),
      stop: () => (dispatcher ?? idle).stop(),
    });
    // Started once the app is ready (migrations done), stopped before the database closes.
    app.addHook('onReady', async () => {
      dispatcher = startDispatcher(app, config.alerts);
      try {
        unlisten = await app.db.listen(ALERT_CHANNEL, () => dispatcher?.wake());
      } catch (err) {
        app.log.warn({ err }, 'alert wake-ups unavailable; the dispatcher polls');
      }
      // Anything left due from before a restart.
      dispatcher.wake();
    });
    // preClose: before the database plugin's onClose closes the connection a round may be using.
    app.addHook('preClose', async () => {
      await unlisten?.().catch(() => undefined);
      await dispatcher?.stop();
    });
  },
  { name: 'alerts', dependencies: ['db'] },
);
