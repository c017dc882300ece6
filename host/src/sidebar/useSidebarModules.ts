// Loads the sidebar modules once per session and keeps them in modulesAtom
// (cleared on logout), filtered for the user's role.
import { errorMessage, fetchSidebar, modulesAtom, sessionAtom, store, useSession, type SidebarModule } from '@qrguard/shared-api';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { filterModulesByRole } from './filterModules';

export function useSidebarModules(): { modules: SidebarModule[] | null; problem?: string; reload: () => void } {
  const user = useSession();
  const modules = useAtomValue(modulesAtom, { store });
  const [problem, setProblem] = useState<string>();

  const load = useCallback(async () => {
    if (!user) return;
    setProblem(undefined);
    try {
      const all = await fetchSidebar();
      // A logout while loading must not bring the menu back.
      if (store.get(modulesAtom) === null && user.token === store.get(sessionAtom)?.token) store.set(modulesAtom, filterModulesByRole(all, user));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }, [user]);

  useEffect(() => {
    if (modules === null) void load();
  }, [modules, load]);

  return { modules, problem, reload: () => void load() };
}
