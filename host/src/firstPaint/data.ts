// What the first frame says on each page, in each language: the header's title (the page's h1)
// and the page's own heading (h2). Built when the host is built (webpack.config.js) from the route
// table and the dictionaries, and written into index.html as JSON, so the first frame is drawn
// without waiting for any of the dashboard's code or words. The build evaluates this file and the
// route table on their own (tooling/load-ts.js): neither imports more than types from a package.
import type { Language } from '@qrguard/shared-ui/i18n/language';
import { titleKeyFor, type RouteInfo } from '../routes/routeTable';

/** [title, heading] of a page in one language. */
export type FirstPaintTexts = [title: string, heading: string];

/** Per path (as the route table writes it): the texts in each language. */
export type FirstPaintPages = Record<string, Record<Language, FirstPaintTexts>>;

/** The id of the script element (type application/json) that carries the pages in index.html. */
export const FIRST_PAINT_ELEMENT_ID = 'qg-first-paint';

type Dictionary = Record<string, unknown>;

/** The text at a dotted key ('highlight.labelMaker.title'), or an error naming the key. */
export function textAt(dictionary: Dictionary, key: string, language: string): string {
  let value: unknown = dictionary;
  for (const part of key.split('.')) {
    value =
      value !== null && typeof value === 'object' && Object.hasOwn(value, part)
        ? (value as Dictionary)[part]
        : undefined;
  }
  if (typeof value !== 'string') throw new Error(`first paint: no ${language} text for "${key}"`);
  return value;
}

/**
 * The pages that draw a heading of their own (RouteInfo.heading), with their header title
 * (as the header shows it) and heading in every language.
 */
export function firstPaintPages(
  routes: readonly RouteInfo[],
  dictionaries: Record<Language, Dictionary>,
): FirstPaintPages {
  const pages: FirstPaintPages = {};
  for (const route of routes) {
    if (!route.heading) continue;
    const texts = {} as Record<Language, FirstPaintTexts>;
    for (const [language, dictionary] of Object.entries(dictionaries) as [Language, Dictionary][]) {
      texts[language] = [
        textAt(dictionary, titleKeyFor(route.path), language),
        textAt(dictionary, route.heading, language),
      ];
    }
    pages[route.path] = texts;
  }
  return pages;
}

/** index.html's element carrying the pages: JSON that cannot end the script element early. */
export function firstPaintScript(pages: FirstPaintPages): string {
  const json = JSON.stringify(pages).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">${json}</script>`;
}
