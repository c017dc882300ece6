// A page's header reads as the sidebar names it (issue 10: "Log History
// Activity" under a menu item "Log Dashboard Activity"). The menu label wins:
// the header is the label, or the label with its area's word where the label
// alone would not say which page it is ("Highlight Label Maker" beside
// "Report Label Maker"). The sidebar's names are the API's reference data.
import { SIDEBAR, type ModuleNode } from '../../../api/src/db/reference-data';
import { titleFor } from './routeTable';

function leaves(nodes: readonly ModuleNode[]): ModuleNode[] {
  return nodes.flatMap((node) => (node.children?.length ? leaves(node.children) : [node]));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const pages = leaves(SIDEBAR).map(({ link, name }) => [link, name] as const);

it.each(pages)('%s: the header holds the menu label "%s"', (link, label) => {
  expect(titleFor(link)).toMatch(new RegExp(`(^| )${escapeRegExp(label)}( |$)`));
});

it('checks every page of the sidebar', () => {
  expect(pages.length).toBeGreaterThanOrEqual(14);
});
