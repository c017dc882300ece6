// Fuzz requests generated from the OpenAPI document: every operation, its
// query parameters and body filled with plausible values, odd values, wrong
// types, missing required fields and extra keys; query keys repeated; bodies
// that are not JSON, or multipart that is broken; with the right credential,
// none, or a forged one. A request is plain data, printed as is to reproduce it.
import fc from 'fast-check';
import { valueFor, type JsonSchema, type Pools } from './schema-values';
import { extraKey, NOT_JSON, oddJsonValue, oddQueryValue } from './values';

export interface FuzzRequest {
  method: string;
  url: string;
  /** Which credential goes in Authorization (resolved by the runner). */
  credential: 'valid' | 'none' | 'forged';
  contentType?: string;
  /** The raw body, exactly as sent. */
  body?: string;
  /** The operation's 200 answer is an event stream: read only its status. */
  stream?: boolean;
  /** The documented path when the url fills path parameters (`/user/{id}` for `/user/7`). */
  route?: string;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  security?: Record<string, string[]>[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface FuzzOperation {
  method: string;
  path: string;
  op: Operation;
}

export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

/**
 * Percent-encodes text for a URL. A lone surrogate cannot be UTF-8, so it is
 * sent as the bytes a broken client would send (ED A0 80), not dropped.
 */
export function encode(text: string): string {
  let out = '';
  for (const ch of text) {
    const unit = ch.charCodeAt(0);
    out +=
      ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff
        ? `%ED%${(0xa0 | ((unit >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 | (unit & 0x3f)).toString(16).toUpperCase()}`
        : encodeURIComponent(ch);
  }
  return out;
}

type Field<T> = { kind: 'omit' } | { kind: 'set'; value: T };

/**
 * 'clean' requests are what a correct client sends (they reach the handlers
 * and the database); 'dirty' ones mix in odd values, missing required fields,
 * unknown keys and broken bodies.
 */
export type Flavour = 'clean' | 'dirty';

/** One field: plausible, odd (dirty only), or missing (optional ones; required ones too when dirty). */
function field<T>(
  plausible: fc.Arbitrary<unknown>,
  odd: fc.Arbitrary<T>,
  required: boolean,
  flavour: Flavour,
): fc.Arbitrary<Field<unknown>> {
  const set = plausible.map((value) => ({ kind: 'set' as const, value }));
  const omit = fc.constant({ kind: 'omit' as const });
  if (flavour === 'clean')
    return required ? set : fc.oneof({ weight: 2, arbitrary: set }, { weight: 1, arbitrary: omit });
  return fc.oneof(
    { weight: 5, arbitrary: set },
    { weight: 4, arbitrary: odd.map((value) => ({ kind: 'set' as const, value: value as unknown })) },
    { weight: required ? 1 : 3, arbitrary: omit },
  );
}

const asQueryText = (v: unknown): string =>
  typeof v === 'string' ? v : v === null || typeof v !== 'object' ? String(v) : JSON.stringify(v);

function queryString(op: Operation, pools: Pools, flavour: Flavour): fc.Arbitrary<string> {
  const params = (op.parameters ?? []).filter((p) => p.in === 'query');
  const fields = params.map((p) =>
    field(valueFor(p.schema, p.name, pools), oddQueryValue(), p.required === true, flavour).map(
      (f) => [p.name, f] as const,
    ),
  );
  const extras = fc.array(fc.tuple(extraKey(), oddQueryValue()), { maxLength: 2 });
  return fc.tuple(fc.tuple(...fields), extras, fc.boolean(), fc.nat(9)).map(([set, extra, repeat, raw]) => {
    const pairs: [string, string][] = [];
    for (const [name, f] of set) if (f.kind === 'set') pairs.push([name, asQueryText(f.value)]);
    // The same key twice: Fastify turns it into an array.
    if (flavour === 'clean') return pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
    if (repeat && pairs.length > 0) pairs.push([pairs[0]![0], pairs[0]![1]]);
    if (extra.length > 0 && raw < 4) pairs.push(...extra);
    let qs = pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
    // Sometimes a broken escape or a bare key, as typed by hand.
    if (raw === 9) qs += `${qs ? '&' : ''}page=%&by&&=x`;
    return qs;
  });
}

/** A JSON body: the schema's fields (plausible, odd, missing) and maybe unknown keys; or not an object at all. */
function jsonBody(
  schema: JsonSchema,
  pools: Pools,
  flavour: Flavour,
): fc.Arbitrary<{ contentType?: string; body?: string }> {
  const props = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = props.map(([name, s]) =>
    field(valueFor(s, name, pools), oddJsonValue(), required.has(name), flavour).map((f) => [name, f] as const),
  );
  const object = fc
    .tuple(fc.tuple(...fields), fc.array(fc.tuple(extraKey(), oddJsonValue()), { maxLength: 2 }), fc.nat(4))
    .map(([set, extra, useExtra]) => {
      const body: Record<string, unknown> = {};
      for (const [name, f] of set) if (f.kind === 'set') body[name] = f.value;
      if (useExtra === 0 && flavour === 'dirty')
        for (const [k, v] of extra)
          Object.defineProperty(body, k, { value: v, enumerable: true, configurable: true, writable: true });
      return { contentType: 'application/json', body: JSON.stringify(body) };
    });
  if (flavour === 'clean') return object;
  return fc.oneof(
    { weight: 12, arbitrary: object },
    {
      weight: 1,
      arbitrary: oddJsonValue().map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) ?? '' })),
    },
    { weight: 2, arbitrary: fc.constantFrom(...NOT_JSON).map((body) => ({ contentType: 'application/json', body })) },
    { weight: 1, arbitrary: otherContentType() },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** A body under another content type, or a JSON body under a broken header. */
function otherContentType(): fc.Arbitrary<{ contentType?: string; body?: string }> {
  return fc.constantFrom(
    { contentType: 'text/plain', body: 'hello' },
    { contentType: 'application/x-www-form-urlencoded', body: 'username=admin&password=admin' },
    {
      contentType: 'application/xml',
      body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
    },
    { contentType: 'application/json; charset=utf-16', body: '{}' },
    { contentType: 'application/json\u0000', body: '{}' },
    { contentType: 'multipart/form-data', body: '--x\r\n' },
    { contentType: '', body: '{}' },
    { contentType: 'application/octet-stream', body: '\u0000\u0001\u0002' },
  );
}

const BOUNDARY = 'fuzzBoundary7MA4YWxk';

function multipart(parts: { name: string; value: string; file?: { type: string; name: string } }[]): string {
  return (
    parts
      .map((p) => {
        const disposition = p.file
          ? `form-data; name="${p.name}"; filename="${p.file.name}"\r\nContent-Type: ${p.file.type}`
          : `form-data; name="${p.name}"`;
        return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n${p.value}\r\n`;
      })
      .join('') + `--${BOUNDARY}--\r\n`
  );
}

/** A multipart body: the form's fields (plausible, odd, missing, repeated), maybe a "photo" of any bytes; or broken. */
function multipartBody(
  schema: JsonSchema,
  pools: Pools,
  flavour: Flavour,
): fc.Arbitrary<{ contentType?: string; body?: string }> {
  const props = Object.entries(schema.properties ?? {}).filter(([, s]) => s.format !== 'binary');
  const required = new Set(schema.required ?? []);
  const fields = props.map(([name, s]) =>
    field(valueFor(s, name, pools), oddQueryValue(), required.has(name), flavour).map((f) => [name, f] as const),
  );
  const photo = fc.option(
    fc.record({
      type: fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'text/html', 'application/x-sh', ''),
      name: fc.constantFrom('a.jpg', '../../../etc/passwd', 'x\u0000.png', 'a'.repeat(300)),
      value: fc.constantFrom(
        '\xFF\xD8\xFF\xE0garbage',
        '\x89PNG\r\n\x1a\n',
        '<svg onload=alert(1)>',
        '',
        'A'.repeat(2000),
      ),
    }),
    { nil: undefined },
  );
  const form = fc.tuple(fc.tuple(...fields), photo, fc.boolean()).map(([set, file, repeat]) => {
    const parts: { name: string; value: string; file?: { type: string; name: string } }[] = [];
    for (const [name, f] of set) if (f.kind === 'set') parts.push({ name, value: asQueryText(f.value) });
    if (repeat && parts.length > 0 && flavour === 'dirty') parts.push({ ...parts[0]! });
    if (file) parts.push({ name: 'photo', value: file.value, file: { type: file.type, name: file.name } });
    return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: multipart(parts) };
  });
  const broken = fc.constantFrom(
    {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="url"\r\n\r\nAB`,
    },
    { contentType: 'multipart/form-data', body: multipart([{ name: 'url', value: 'x' }]) },
    { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: 'not multipart at all' },
    { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\n\r\n\r\n--${BOUNDARY}--\r\n` },
    {
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="url"; filename="a"\r\n\r\nx\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="b.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xFF\xD8\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="c.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xFF\xD8\r\n--${BOUNDARY}--\r\n`,
    },
  );
  if (flavour === 'clean') return form;
  return fc.oneof(
    { weight: 8, arbitrary: form },
    { weight: 2, arbitrary: broken },
    { weight: 1, arbitrary: jsonBody(schema, pools, flavour) },
  );
}

function bodyOf(op: Operation, pools: Pools, flavour: Flavour): fc.Arbitrary<{ contentType?: string; body?: string }> {
  const content = op.requestBody?.content ?? {};
  const form = content['multipart/form-data']?.schema;
  if (form) return multipartBody(form, pools, flavour);
  const json = content['application/json']?.schema;
  if (json) return jsonBody(json, pools, flavour);
  // No body expected: none, or (dirty) sometimes one anyway.
  if (flavour === 'clean') return fc.constant({});
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: jsonBody({ type: 'object' }, pools, flavour) },
  );
}

/** The operation's path with its path parameters (`{id}`) filled: plausible values, or (dirty) odd ones too. */
function pathOf(o: FuzzOperation, pools: Pools, flavour: Flavour): fc.Arbitrary<string> {
  const params = (o.op.parameters ?? []).filter((p) => p.in === 'path');
  if (params.length === 0) return fc.constant(o.path);
  const values = params.map((p) =>
    flavour === 'clean'
      ? valueFor(p.schema, p.name, pools)
      : fc.oneof(
          { weight: 2, arbitrary: valueFor(p.schema, p.name, pools) },
          { weight: 1, arbitrary: oddQueryValue() },
        ),
  );
  return fc
    .tuple(...values)
    .map((set) =>
      params.reduce((path, p, i) => path.replace(`{${p.name}}`, encode(asQueryText(set[i])) || '0'), o.path),
    );
}

/** Requests for one operation of the document. */
export function requestsFor(o: FuzzOperation, pools: Pools, flavour: Flavour): fc.Arbitrary<FuzzRequest> {
  const stream = Object.keys(o.op.responses?.['200']?.content ?? {}).includes('text/event-stream');
  const credential =
    flavour === 'clean'
      ? fc.constant('valid' as const)
      : fc.oneof(
          { weight: 6, arbitrary: fc.constant('valid' as const) },
          { weight: 2, arbitrary: fc.constant('none' as const) },
          { weight: 1, arbitrary: fc.constant('forged' as const) },
        );
  const parts = fc.tuple(
    queryString(o.op, pools, flavour),
    bodyOf(o.op, pools, flavour),
    credential,
    pathOf(o, pools, flavour),
  );
  return parts.map(([qs, b, cred, path]) => ({
    method: o.method,
    url: qs ? `${path}?${qs}` : path,
    ...(path !== o.path ? { route: o.path } : {}),
    credential: cred,
    ...(b.contentType !== undefined ? { contentType: b.contentType } : {}),
    ...(b.body !== undefined ? { body: b.body } : {}),
    ...(stream ? { stream: true } : {}),
  }));
}

/** Requests the document does not describe: another method on a real path, or a path next to a real one. */
function strayRequests(ops: FuzzOperation[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      fc.constantFrom(...ops),
      fc.constantFrom('DELETE', 'PUT', 'PATCH', 'GET', 'POST', 'OPTIONS'),
      fc.constantFrom('', '/', '/..', '/%2e%2e/%2e%2e/etc/passwd', '/%00', '//', '/x'),
    )
    .map(([o, method, suffix]) => ({ method, url: `${o.path}${suffix}`, credential: 'valid' as const }));
}

/**
 * Every operation of the document equally often, a third of them clean, and a
 * few strays. Unbiased: fast-check's bias would favour the first entries of
 * each pool (and the odd values that matter are spread through them).
 */
export function fuzzRequests(doc: OpenApiDocument, pools: Pools): fc.Arbitrary<FuzzRequest> {
  const ops = operationsOf(doc);
  const flavoured = (flavour: Flavour) => fc.oneof(...ops.map((o) => requestsFor(o, pools, flavour)));
  return fc.noBias(
    fc.oneof(
      { weight: 7, arbitrary: flavoured('clean') },
      { weight: 13, arbitrary: flavoured('dirty') },
      { weight: 1, arbitrary: strayRequests(ops) },
    ),
  );
}

/**
 * A fixed corpus sent before the random requests: every body of NOT_JSON to
 * every operation that takes JSON, with its credential, so the nastiest
 * bodies are tried on every such route in every run, not only by chance.
 */
export function bodyCorpus(doc: OpenApiDocument): FuzzRequest[] {
  return operationsOf(doc)
    .filter((o) => o.op.requestBody?.content?.['application/json'])
    .flatMap((o) =>
      NOT_JSON.map((body) => ({
        method: o.method,
        url: o.path,
        credential: 'valid' as const,
        contentType: 'application/json',
        body,
      })),
    );
}
