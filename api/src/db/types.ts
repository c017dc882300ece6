// One database interface for both drivers, so modules never know whether they
// run on embedded PGlite or a PostgreSQL server: the SQL is the same.

export type Dialect = 'pglite' | 'postgres';

export interface QueryOptions {
  /**
   * Keep the statement prepared on the connection (PostgreSQL): for hot
   * statements run thousands of times a second, where parsing and planning
   * again each time is a cost worth saving. Only for SQL text drawn from a
   * small fixed set, never text built with values in it.
   */
  prepare?: boolean;
}

export interface Queryable {
  /** One statement with $1.. parameters; returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly dialect: Dialect;
  /**
   * Calls `onPayload` with each NOTIFY payload on `channel` (delivered at the
   * sender's commit); resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
