// The API description: an OpenAPI 3.1 document generated from the routes'
// TypeBox schemas (the contract), at GET /api/openapi.json, and a browsable
// page at /api/docs. Both are public: they describe the API, not its data.
//
// The page is Swagger UI through @fastify/swagger-ui, which serves its own
// copy of the Swagger UI files from this process: no CDN (the machines have no
// internet and the CSP allows no other origin), no inline script, and "Try it
// out" works against this same API with a pasted token.
//
// Registered before the routes: @fastify/swagger learns them from onRoute.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { documentedSchema, SECURITY_SCHEMES } from './operations';

export const OPENAPI_URL = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** The docs page's own policy: everything from this origin; Swagger UI sets style attributes. */
const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; " +
  "script-src-attr 'none'; style-src 'self' 'unsafe-inline'; font-src 'self' data:; connect-src 'self'; " +
  "frame-ancestors 'none'; form-action 'self'";

async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'QR Guard API',
        version: '1.0.0',
        description:
          'The API of the QR Guard dashboard, its ingestion from the label-maker stations and the mobile apps, ' +
          'and the public customer scan page. Every answer is `{status, message, data}`; a 4xx or 5xx is ' +
          '`{status: false, message, details?}` where `details` names each wrong field.',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    // Only what the contract says is documented; HEAD and OPTIONS are Fastify's and CORS's.
    exposeHeadRoutes: false,
    transform: ({ schema, url, route }) => {
      const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
      return {
        schema: documentedSchema(method, url, schema as Record<string, unknown> | undefined) as typeof schema,
        url,
      };
    },
  });

  app.get(OPENAPI_URL, { schema: { hide: true } }, async () => app.swagger());

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    // The validator badge would call validator.swagger.io.
    uiConfig: { validatorUrl: null, deepLinking: true, persistAuthorization: false },
  });
}

export default fp(openapiPlugin, { name: 'openapi' });
