// Applies src/db/migrations/NNN_name.sql in order, each once, recorded in
// schema_migrations. Everything runs in one transaction under an advisory lock,
// so two instances starting together on one server do not race, and a failing
// migration leaves the database as it was.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './types';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
/** Arbitrary constant shared by every instance ("qrgu" in ASCII). */
const LOCK_KEY = 0x71726775;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((file) => ({
      version: file.slice(0, 3),
      name: file.replace(/\.sql$/, ''),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/** Returns the names of the migrations applied by this call. */
export async function migrate(db: Db, migrations = listMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const done = new Set(
      (await tx.query<{ version: string }>('select version from schema_migrations')).map((r) => r.version),
    );
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
      applied.push(m.name);
    }
    return applied;
  });
}
