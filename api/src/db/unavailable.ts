// Tells a database outage (the connection refused, lost or timed out, the
// server shutting down) from every other failure. An outage is nobody's bug:
// the request is answered 503 and the client tries again later, while a bad
// query is still a logged 500. The driver's own handling (db/postgres.ts) uses
// it too, to throw away a client whose connection broke.

/** SQLSTATE codes that mean the session is gone or cannot be had right now. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown: another backend crashed and the server restarts
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
]);

/** Errors of the socket under the connection (node's system error codes). */
const UNAVAILABLE_SYSCALL_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Messages of `pg` and `pg-pool` for a connection that broke, could not be made in time, or was never made. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pool.connect() waited connectionTimeoutMillis
  /has encountered a connection error and is not queryable$/, // a query on a client whose connection broke
  /^Client was closed and is not queryable$/,
];

function isUnavailableItself(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Class 08: connection exception (08000, 08003, 08006, 08001, 08004...).
    if (code.startsWith('08') && code.length === 5) return true;
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSCALL_CODES.has(code)) return true;
  }
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message));
}

/**
 * True when `err` (or what it wraps: `cause`, or the attempts of an
 * AggregateError, as node raises when every address of a host refuses) says
 * the database could not be reached or dropped the connection.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (isUnavailableItself(err)) return true;
  if (depth >= 3 || typeof err !== 'object' || err === null) return false;
  const { cause, errors } = err as { cause?: unknown; errors?: unknown };
  if (cause !== undefined && isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.length > 0 && errors.every((e) => isDatabaseUnavailable(e, depth + 1));
}
