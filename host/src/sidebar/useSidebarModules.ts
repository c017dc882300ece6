// Loads the sidebar modules once per session and keeps them in modulesAtom
// (cleared on logout), filtered for the user's role.
import {
  errorMessage,
  fetchSidebar,
  modulesAtom,
  sessionAtom,
  store,
  useSession,
  type SidebarModule,
} from '@qrguard/shared-api';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { filterModulesByRole } from './filterModules';

export function useSidebarModules(): { modules: SidebarModule[] | null; problem?: string; reload: () => void } {
  const user = useSession();
  const modules = useAtomValue(modulesAtom, { store });
  const [problem, setProblem] = useState<string>();

  const start = useCallback(() => {
    if (!user) return;
    fetchSidebar().then(
      (all) => {
        // A logout (or another sign-in) while loading must not receive this menu.
        if (store.get(sessionAtom)?.token === user.token) store.set(modulesAtom, filterModulesByRole(all, user));
      },
      (error: unknown) => setProblem(errorMessage(error)),
    );
  }, [user]);

  useEffect(() => {
    if (modules === null) start();
  }, [modules, start]);

  const reload = () => {
    setProblem(undefined);
    start();
  };
  return { modules, problem, reload };
}
