/**
 * @jest-environment node
 */
// Sign-in against a real local server: the user is stored, then the filter lists load.
import { configureApi } from '../client';
import { sessionUser } from '../testing/fixtures';
import { fail, ok, startTestServer, type TestServer } from '../testing/test-server';
import { ensureFilterLists, login, loginWithCrossClientCode } from './actions';
import { EMPTY_FILTER_LISTS, filterListsAtom, sessionAtom, setSession, store } from './state';

const user = sessionUser({ token: 'fresh-token' });
let server: TestServer;
let oilMakersFail = false;

beforeAll(async () => {
  server = await startTestServer((request) => {
    switch (request.path) {
      case '/api/sso/login': {
        const body = JSON.parse(request.body) as { username: string; password: string };
        return body.password === 'admin' ? ok(user) : fail(401, 'Invalid username or password');
      }
      case '/api/sso/cross-client':
        return JSON.parse(request.body).code === 'one-time-code' ? ok(user) : fail(401, 'Token is not valid');
      case '/api/master/variants':
        return ok([{ id: 1, name: 'MPX1' }]);
      case '/api/master/oilmaker':
        return oilMakersFail ? fail(500, 'boom') : ok([{ id: 2, code: 'OM1', name: 'Federal' }]);
      case '/api/master/labelmaker':
        return ok([{ id: 3, name: 'Cahaya' }]);
      case '/api/master/bottlemaker':
        return ok([{ id: 4, name: 'Botol Jaya' }]);
      default:
        return fail(404, 'Not found');
    }
  });
  configureApi({ apiUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  setSession(null);
  store.set(filterListsAtom, EMPTY_FILTER_LISTS);
  server.requests.length = 0;
  oilMakersFail = false;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('stores the user and loads the four filter lists with the token', async () => {
  await login({ username: 'admin', password: 'admin' }, true);
  expect(store.get(sessionAtom)).toEqual(user);
  expect(store.get(filterListsAtom)).toEqual({
    loaded: true,
    variants: [{ id: 1, name: 'MPX1' }],
    oilMakers: [{ id: 2, code: 'OM1', name: 'Federal' }],
    labelMakers: [{ id: 3, name: 'Cahaya' }],
    bottleMakers: [{ id: 4, name: 'Botol Jaya' }],
  });
  const variants = server.requests.find((r) => r.path === '/api/master/variants');
  expect(variants?.headers.authorization).toBe('Bearer fresh-token');
  expect(Object.fromEntries(variants?.query ?? [])).toEqual({ pagination: 'false', order: 'ASC', by: 'name' });
});

it('rejects with the server message and stores nobody on a refused sign-in', async () => {
  await expect(login({ username: 'admin', password: 'nope' }, false)).rejects.toThrow('Invalid username or password');
  expect(store.get(sessionAtom)).toBeNull();
});

it('exchanges a one-time cross-client code for a session', async () => {
  await loginWithCrossClientCode('one-time-code');
  expect(store.get(sessionAtom)?.token).toBe('fresh-token');
  await expect(loginWithCrossClientCode('bad')).rejects.toThrow('Token is not valid');
});

it('keeps what loaded when one list fails, and tries again later', async () => {
  oilMakersFail = true;
  await login({ username: 'admin', password: 'admin' }, false);
  expect(store.get(filterListsAtom)).toMatchObject({
    loaded: false,
    oilMakers: [],
    variants: [{ id: 1, name: 'MPX1' }],
  });
  oilMakersFail = false;
  await ensureFilterLists();
  expect(store.get(filterListsAtom)).toMatchObject({
    loaded: true,
    oilMakers: [{ id: 2, code: 'OM1', name: 'Federal' }],
  });
});
