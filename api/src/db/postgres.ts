// A PostgreSQL server through a `pg` connection pool (DATABASE_URL).
import pg from 'pg';
import type { Db, Queryable, QueryOptions } from './types';

/** One name per prepared SQL text, the same on every connection (pg prepares a name once per connection). */
const preparedNames = new Map<string, string>();
function preparedName(sql: string): string {
  let name = preparedNames.get(sql);
  if (!name) preparedNames.set(sql, (name = `qg_${preparedNames.size + 1}`));
  return name;
}

export interface PostgresOptions {
  url: string;
  /** Work inside this schema (created when missing): isolates test runs sharing one database. */
  schema?: string;
  /** Told about connection errors of idle pooled clients (the pool replaces them). */
  onError?: (err: Error) => void;
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

export async function openPostgres({ url, schema, onError }: PostgresOptions): Promise<Db> {
  if (schema) {
    // The schema must exist before connections that put it on their search_path are used.
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists "${schema}"`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
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
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload) => listenOn({ url, channel, onPayload, ...(onError ? { onError } : {}) }),
    close: () => pool.end(),
  };
}

/**
 * LISTEN needs a connection of its own for as long as it listens (a pooled
 * one would be handed to queries). A dropped connection is replaced after a
 * second; notifications sent meanwhile are missed, which the readers survive
 * (they refetch on the next one, and poll besides).
 */
async function listenOn({
  url,
  channel,
  onPayload,
  onError,
}: {
  url: string;
  channel: string;
  onPayload: (payload: string) => void;
  onError?: (err: Error) => void;
}): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnectSoon = (): void => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().catch((err: Error) => {
        onError?.(err);
        reconnectSoon();
      });
    }, 1000);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (msg) => {
      if (msg.channel === channel) onPayload(msg.payload ?? '');
    });
    next.on('error', (err) => {
      onError?.(err);
      void next.end().catch(() => undefined);
      reconnectSoon();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
