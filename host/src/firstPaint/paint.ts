// The first frame of a signed-in page, drawn from index.html's data before any of the dashboard's
// code has arrived (issue 10): the shell's frame (sidebar, header) with the page's title and
// heading, in the user's language. On a phone on a slow network the page's code takes
// seconds to arrive; this frame is on screen in the time main.js takes. The dashboard's first
// render replaces it (React clears its container on the first commit).
//
// Drawn only for a page that draws a heading of its own (data.ts), for a kept session that has
// not expired. Plain DOM, no shared module: main.js runs it before the federation runtime has
// loaded React. Its look is index.html's (the qg-first-* styles).
import { isTokenExpired, readPersistedSession } from '@qrguard/shared-api/session';
import { browserLanguage, isLanguage, type Language } from '@qrguard/shared-ui/i18n/language';
import { readCollapsed } from '../layout/sidebarState';
import { normalizePath } from '../routes/routeTable';
import { FIRST_PAINT_ELEMENT_ID, type FirstPaintPages, type FirstPaintTexts } from './data';

let painted = false;

/** Whether this page load started with the first frame (the start-up then draws no "Loading..."). */
export function firstFramePainted(): boolean {
  return painted;
}

/** The pages index.html carries, or null when it carries none (e.g. a remote's own page) or they are unreadable. */
export function readFirstPaintPages(doc: Document = document): FirstPaintPages | null {
  const text = doc.getElementById(FIRST_PAINT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const pages: unknown = JSON.parse(text);
    return pages !== null && typeof pages === 'object' ? (pages as FirstPaintPages) : null;
  } catch {
    return null;
  }
}

/** What the first frame shows for `pathname`, or null when it is not drawn there. */
export function firstFrameTexts(
  pages: FirstPaintPages | null,
  pathname: string,
): { texts: FirstPaintTexts; language: Language } | null {
  const path = normalizePath(pathname);
  const page = pages && Object.hasOwn(pages, path) ? pages[path] : undefined;
  if (!page) return null;
  const session = readPersistedSession();
  if (!session || isTokenExpired(session.user)) return null;
  // As the start-up chooses (bootstrap.tsx): the signed-in user's language, else this browser's.
  const chosen = session.user.language;
  const language = isLanguage(chosen) ? chosen : browserLanguage();
  const texts = page[language] ?? page.en;
  return texts ? { texts, language } : null;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Draws the first frame into `container` when the page and session call for it; true when drawn.
 * The container must be empty (it is #root before React has rendered).
 */
export function paintFirstFrame(
  container: HTMLElement | null = document.getElementById('root'),
  pages: FirstPaintPages | null = readFirstPaintPages(),
  pathname: string = window.location.pathname,
): boolean {
  const first = firstFrameTexts(pages, pathname);
  if (!container || container.childNodes.length > 0 || !first) return false;
  const [title, heading] = first.texts;
  document.documentElement.lang = first.language;
  // A picture of the page to come, hidden from assistive technology: no landmarks or headings a
  // screen reader would announce and then lose a moment later, when the page replaces it.
  const frame = element('div', 'qg-first-frame');
  frame.setAttribute('aria-hidden', 'true');
  const sider = element('div', readCollapsed() ? 'qg-first-sider qg-first-sider-collapsed' : 'qg-first-sider');
  const body = element('div', 'qg-first-body');
  const header = element('div', 'qg-first-header');
  header.append(element('div', 'qg-first-title', title));
  const main = element('div', 'qg-first-main');
  main.append(element('div', 'qg-first-heading', heading));
  body.append(header, main);
  frame.append(sider, body);
  container.append(frame);
  painted = true;
  return true;
}
