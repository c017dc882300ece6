// The one error handler and the not-found handler: every failure is answered
// with {status:false, message} (the client rejects bodies without `status`).
// Bad input is always a 4xx naming what was wrong; anything unexpected is
// logged with its stack and answered with a generic 500.
import type { ErrorBody, FieldError } from '@qrguard/shared-api/contract';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { SortColumnError } from '../domain/paging';
import { isDatabaseUnavailable } from '../db/unavailable';
import { sendDatabaseUnavailable } from '../http/db-errors';
import { HttpError } from '../http/errors';

function validationBody(err: FastifyError): ErrorBody {
  const context = err.validationContext ?? 'request';
  const details: FieldError[] = (err.validation ?? []).map((v) => ({
    field: `${context}${v.instancePath}`,
    message: v.message ?? 'is invalid',
  }));
  return { status: false, message: details.map((d) => `${d.field} ${d.message}`).join('; '), details };
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) return reply.code(400).send(validationBody(error));
      // A lost or refused database connection is an outage, not a bug: 503 with Retry-After.
      if (isDatabaseUnavailable(error)) return sendDatabaseUnavailable(request, reply, error);
      if (error instanceof HttpError) {
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .send({ status: false, message: error.message, ...(error.details ? { details: error.details } : {}) });
      }
      if (error instanceof SortColumnError) {
        const field = 'querystring/by';
        return reply
          .code(400)
          .send({ status: false, message: `${field} ${error.message}`, details: [{ field, message: error.message }] });
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        // Fastify's own client errors: malformed JSON, unsupported media type, body too large...
        return reply.code(statusCode).send({ status: false, message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send({ status: false, message: 'Internal server error. The problem was logged; please try again later.' });
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      return reply.code(404).send({ status: false, message: `Route ${request.method} ${path} not found` });
    });
  },
  { name: 'errors' },
);
