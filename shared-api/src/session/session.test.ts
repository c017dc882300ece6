// Session persistence: "Ingat saya" keeps the user in localStorage, otherwise
// sessionStorage; a reload (a fresh store) restores it; logout forgets all.
import { createStore } from 'jotai';
import { sessionUser } from '../testing/fixtures';
import { isTokenExpired, logout } from './actions';
import {
  EMPTY_FILTER_LISTS,
  filterListsAtom,
  lastDataAtom,
  modulesAtom,
  rememberAtom,
  sessionAtom,
  setSession,
  store,
} from './state';
import { SESSION_STORAGE_KEY } from './storage';

const stored = (storage: Storage) => JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => {
  setSession(null);
  localStorage.clear();
  sessionStorage.clear();
});

it('keeps a remembered user in localStorage only', () => {
  const user = sessionUser();
  setSession(user, true);
  expect(stored(localStorage)).toEqual(user);
  expect(stored(sessionStorage)).toBeNull();
  expect(store.get(rememberAtom)).toBe(true);
});

it('keeps a user who did not tick remember me in sessionStorage only', () => {
  const user = sessionUser();
  setSession(user, false);
  expect(stored(sessionStorage)).toEqual(user);
  expect(stored(localStorage)).toBeNull();
});

it('restores the user in a fresh store (a page reload)', () => {
  const user = sessionUser({ display_name: 'Restored' });
  setSession(user, true);
  expect(createStore().get(sessionAtom)).toEqual(user);
  setSession(user, false);
  expect(createStore().get(sessionAtom)).toEqual(user);
});

it('keeps the remember-me choice when the user is updated', () => {
  setSession(sessionUser(), true);
  store.set(sessionAtom, sessionUser({ display_name: 'Renamed' }));
  expect(stored(localStorage)).toMatchObject({ display_name: 'Renamed' });
  expect(stored(sessionStorage)).toBeNull();
});

it('ignores unreadable stored data', () => {
  localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
  expect(createStore().get(sessionAtom)).toBeNull();
});

it('logout clears user, token, cached filters, last data and modules', () => {
  setSession(sessionUser(), true);
  store.set(filterListsAtom, { ...EMPTY_FILTER_LISTS, loaded: true, variants: [{ id: 1, name: 'MPX1' }] });
  store.set(modulesAtom, [{ link: '/dashboard', name: 'Highlight', icon: 'home', code: 'HIGHLIGHT', children: [] }]);
  store.set(lastDataAtom, { overview: { total: 3 } });

  logout();

  expect(store.get(sessionAtom)).toBeNull();
  expect(store.get(filterListsAtom)).toEqual(EMPTY_FILTER_LISTS);
  expect(store.get(modulesAtom)).toBeNull();
  expect(store.get(lastDataAtom)).toEqual({});
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  expect(createStore().get(sessionAtom)).toBeNull();
});

describe('isTokenExpired', () => {
  const now = new Date('2024-06-01T12:00:00Z');
  it.each([
    ['a later expiry', '2024-06-01T12:00:01Z', false],
    ['the expiry itself', '2024-06-01T12:00:00Z', true],
    ['an earlier expiry', '2024-05-31T00:00:00Z', true],
    ['an unreadable expiry', 'soon', true],
  ])('%s', (_label, expires_at, expired) => {
    expect(isTokenExpired({ expires_at }, now)).toBe(expired);
  });
  it('treats no user as expired', () => expect(isTokenExpired(null)).toBe(true));
});
