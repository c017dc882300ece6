// Every route is registered from its contract entry through this one helper:
// method, URL, request schemas, the response schema for 200 and ErrorBody for
// 4xx/5xx, and the access rule as a preHandler. A route cannot forget its access
// rule because there is no other way to add one.
import { ErrorBody, type Endpoint } from '@qrguard/shared-api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';

type BodyOf<E> = E extends { body: infer B extends TSchema } ? Static<B> : undefined;
type QueryOf<E> = E extends { querystring: infer Q extends TSchema } ? Static<Q> : Record<string, never>;

export type RouteRequest<E extends Endpoint> = FastifyRequest<{ Body: BodyOf<E>; Querystring: QueryOf<E> }>;
export type RouteHandler<E extends Endpoint> = (
  req: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<Static<E['response']>>;

export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: NoInfer<RouteHandler<E>>): void {
  app.route({
    method: endpoint.method,
    url: endpoint.url,
    schema: {
      ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response, '4xx': ErrorBody, '5xx': ErrorBody },
    },
    preHandler: app.authorize(endpoint.access),
    handler: handler as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
