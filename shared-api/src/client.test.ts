/**
 * @jest-environment node
 */
// The client against a real local HTTP server (fetch in node; jsdom has none).
import { api, configureApi, setUnauthorizedHandler } from './client';
import { ApiError, errorMessage } from './errors';
import { filterListsAtom, lastDataAtom, modulesAtom, sessionAtom, setSession, store } from './session/state';
import { sessionUser } from './testing/fixtures';
import { fail, ok, startTestServer, type TestServer } from './testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request) => {
    switch (request.path) {
      case '/api/echo':
        return ok({ authorization: request.headers.authorization ?? null, query: Object.fromEntries(request.query) });
      case '/api/no-status':
        return { body: { data: [1, 2, 3] } };
      case '/api/expired':
        return fail(401, 'Token has expired');
      case '/api/sso/login':
        return fail(401, 'Wrong user name or password');
      case '/api/throttled':
        return fail(429, 'Too many attempts, try again in 60 seconds');
      case '/api/invalid':
        return fail(422, 'Validation failed', [{ field: 'name', message: 'is required' }]);
      default:
        return fail(404, 'Not found');
    }
  });
  configureApi({ apiUrl: server.url });
});

afterAll(() => server.close());

beforeEach(() => {
  setSession(null);
  setUnauthorizedHandler(null);
  server.requests.length = 0;
});

const echo = (searchParams?: Record<string, string>) =>
  api
    .get('api/echo', { searchParams })
    .json<{ data: { authorization: string | null; query: Record<string, string> } }>();

describe('bearer header', () => {
  it('sends the session token as a bearer token', async () => {
    setSession(sessionUser({ token: 'secret-1' }));
    expect((await echo()).data.authorization).toBe('Bearer secret-1');
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    expect((await echo()).data.authorization).toBeNull();
  });

  it('resolves paths against the configured API URL', async () => {
    await echo();
    expect(server.requests[0]?.path).toBe('/api/echo');
  });
});

describe('start / end rewriting (spec 7)', () => {
  it('sends a date filter as whole days', async () => {
    const { data } = await echo({ start: '2024-03-01', end: '2024-03-31', variant: 'MPX1' });
    expect(data.query).toEqual({ start: '2024-03-01 00:00:00', end: '2024-03-31 23:59:59', variant: 'MPX1' });
  });

  it('also rewrites dates written into the path', async () => {
    const { data } = await api
      .get('api/echo?start=2024-01-02&end=2024-01-03')
      .json<{ data: { query: Record<string, string> } }>();
    expect(data.query).toEqual({ start: '2024-01-02 00:00:00', end: '2024-01-03 23:59:59' });
  });

  it('leaves values that already carry a time alone', async () => {
    const { data } = await echo({ start: '2024-03-01 08:00:00', end: '2024-03-01 17:30:00' });
    expect(data.query).toEqual({ start: '2024-03-01 08:00:00', end: '2024-03-01 17:30:00' });
  });

  it('keeps the body of a POST whose URL is rewritten', async () => {
    await api.post('api/echo?start=2024-05-01', { json: { menu: 'Highlight' } }).json();
    expect(server.requests[0]?.query.get('start')).toBe('2024-05-01 00:00:00');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ menu: 'Highlight' });
  });
});

describe('401 (spec 8)', () => {
  it('runs the unauthorized handler once and the default one clears the session', async () => {
    setSession(sessionUser());
    store.set(modulesAtom, []);
    store.set(lastDataAtom, { highlight: 1 });
    const calls = await Promise.allSettled([api.get('api/expired'), api.get('api/expired'), api.get('api/expired')]);
    expect(calls.every((call) => call.status === 'rejected')).toBe(true);
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(modulesAtom)).toBeNull();
    expect(store.get(lastDataAtom)).toEqual({});
    expect(store.get(filterListsAtom).loaded).toBe(false);
  });

  it('calls a registered handler exactly once for parallel failures', async () => {
    const handler = jest.fn(() => setSession(null));
    setUnauthorizedHandler(handler);
    setSession(sessionUser({ token: 'parallel' }));
    await Promise.allSettled([api.get('api/expired'), api.get('api/expired')]);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('rejects with the server message and the status', async () => {
    setSession(sessionUser({ token: 'expired-2' }));
    const error = await api.get('api/expired').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Token has expired' });
  });

  it('does not log anybody out when a sign-in is refused', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    const error = await api.post('api/sso/login', { json: { username: 'a', password: 'b' } }).catch((e: unknown) => e);
    expect(handler).not.toHaveBeenCalled();
    expect(errorMessage(error)).toBe('Wrong user name or password');
  });
});

describe('answers', () => {
  it('rejects a JSON answer without status as a plain Error', async () => {
    const error = await api
      .get('api/no-status')
      .json()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).message).toMatch(/no status/);
  });

  it('surfaces the server message of an error answer, with field details', async () => {
    const error = await api.get('api/invalid').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 422,
      message: 'Validation failed',
      details: [{ field: 'name', message: 'is required' }],
    });
  });

  it('surfaces the throttle message', async () => {
    const error = await api.post('api/throttled').catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Too many attempts, try again in 60 seconds');
  });
});
