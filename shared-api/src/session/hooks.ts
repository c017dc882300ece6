// React access to the session for the host and the remotes.
import { useAtomValue } from 'jotai';
import type { SessionUser } from '../contract';
import { filterListsAtom, sessionAtom, store, type FilterLists } from './state';

// The module-level store is passed explicitly, so a component works the same
// whether or not an ancestor rendered <Provider store={store}>.
const withStore = { store };

/** The signed-in user, or null. */
export function useSession(): SessionUser | null {
  return useAtomValue(sessionAtom, withStore);
}

/** The cached reference lists of the filter bars. */
export function useFilterLists(): FilterLists {
  return useAtomValue(filterListsAtom, withStore);
}
