// Session state in jotai. One module-level store: the host wraps the app in
// <Provider store={store}>, and since shared-api and jotai are federation
// singletons every remote reads the same atoms.
import { atom, createStore } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import type { BottleMaker, LabelMaker, OilMaker, SessionUser, SidebarModule, Variant } from '../contract';
import { readPersistedSession, writePersistedSession, type PersistedSession } from './storage';

export const store = createStore();

// Lazy: storage is read when a store first uses the atom, so a fresh store
// (a reload) restores the user.
const persistedAtom = atomWithLazy<PersistedSession | null>(readPersistedSession);

/**
 * The signed-in user (with the bearer token), or null. Writing a user keeps the
 * current "remember me" choice; use `setSession` to choose it.
 */
export const sessionAtom = atom(
  (get) => get(persistedAtom)?.user ?? null,
  (get, set, user: SessionUser | null) => {
    const next = user ? { user, remember: get(persistedAtom)?.remember ?? false } : null;
    writePersistedSession(next);
    set(persistedAtom, next);
  },
);

/** Whether the current session is kept in localStorage ("Ingat saya"). */
export const rememberAtom = atom((get) => get(persistedAtom)?.remember ?? false);

export function setSession(user: SessionUser | null, remember = false): void {
  const next = user ? { user, remember } : null;
  writePersistedSession(next);
  store.set(persistedAtom, next);
}

/** Reference lists used by the filter bars, loaded after sign-in. */
export interface FilterLists {
  loaded: boolean;
  variants: Variant[];
  oilMakers: OilMaker[];
  labelMakers: LabelMaker[];
  bottleMakers: BottleMaker[];
}
export const EMPTY_FILTER_LISTS: FilterLists = {
  loaded: false,
  variants: [],
  oilMakers: [],
  labelMakers: [],
  bottleMakers: [],
};
export const filterListsAtom = atom<FilterLists>(EMPTY_FILTER_LISTS);

/** The sidebar modules of the signed-in user (null until loaded). */
export const modulesAtom = atom<SidebarModule[] | null>(null);

/**
 * The last data a page showed, keyed by the page's own name, so coming back to
 * a page can show it while the fresh data loads. Cleared on logout.
 */
export const lastDataAtom = atom<Record<string, unknown>>({});

/** Forgets everything the signed-in user brought (spec shell-highlights 4). */
export function clearSession(): void {
  setSession(null);
  store.set(filterListsAtom, EMPTY_FILTER_LISTS);
  store.set(modulesAtom, null);
  store.set(lastDataAtom, {});
}

/** The bearer token of the current session, if any. */
export function currentToken(): string | undefined {
  return store.get(sessionAtom)?.token;
}
