// The one authenticated HTTP client (ky 2). Every call of the product goes
// through `api`, so the bearer header, the 401 logout, the envelope check and
// the date rewriting (spec shell-highlights 7 and 8) live in one place.
import ky, { isHTTPError, type Options } from 'ky';
import { addDayBounds } from './dates';
import { ApiError, toApiError } from './errors';
import { clearSession, currentToken } from './session/state';

let apiBase: string | undefined;

/** Points the client at the API; `loadRuntimeConfig` calls this with config.json's apiUrl. */
export function configureApi({ apiUrl }: { apiUrl: string }): void {
  const base = apiUrl.trim() || '/';
  // A trailing slash makes 'api/x' extend the base path instead of replacing its last segment.
  apiBase = base.endsWith('/') ? base : `${base}/`;
}

export function getApiBase(): string | undefined {
  return apiBase;
}

type UnauthorizedHandler = () => void;
/** Spec 8: a 401 logs the user out. The host replaces this to show its warning first. */
const defaultUnauthorizedHandler: UnauthorizedHandler = () => clearSession();
let unauthorizedHandler = defaultUnauthorizedHandler;
let handledToken: string | undefined;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler ?? defaultUnauthorizedHandler;
}

function bearerOf(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
}

/**
 * Runs the handler once per session: parallel calls that all fail with the
 * same expired token log out once, and a 401 of a call without the current
 * session's token (a failed sign-in) logs nobody out.
 */
function onUnauthorized(request: Request): void {
  const token = bearerOf(request);
  if (!token || token !== currentToken() || token === handledToken) return;
  handledToken = token;
  try {
    unauthorizedHandler();
  } catch (error) {
    console.error('The unauthorized handler failed', error);
  }
}

function isJson(response: Response): boolean {
  return /[/+]json\b/i.test(response.headers.get('content-type') ?? '');
}

/** Builds a copy of `request` at another URL; the body is buffered because browsers refuse a stream body without `duplex`. */
async function withUrl(request: Request, url: URL): Promise<Request> {
  const body = request.body ? await request.clone().arrayBuffer() : undefined;
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    credentials: request.credentials,
    redirect: request.redirect,
    mode: request.mode,
    cache: request.cache,
  });
}

const options: Options = {
  // Spec 8: calls give up after 120 seconds.
  timeout: 120_000,
  // Retry only idempotent reads, and only when a gateway or the network hiccuped;
  // a 500 is a server fault that a retry would only repeat.
  retry: { limit: 2, methods: ['get'], statusCodes: [408, 502, 503, 504] },
  hooks: {
    init: [
      (init) => {
        if (init.baseUrl === undefined && apiBase !== undefined) init.baseUrl = apiBase;
      },
    ],
    beforeRequest: [
      async ({ request }) => {
        const token = currentToken();
        if (token && !request.headers.has('authorization')) request.headers.set('Authorization', `Bearer ${token}`);
        const url = new URL(request.url);
        return addDayBounds(url) ? withUrl(request, url) : undefined;
      },
    ],
    afterResponse: [
      async ({ request, response }) => {
        if (response.status === 401) onUnauthorized(request);
        if (!response.ok || response.status === 204 || !isJson(response)) return;
        // Spec 8: an answer without `status` is not one of ours: reject it as a plain Error.
        const body: unknown = await response.json();
        if (typeof body !== 'object' || body === null || !('status' in body)) {
          throw new Error(`Unexpected response from ${new URL(request.url).pathname}: no status`);
        }
        if ((body as { status: unknown }).status === false) {
          throw toApiError(response.status, body, 'The request failed');
        }
      },
    ],
    beforeError: [
      ({ error }) =>
        isHTTPError(error)
          ? toApiError(error.response.status, error.data, `Request failed (HTTP ${error.response.status})`)
          : error,
    ],
  },
};

/** Call with paths without a leading slash: `api.get('api/master/variants', ...)`. */
export const api = ky.create(options);

export { ApiError };
