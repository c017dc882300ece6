// A PostgreSQL server through a `pg` connection pool (DATABASE_URL).
//
// The server may end any connection at any time (a restart, a failover,
// pg_terminate_backend). `pg` reports that as an 'error' event on the client,
// and an 'error' event nobody listens to kills the process. So every client
// has a listener at every moment: idle ones through the pool's 'error' event,
// checked-out ones through transaction() below (pool.query() guards its own),
// and the LISTEN connection, which reconnects by itself. A client whose
// connection broke is destroyed, never handed out again; the request that was
// using it fails with an error db/unavailable.ts recognises (answered 503).
import pg from 'pg';
import type { Db, Queryable, QueryOptions } from './types';
import { isDatabaseUnavailable } from './unavailable';

/** One name per prepared SQL text, the same on every connection (pg prepares a name once per connection). */
const preparedNames = new Map<string, string>();
function preparedName(sql: string): string {
  let name = preparedNames.get(sql);
  if (!name) preparedNames.set(sql, (name = `qg_${preparedNames.size + 1}`));
  return name;
}

/** How the API's sessions are named in pg_stat_activity unless DATABASE_URL sets `application_name`. */
export const DEFAULT_APPLICATION_NAME = 'qrguard-api';
/** Suffix of the LISTEN connection's application_name, so an operator (or a test) can tell it apart. */
export const LISTEN_APPLICATION_SUFFIX = ':listen';
/** A pool checkout waits at most this long, then fails (answered 503) instead of hanging the request. */
const CONNECT_TIMEOUT_MS = 10_000;
/** The LISTEN connection retries after 250 ms, doubling up to 10 s while the server stays away. */
const LISTEN_RETRY_FIRST_MS = 250;
const LISTEN_RETRY_MAX_MS = 10_000;

export interface PostgresOptions {
  url: string;
  /** Work inside this schema (created when missing): isolates test runs sharing one database. */
  schema?: string;
  /** Told about connection errors of idle pooled clients (the pool replaces them) and of the LISTEN connection. */
  onError?: (err: Error) => void;
}

/** The `application_name` parameter of a connection URL, if it has one. */
function urlApplicationName(url: string): string | null {
  try {
    return new URL(url).searchParams.get('application_name');
  } catch {
    return null;
  }
}

/** The URL with its application_name replaced (a parameter of the URL wins over pg's config object). */
function withApplicationName(url: string, name: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.searchParams.has('application_name')) return url;
    parsed.searchParams.set('application_name', name);
    return parsed.toString();
  } catch {
    return url;
  }
}

function wrap(conn: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) {
      const result = options?.prepare
        ? await conn.query({ name: preparedName(sql), text: sql, values: params as unknown[] })
        : await conn.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await conn.query(sql);
    },
  };
}

/**
 * Runs `fn` in a transaction on a client of its own. The client listens for
 * 'error' the whole time it is out of the pool (the connection can break
 * between two statements, when no query is there to receive the error), and
 * goes back with `release(err)` when its connection broke: the pool then
 * destroys it instead of handing a dead client to the next request.
 */
async function inTransaction<T>(pool: pg.Pool, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (err: Error): void => {
    broken ??= err;
  };
  client.on('error', onError);
  try {
    await client.query('begin');
    const result = await fn(wrap(client));
    await client.query('commit');
    return result;
  } catch (err) {
    if (isDatabaseUnavailable(err)) broken ??= err as Error;
    if (!broken) {
      await client.query('rollback').catch((rollbackErr: Error) => {
        broken = rollbackErr;
      });
    }
    throw err;
  } finally {
    client.removeListener('error', onError);
    client.release(broken);
  }
}

export async function openPostgres({ url, schema, onError }: PostgresOptions): Promise<Db> {
  const applicationName = urlApplicationName(url) ?? DEFAULT_APPLICATION_NAME;
  if (schema) {
    // The schema must exist before connections that put it on their search_path are used.
    const setup = new pg.Client({ connectionString: url, application_name: applicationName });
    setup.on('error', (err) => onError?.(err));
    await setup.connect();
    try {
      await setup.query(`create schema if not exists "${schema}"`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    application_name: applicationName,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (err) => onError?.(err));
  await pool.query('select 1');
  const base = wrap(pool);
  return {
    dialect: 'postgres',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => inTransaction(pool, fn),
    listen: (channel, onPayload) =>
      listenOn({
        url: withApplicationName(url, applicationName + LISTEN_APPLICATION_SUFFIX),
        applicationName: applicationName + LISTEN_APPLICATION_SUFFIX,
        channel,
        onPayload,
        ...(onError ? { onError } : {}),
      }),
    close: () => pool.end(),
  };
}

/**
 * LISTEN needs a connection of its own for as long as it listens (a pooled
 * one would be handed to queries). A dropped connection is replaced, after
 * 250 ms and then longer waits while the server stays away, and LISTENs
 * again; notifications sent meanwhile are missed, which the readers survive
 * (they refetch on the next one, and poll besides).
 */
async function listenOn({
  url,
  applicationName,
  channel,
  onPayload,
  onError,
}: {
  url: string;
  applicationName: string;
  channel: string;
  onPayload: (payload: string) => void;
  onError?: (err: Error) => void;
}): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = LISTEN_RETRY_FIRST_MS;
  const reconnectSoon = (): void => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          delay = LISTEN_RETRY_FIRST_MS;
        },
        (err: Error) => {
          onError?.(err);
          delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
          reconnectSoon();
        },
      );
    }, delay);
    // A listener waiting to reconnect is no reason to keep a finished process alive.
    retry.unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: applicationName });
    let failed = false;
    next.on('notification', (msg) => {
      if (msg.channel === channel) onPayload(msg.payload ?? '');
    });
    // Stays attached for the client's whole life: a second error after the first must not crash either.
    next.on('error', (err) => {
      if (failed) return;
      failed = true;
      // While connecting, connect() rejects with this error and its caller schedules the retry.
      if (client !== next) return;
      client = undefined;
      onError?.(err);
      void next.end().catch(() => undefined);
      reconnectSoon();
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      failed = true;
      await next.end().catch(() => undefined);
      throw err;
    }
    if (stopped) {
      // Stopped while this connection was being made: nobody would end it.
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
