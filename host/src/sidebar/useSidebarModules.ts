// Loads the sidebar modules once per session and keeps them in modulesAtom
// (cleared on logout). The API sends only what the user may open; the same
// rule (contract/access.ts) is applied here too, so the two cannot disagree,
// with the product's offer (the host's configured menus, issue 15).
import {
  fetchSidebar,
  modulesAtom,
  sessionAtom,
  store,
  useSession,
  visibleMenu,
  type SidebarModule,
} from '@qrguard/shared-api';
import { useDescribeError } from '@qrguard/shared-ui/i18n';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { productHolder } from '../federation/product';

export function useSidebarModules(): { modules: SidebarModule[] | null; problem?: string; reload: () => void } {
  const user = useSession();
  const modules = useAtomValue(modulesAtom, { store });
  const [problem, setProblem] = useState<string>();
  const describeError = useDescribeError();

  const start = useCallback(() => {
    if (!user) return;
    fetchSidebar().then(
      (all) => {
        // A logout (or another sign-in) while loading must not receive this menu.
        if (store.get(sessionAtom)?.token === user.token) store.set(modulesAtom, visibleMenu(all, productHolder(user)));
      },
      (error: unknown) => setProblem(describeError(error)),
    );
  }, [user, describeError]);

  useEffect(() => {
    if (modules === null) start();
  }, [modules, start]);

  const reload = () => {
    setProblem(undefined);
    start();
  };
  return { modules, problem, reload };
}
