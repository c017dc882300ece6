// Embedded PostgreSQL (WASM, in-process): `start` needs no server. A data
// directory on disk, or "memory://" for throw-away databases in tests.
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './types';

function wrap(conn: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await conn.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
  };
}

export async function openPglite(dir: string): Promise<Db> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const pg = new PGlite(dir);
  await pg.waitReady;
  const base = wrap(pg);
  return {
    dialect: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // One process, one database: PGlite delivers its own NOTIFYs to its listeners.
    listen: (channel, onPayload) => pg.listen(channel, onPayload),
    close: () => pg.close(),
  };
}
