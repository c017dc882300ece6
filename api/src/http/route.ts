// Every route is registered from its contract entry through this one helper:
// method, URL, request schemas, the response schema for 200 and ErrorBody for
// 4xx/5xx, and the access rule as an onRequest hook. A route cannot forget its
// access rule because there is no other way to add one. The rule runs before
// the body is read and validated: without a session the answer is a 401
// whatever the body holds, and nobody learns the schema or makes the server
// parse a large body first.
import { ErrorBody, type Endpoint } from '@qrguard/shared-api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';

const NO_QUERY = Type.Object({}, { additionalProperties: false });

type BodyOf<E> = E extends { body: infer B extends TSchema } ? Static<B> : undefined;
type QueryOf<E> = E extends { querystring: infer Q extends TSchema } ? Static<Q> : Record<string, never>;
type ParamsOf<E> = E extends { params: infer P extends TSchema } ? Static<P> : Record<string, never>;

export type RouteRequest<E extends Endpoint> = FastifyRequest<{
  Body: BodyOf<E>;
  Querystring: QueryOf<E>;
  Params: ParamsOf<E>;
}>;
export type RouteHandler<E extends Endpoint> = (
  req: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<Static<E['response']>>;

export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: NoInfer<RouteHandler<E>>): void {
  app.route({
    method: endpoint.method,
    url: endpoint.url,
    schema: {
      // A route without query parameters refuses any (a misspelt one must not be ignored).
      querystring: endpoint.querystring ?? NO_QUERY,
      // Path parameters (`/:id`) are checked and converted like a query (issue 13).
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response, '4xx': ErrorBody, '5xx': ErrorBody },
    },
    // 'public' is a rule too: it needs nothing, so it costs no hook on the hot public scan path.
    ...(endpoint.access === 'public' ? {} : { onRequest: app.authorize(endpoint.access) }),
    handler: handler as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
