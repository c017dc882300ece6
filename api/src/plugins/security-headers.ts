// Security headers on every API answer (@fastify/helmet), and Cache-Control: no-store on every
// answer that may carry personal data.
//
// The API answers JSON and event streams, never a page of its own, so its policy refuses
// everything: default-src 'none' (a JSON answer opened in a tab, or an HTML string that slipped
// into one, runs nothing and loads nothing), frame-ancestors 'none' and X-Frame-Options DENY.
// Referrer-Policy no-referrer: nothing the API answers links anywhere.
//
// The headers are helmet's (the `helmet` library, with the options below), worked out once at start
// and set on each reply: @fastify/helmet rebuilds helmet's middleware on every request (it parsed
// the CSP directives again per request), which cost about 0.015 ms of CPU per public scan in the
// ingest benchmark, where the rate is CPU-bound.
//
// A route that serves a page (Swagger UI at /api/docs, modules/openapi/plugin.ts) sets its own
// policy on the reply, `reply.header('content-security-policy', ...)` in an onSend hook (what
// @fastify/swagger-ui's `staticCSP` option does): these headers are set when the request arrives,
// and the reply's own headers are written last and win. The same holds for Cache-Control: a route
// that sets its own keeps it.
//
// Strict-Transport-Security only with HSTS_MAX_AGE (seconds): set it when every client reaches the
// API through https (a TLS proxy in front, with TRUST_PROXY naming it). The API itself listens on
// plain http, and a browser told to use https for a host that has none would lose the API.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const API_CSP_DIRECTIVES = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/**
 * The routes whose answers are the same for everyone and hold no personal data, so a cache may keep
 * them: the health check, the API description and its page. Everything else, unknown paths
 * included, is no-store: sessions, sign-in, cross-client, every dashboard read, and the public scan
 * answers (a customer's scan verdict and report).
 */
export function mayBeCached(routeUrl: string | undefined): boolean {
  if (routeUrl === undefined) return false;
  return (
    routeUrl === '/health' ||
    routeUrl === '/api/openapi.json' ||
    routeUrl === '/api/docs' ||
    routeUrl.startsWith('/api/docs/')
  );
}

/** The headers helmet sets for `options`, collected from its middleware once. */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return Object.fromEntries(headers);
}

async function securityHeaders(app: FastifyInstance, opts: { hstsMaxAge: number }) {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // X-Content-Type-Options: nosniff is helmet's default (noSniff).
    strictTransportSecurity: opts.hstsMaxAge > 0 ? { maxAge: opts.hstsMaxAge, includeSubDomains: false } : false,
    // Headers that only mean something for an HTML document the API never serves: each one is
    // work and bytes on every scan answer.
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });

  // A plain (not async) hook: it runs on every request, and a promise per request is measurable.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // The route's pattern, not the raw URL: /api/docs/../sso/login cannot pass for the docs.
    if (!mayBeCached(request.routeOptions.url)) reply.header('cache-control', 'no-store');
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
