// The answer to a request that failed because the database could not be
// reached or dropped its connection (db/unavailable.ts decides which): 503
// with Retry-After, so clients (the scanning apps included) try again, and a
// warning in the log instead of a 500 with a stack. The next request gets a
// fresh connection from the pool; nothing has to restart.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable right now; please try again.';
/** Seconds a client should wait: a restart or a failover takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function sendDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  request.log.warn({ err }, 'database unavailable');
  return reply
    .code(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .send({ status: false, message: DATABASE_UNAVAILABLE_MESSAGE });
}
