import type { DatabaseConfig } from '../config';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export type { Db, Dialect, Queryable } from './types';

/** Opens the configured database: PGlite in a data directory, or a PostgreSQL server. */
export function openDb(config: DatabaseConfig, onError?: (err: Error) => void): Promise<Db> {
  return config.kind === 'pglite'
    ? openPglite(config.dir)
    : openPostgres({
        url: config.url,
        ...(config.schema ? { schema: config.schema } : {}),
        ...(onError ? { onError } : {}),
      });
}
