// One database interface for both drivers, so modules never know whether they
// run on embedded PGlite or a PostgreSQL server: the SQL is the same.

export type Dialect = 'pglite' | 'postgres';

export interface Queryable {
  /** One statement with $1.. parameters; returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly dialect: Dialect;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
