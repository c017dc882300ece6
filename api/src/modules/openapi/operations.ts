// What the OpenAPI document says about each route beyond its schemas, read from
// the contract's endpoint table: the operation id (the entry's name), a tag per
// area, who may call it (security), and the media types the JSON schemas cannot
// tell (the multipart report, the event stream). Pure, so the plugin and its
// test read the same answers.
import {
  endpoints,
  PERMISSIONS,
  ReportFields,
  type Access,
  type DeviceAccess,
  type Endpoint,
} from '@qrguard/shared-api/contract';

export type EndpointName = keyof typeof endpoints;

/** The security schemes of the document: one per kind of credential the API takes. */
export const SECURITY_SCHEMES = {
  session: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A dashboard session: the `token` answered by POST /api/sso/login. A route that needs a permission ' +
      'names it as the scope; super admins (role 1) hold every permission.',
  },
  stationKey: {
    type: 'http',
    scheme: 'bearer',
    description: "A label maker's verification station key (made with `pnpm --filter @qrguard/api station-key`).",
  },
  oilMakerApp: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The oil-maker app: the `token` answered by POST /api/app/login with app "oilmaker".',
  },
  penindakanApp: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The Penindakan (enforcement) app: the `token` answered by POST /api/app/login with app "penindakan".',
  },
} as const;

/** Typed by DeviceAccess: a new device kind does not compile until it has a scheme. */
const DEVICE_SCHEME: Record<DeviceAccess, keyof typeof SECURITY_SCHEMES> = {
  station: 'stationKey',
  'app:oilmaker': 'oilMakerApp',
  'app:penindakan': 'penindakanApp',
};

const PERMISSION_CODES = new Set<string>(Object.values(PERMISSIONS));

/**
 * The OpenAPI security requirement of an access rule. An unknown rule throws:
 * a new kind of access must be documented before the API can start with it.
 */
export function securityOf(access: Access): Record<string, string[]>[] {
  if (access === 'public') return [];
  if (access === 'user') return [{ session: [] }];
  if (access === 'superAdmin') return [{ session: ['superAdmin'] }];
  if (access in DEVICE_SCHEME) return [{ [DEVICE_SCHEME[access as keyof typeof DEVICE_SCHEME]]: [] }];
  if (PERMISSION_CODES.has(access)) return [{ session: [access] }];
  throw new Error(`openapi: no security scheme for the access rule "${String(access)}"`);
}

/** The sentence a reader of the docs sees about who may call the route. */
export function accessText(access: Access): string {
  if (access === 'public') return 'Public: no credential.';
  if (access === 'user') return 'Any signed-in dashboard user.';
  if (access === 'superAdmin') return 'A super administrator only.';
  if (access === 'station') return "A label maker's station key.";
  if (access === 'app:oilmaker') return 'A token of the oil-maker app.';
  if (access === 'app:penindakan') return 'A token of the Penindakan app.';
  return `A dashboard user holding the ${access} permission (super admins hold all).`;
}

/** Areas of the API, by URL prefix (first match wins). */
const TAGS: [prefix: string, tag: string][] = [
  ['/health', 'health'],
  ['/api/sso/', 'session'],
  ['/api/auth/', 'session'],
  ['/api/highlight/', 'highlight'],
  // User management and the audit trail (issue 13)
  ['/api/admin/feeds/', 'reference data'],
  ['/api/admin/', 'user management'],
  ['/api/user/', 'user management'],
  ['/api/settings/user', 'user management'],
  ['/api/settings/updateUser', 'user management'],
  ['/api/settings/deleteUser', 'user management'],
  ['/api/settings/audit-trail', 'audit trail'],
  ['/api/settings/alert-', 'alert rules'], // issue 15
  ['/api/settings/', 'activity log'],
  ['/api/v1/notification', 'notifications'],
  ['/api/app/', 'ingestion'],
  ['/api/ingest/', 'ingestion'],
  ['/api/scan', 'customer scan'],
  ['/api/reports/', 'QR code report'],
  ['/api/', 'reference data'],
];

/** A route's path as the document writes it: Fastify's `/user/:id` is OpenAPI's `/user/{id}`. */
export const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export const tagOf = (url: string) => TAGS.find(([prefix]) => url.startsWith(prefix))?.[1] ?? 'other';

const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

const byRoute = new Map<string, [EndpointName, Endpoint]>(
  (Object.entries(endpoints) as [EndpointName, Endpoint][]).map(([name, e]) => [routeKey(e.method, e.url), [name, e]]),
);

/** The contract entry of a registered route, or undefined for a route outside the table. */
export function contractEntry(method: string, url: string): [EndpointName, Endpoint] | undefined {
  return byRoute.get(routeKey(method, url));
}

type Schema = Record<string, unknown>;

/** The key @fastify/swagger reads a response's description from. */
const RESPONSE_DESCRIPTION = 'x-response-description';
const RESPONSE_TEXT: Record<string, string> = {
  '200': 'Done: `{status: true, message, data}`.',
  '4xx':
    'Refused: 400 names each wrong field in `details`; 401 no or bad credential; 403 a missing permission; ' +
    '404 nothing there; 409 a conflict; 413 too large; 429 too many requests.',
  '5xx': 'The API could not answer (503: the database is unavailable; try again).',
};

/**
 * A query schema that is an intersection of objects (TypeBox's Intersect,
 * JSON `allOf`) merged into one object: OpenAPI lists query parameters from
 * `properties`, and would otherwise name a parameter "allOf".
 */
export function mergedObject(schema: Schema): Schema {
  const parts = schema.allOf;
  if (!Array.isArray(parts)) return schema;
  const merged: Schema = { type: 'object', properties: {}, required: [] as string[] };
  for (const part of parts.map((p) => mergedObject(p as Schema))) {
    Object.assign(merged.properties as Schema, part.properties ?? {});
    (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
    for (const [key, value] of Object.entries(part)) {
      if (key !== 'type' && key !== 'properties' && key !== 'required' && !(key in merged)) merged[key] = value;
    }
  }
  for (const [key, value] of Object.entries(schema)) if (key !== 'allOf' && !(key in merged)) merged[key] = value;
  if ((merged.required as string[]).length === 0) delete merged.required;
  return merged;
}

/** The route schema as the document shows it, with the contract's metadata added. */
export function documentedSchema(method: string, url: string, schema: Schema | undefined): Schema | undefined {
  const entry = contractEntry(method, url);
  if (!schema && !entry) return schema;
  const out: Schema = { ...(schema ?? {}) };
  if (out.querystring) out.querystring = mergedObject(out.querystring as Schema);
  if (!entry) return out;
  const [name, e] = entry;
  out.operationId = name;
  out.tags = [tagOf(e.url)];
  // Shown beside the path in the list: who may call it at a glance.
  out.summary ??= `${name} (${e.access === 'user' ? 'signed-in user' : e.access})`;
  out.description = [accessText(e.access), out.description].filter(Boolean).join('\n\n');
  out.security = securityOf(e.access);
  if (name === 'scanReport') {
    // Read by the handler from multipart/form-data (no body schema validates it).
    out.consumes = ['multipart/form-data'];
    out.body = {
      ...ReportFields,
      properties: { ...ReportFields.properties, photo: { type: 'string', format: 'binary', description: 'optional' } },
    };
  }
  const response = { ...((out.response as Schema | undefined) ?? {}) };
  for (const [status, text] of Object.entries(RESPONSE_TEXT)) {
    if (response[status] && !(NOT_JSON.has(name) && status === '200'))
      response[status] = { ...(response[status] as Schema), [RESPONSE_DESCRIPTION]: text };
  }
  if (name === 'notificationStream' && response['200']) {
    // The success answer is an event stream; its errors are JSON like every route's.
    response['200'] = {
      description:
        'Server-sent events, kept open: `event: notification` with this JSON as `data`; `: ping` keeps it alive.',
      content: { 'text/event-stream': { schema: response['200'] } },
    };
  }
  if (name === 'reportPhoto' && response['200']) {
    // The photo itself, in the type it was stored with; its errors are JSON like every route's.
    const binary = { type: 'string', format: 'binary' };
    response['200'] = {
      description: "The report's photo as it was stored (private cache, nosniff, inline).",
      content: { 'image/jpeg': { schema: binary }, 'image/png': { schema: binary }, 'image/webp': { schema: binary } },
    };
  }
  if (name === 'qrCodeEpcis' && response['200']) {
    // An EPCIS 2.0 JSON-LD document, streamed as a download; its errors are JSON like every route's.
    response['200'] = {
      description:
        'The EPCIS 2.0 document (JSON-LD), streamed as an attachment; it validates against the EPCIS 2.0 JSON schema.',
      content: { 'application/ld+json': { schema: response['200'] } },
    };
  }
  out.response = response;
  return out;
}

/** Routes whose success answer is not the JSON envelope (a stream or a file). */
const NOT_JSON = new Set(['notificationStream', 'reportPhoto', 'qrCodeEpcis']);
