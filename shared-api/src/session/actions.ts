// What signing in and out does to the session (spec shell-highlights 4).
import { getRuntimeConfig } from '../config';
import type { BodyOf, SessionUser } from '../contract';
import { crossClient, loginRequest } from '../services/auth';
import { fetchBottleMakers, fetchLabelMakers, fetchOilMakers, fetchVariants } from '../services/master';
import { isTokenExpired } from './expiry';
import { clearSession, currentToken, filterListsAtom, setSession, store, type FilterLists } from './state';

export { isTokenExpired };

/**
 * Loads the variant, oil maker, label maker and bottle maker lists the filter
 * bars offer. A list that fails stays empty (logged): the filters then offer
 * fewer choices but the pages still work, and `loaded` stays false so the
 * next `ensureFilterLists` tries again.
 */
let loading: { token: string | undefined; promise: Promise<FilterLists> } | undefined;
export function loadFilterLists(): Promise<FilterLists> {
  const token = currentToken();
  if (loading && loading.token === token) return loading.promise;
  const promise = (async () => {
    let complete = true;
    const settle = async <T>(name: string, load: () => Promise<T[]>): Promise<T[]> => {
      try {
        return await load();
      } catch (error) {
        console.error(`Could not load the ${name} list`, error);
        complete = false;
        return [];
      }
    };
    const [variants, oilMakers, labelMakers, bottleMakers] = await Promise.all([
      settle('variant', () => fetchVariants()),
      settle('oil maker', () => fetchOilMakers()),
      settle('label maker', () => fetchLabelMakers()),
      settle('bottle maker', () => fetchBottleMakers()),
    ]);
    const lists: FilterLists = { loaded: complete, variants, oilMakers, labelMakers, bottleMakers };
    // A logout (or another user signing in) while loading must not receive these lists.
    if (token !== undefined && currentToken() === token) store.set(filterListsAtom, lists);
    return lists;
  })().finally(() => {
    if (loading?.promise === promise) loading = undefined;
  });
  loading = { token, promise };
  return promise;
}

/** Loads the filter lists once per session (after a reload the session is restored but the lists are not). */
export function ensureFilterLists(): Promise<FilterLists> {
  const lists = store.get(filterListsAtom);
  return lists.loaded ? Promise.resolve(lists) : loadFilterLists();
}

/** The product of this host (config.json), which sign-in asks for (issue 15); none before the config is read. */
function hostProduct(): { product_category?: number } {
  const id = getRuntimeConfig()?.product.id;
  return id === undefined ? {} : { product_category: id };
}

/**
 * Signs in to this host's product: calls the service, stores the user (remember:
 * localStorage), then loads the filter lists.
 */
export async function login(body: BodyOf<'login'>, remember: boolean): Promise<SessionUser> {
  const user = await loginRequest({ ...hostProduct(), ...body });
  setSession(user, remember);
  await loadFilterLists();
  return user;
}

/** Signs in with another product's one-time code (/cross-client). The session lasts for the tab. */
export async function loginWithCrossClientCode(code: string): Promise<SessionUser> {
  const user = await crossClient({ ...hostProduct(), code });
  setSession(user, false);
  await loadFilterLists();
  return user;
}

/** Clears user, token, cached filters, last data and modules. Navigation is the host's job. */
export function logout(): void {
  clearSession();
}
