// The sidebar menu's behaviour as pure functions: which item is selected for
// a path, which groups are open, and the one-open-group-at-a-time rule
// (spec shell-highlights 4). Menu keys are the modules' links.
import type { SidebarModule } from '@qrguard/shared-api';

interface Node {
  link: string;
  children?: Node[];
}

/** Each key with the keys of its ancestors, outermost first. */
export function ancestorsByKey(modules: readonly Node[]): Map<string, string[]> {
  const result = new Map<string, string[]>();
  const walk = (nodes: readonly Node[], ancestors: string[]) => {
    for (const node of nodes) {
      result.set(node.link, ancestors);
      if (node.children?.length) walk(node.children, [...ancestors, node.link]);
    }
  };
  walk(modules, []);
  return result;
}

/**
 * Opening a group closes every group that is not on its own branch; closing a
 * group keeps the others as they are.
 */
export function nextOpenKeys(
  previous: readonly string[],
  requested: readonly string[],
  ancestors: ReadonlyMap<string, string[]>,
): string[] {
  const depth = (key: string) => ancestors.get(key)?.length ?? 0;
  // Several keys open at once when the menu restores its groups after the
  // sidebar expands again: the deepest one names the branch.
  const opened = requested.filter((key) => !previous.includes(key)).sort((a, b) => depth(b) - depth(a))[0];
  if (opened === undefined) return [...requested];
  return [...(ancestors.get(opened) ?? []), opened];
}

function leaves(nodes: readonly Node[]): Node[] {
  return nodes.flatMap((node) => (node.children?.length ? leaves(node.children) : [node]));
}

/** The item whose link is the longest prefix of the path, so sub-pages keep their menu item lit. */
export function selectedKeyFor(pathname: string, modules: readonly SidebarModule[]): string | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  let best: string | undefined;
  for (const { link } of leaves(modules)) {
    const candidate = link.replace(/\/+$/, '').toLowerCase();
    if (
      (path === candidate || path.startsWith(`${candidate}/`)) &&
      (best === undefined || candidate.length > best.length)
    )
      best = link;
  }
  return best;
}

/** The groups to open so the current page's item is visible. */
export function openKeysFor(pathname: string, modules: readonly SidebarModule[]): string[] {
  const selected = selectedKeyFor(pathname, modules);
  return selected === undefined ? [] : (ancestorsByKey(modules).get(selected) ?? []);
}
