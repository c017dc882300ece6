// Runs fuzz requests against an app: request i is drawn from seed + i, so any
// one of them is reproduced alone from the seed and its index (and printed in
// full when it fails). Counts answers by status, keeps every 5xx and every
// request that did not answer in time, then checks that the API still answers.
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { bodyCorpus, fuzzRequests, type FuzzRequest, type OpenApiDocument } from './requests';
import type { Pools } from './schema-values';

export interface Credentials {
  /** Authorization for a request with credential 'valid', by the operation's security scheme. */
  valid: Record<string, string>;
  forged: string;
}

export interface Failure {
  /** The random request's index; negative for the fixed corpus (-1 is its first request). */
  index: number;
  request: FuzzRequest;
  status: number | 'timeout';
  body: string;
}

export interface FuzzResult {
  seed: number;
  runs: number;
  byStatus: Record<string, number>;
  /** "METHOD path" -> status -> count, for every route of the document (zero counts included). */
  byRoute: Record<string, Record<string, number>>;
  failures: Failure[];
  /** Requests the HTTP client itself refused to send (e.g. a NUL in a header): not the API's doing, listed apart. */
  unsent: Failure[];
  ms: number;
}

export interface FuzzOptions {
  app: FastifyInstance;
  /** The app listening over HTTP (for the event stream, which inject cannot end). */
  baseUrl: string;
  credentials: Credentials;
  pools: Pools;
  runs: number;
  seed: number;
  /** One request's time limit: a request that loops is a failure, not a hang of the suite. */
  timeoutMs?: number;
  onProgress?: (done: number, result: FuzzResult) => void;
}

const truncate = (s: string, n = 600) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

/** The security scheme of each documented route ("METHOD path" -> scheme name), for picking the credential. */
function schemesOf(doc: OpenApiDocument): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      out.set(`${method.toUpperCase()} ${path}`, Object.keys(op.security?.[0] ?? {})[0]);
    }
  }
  return out;
}

function authorization(req: FuzzRequest, schemes: Map<string, string | undefined>, c: Credentials) {
  if (req.credential === 'none') return undefined;
  if (req.credential === 'forged') return `Bearer ${c.forged}`;
  const scheme = schemes.get(`${req.method} ${req.route ?? req.url.split('?')[0]}`) ?? 'session';
  return `Bearer ${c.valid[scheme] ?? c.valid.session}`;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), ms);
    }),
  ]);
}

/** One request; an event stream is dropped as soon as its status is known. */
async function send(
  o: FuzzOptions,
  req: FuzzRequest,
  auth: string | undefined,
): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = {};
  if (auth) headers.authorization = auth;
  if (req.contentType !== undefined) headers['content-type'] = req.contentType;
  if (req.stream) {
    const abort = new AbortController();
    const res = await fetch(`${o.baseUrl}${req.url}`, {
      method: req.method,
      headers,
      signal: abort.signal,
      ...(req.body !== undefined && req.method !== 'GET' ? { body: req.body } : {}),
    });
    const body = res.headers.get('content-type')?.startsWith('text/event-stream') ? '(event stream)' : await res.text();
    abort.abort();
    return { status: res.status, body };
  }
  const res = await o.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers,
    ...(req.body !== undefined ? { payload: req.body } : {}),
  });
  return { status: res.statusCode, body: res.body };
}

export async function runFuzz(o: FuzzOptions): Promise<FuzzResult> {
  const docRes = await o.app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (docRes.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${docRes.statusCode}`);
  const doc = docRes.json() as OpenApiDocument;
  const schemes = schemesOf(doc);
  const arbitrary = fuzzRequests(doc, o.pools);
  const result: FuzzResult = { seed: o.seed, runs: 0, byStatus: {}, byRoute: {}, failures: [], unsent: [], ms: 0 };
  for (const key of schemes.keys()) result.byRoute[key] = {};
  const started = Date.now();
  const corpus = bodyCorpus(doc);
  for (let i = -corpus.length; i < o.runs; i++) {
    const request = i < 0 ? corpus[corpus.length + i]! : fc.sample(arbitrary, { numRuns: 1, seed: o.seed + i })[0]!;
    let outcome: { status: number; body: string } | 'timeout';
    try {
      outcome = await withTimeout(
        send(o, request, authorization(request, schemes, o.credentials)),
        o.timeoutMs ?? 30_000,
      );
    } catch (err) {
      // inject itself refused the request (e.g. a header Node will not send): the client's problem, not the API's.
      outcome = { status: 0, body: String(err) };
    }
    const status = outcome === 'timeout' ? 'timeout' : outcome.status;
    result.byStatus[String(status)] = (result.byStatus[String(status)] ?? 0) + 1;
    const route = (result.byRoute[`${request.method} ${request.route ?? request.url.split('?')[0]}`] ??= {});
    route[String(status)] = (route[String(status)] ?? 0) + 1;
    if (status === 0)
      result.unsent.push({ index: i, request, status, body: outcome === 'timeout' ? '' : outcome.body });
    if (status === 'timeout' || status >= 500) {
      result.failures.push({ index: i, request, status, body: outcome === 'timeout' ? '' : truncate(outcome.body) });
    }
    result.runs++;
    if (i >= 0) o.onProgress?.(i + 1, result);
  }
  result.ms = Date.now() - started;
  return result;
}

/** A failure as a line a person can paste: the seed and index, and the request itself. */
export function describeFailure(f: Failure, seed: number): string {
  const r = f.request;
  return [
    f.index < 0
      ? `corpus request ${-f.index} (the same in every run) -> ${f.status}`
      : `#${f.index} (FUZZ_SEED=${seed}, request seed ${seed + f.index}) -> ${f.status}`,
    `  ${r.method} ${truncate(r.url, 400)}  [credential: ${r.credential}]`,
    r.contentType !== undefined ? `  content-type: ${JSON.stringify(r.contentType)}` : '',
    r.body !== undefined ? `  body: ${truncate(JSON.stringify(r.body), 400)}` : '',
    f.body ? `  answer: ${truncate(f.body, 300)}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** After the run: the API still answers its health check and a real list with data. Returns what is wrong. */
export async function stillAnswers(app: FastifyInstance, session: string): Promise<string[]> {
  const problems: string[] = [];
  const health = await app.inject({ method: 'GET', url: '/health' });
  if (health.statusCode !== 200) problems.push(`GET /health answered ${health.statusCode}: ${truncate(health.body)}`);
  const auth = { authorization: `Bearer ${session}` };
  const list = await app.inject({ method: 'GET', url: '/api/reports/qrcode?page=1&limit=5', headers: auth });
  if (list.statusCode !== 200)
    problems.push(`GET /api/reports/qrcode answered ${list.statusCode}: ${truncate(list.body)}`);
  else if ((list.json() as { data: unknown[] }).data.length === 0)
    problems.push('GET /api/reports/qrcode lost its rows');
  const variants = await app.inject({ method: 'GET', url: '/api/master/variants', headers: auth });
  if (variants.statusCode !== 200) problems.push(`GET /api/master/variants answered ${variants.statusCode}`);
  return problems;
}

/** "200: 412, 400: 388, ..." most frequent first. */
export const statusLine = (byStatus: Record<string, number>) =>
  Object.entries(byStatus)
    .sort((a, b) => b[1] - a[1])
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
