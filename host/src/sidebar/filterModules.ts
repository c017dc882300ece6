// Which sidebar modules a user sees (spec shell-highlights 6). The API
// enforces the same rules on every route; this only hides what cannot be opened.
import {
  PERMISSIONS,
  ROLE_SUPER_ADMIN,
  ROLE_WORK_ORDER,
  type SessionUser,
  type SidebarModule,
} from '@qrguard/shared-api';

/** The one menu item of the work-order role. */
export const WORK_ORDER_MODULE: SidebarModule = {
  link: '/work-order-listing',
  name: 'List Work Order',
  icon: 'UnorderedListOutlined',
  code: PERMISSIONS.workOrder,
  children: [],
};

interface Node {
  code: string;
  children?: Node[];
}

/** Keeps permitted nodes; a group whose children are all hidden is hidden too. */
function keepPermitted<T extends Node>(nodes: readonly T[], permitted: ReadonlySet<string>): T[] {
  const kept: T[] = [];
  for (const node of nodes) {
    if (!permitted.has(node.code)) continue;
    if (node.children && node.children.length > 0) {
      const children = keepPermitted(node.children, permitted);
      if (children.length === 0) continue;
      kept.push({ ...node, children });
    } else {
      kept.push(node);
    }
  }
  return kept;
}

/**
 * No role or a first role of 1: the full menu. First role 2: only List Work
 * Order. Any other role: the modules (and children) whose code the user holds,
 * without groups left empty.
 */
export function filterModulesByRole(
  modules: readonly SidebarModule[],
  user: Pick<SessionUser, 'role' | 'permissions'>,
): SidebarModule[] {
  const firstRole = user.role[0];
  if (!firstRole || firstRole.id === ROLE_SUPER_ADMIN) return [...modules];
  if (firstRole.id === ROLE_WORK_ORDER) return [WORK_ORDER_MODULE];
  return keepPermitted(modules, new Set(user.permissions));
}
