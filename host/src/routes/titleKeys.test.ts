// The header titles and the sidebar's labels are translated by route name
// (issue 10). In English they read exactly as the route table's titles and the
// API's sidebar names, so the translations cannot drift from either.
import { t } from '@qrguard/shared-ui/i18n';
import { SIDEBAR, type ModuleNode } from '../../../api/src/db/reference-data';
import { menuKeyFor, ROUTES, titleFor, titleKeyFor } from './routeTable';

it.each(ROUTES.map((route) => [route.path]))('%s: the English title is the route table\u2019s', (path) => {
  expect(t(titleKeyFor(path))).toBe(titleFor(path));
});

it('an unknown page reads "Page Not Found"', () => {
  expect(t(titleKeyFor('/dashboard/nothing-here'))).toBe('Page Not Found');
});

function all(nodes: readonly ModuleNode[]): ModuleNode[] {
  return nodes.flatMap((node) => [node, ...all(node.children ?? [])]);
}

it.each(all(SIDEBAR).map(({ link, name }) => [link, name]))(
  '%s: the English sidebar label is the API\u2019s name "%s"',
  (link, name) => {
    const key = menuKeyFor(link);
    expect(key).toBeDefined();
    expect(t(key!)).toBe(name);
  },
);
