import { SESSION_STORAGE_KEY } from '@qrguard/shared-api/session';
import { sessionUser } from '@qrguard/shared-api/testing';
import { loadTs } from '@qrguard/tooling/load-ts';
import { LANGUAGE_STORAGE_KEY } from '@qrguard/shared-ui/i18n/language';
import { COLLAPSED_KEY } from '../layout/sidebarState';
import { ROUTES } from '../routes/routeTable';
import { FIRST_PAINT_ELEMENT_ID, firstPaintPages, firstPaintScript, type FirstPaintPages } from './data';
import { firstFramePainted, paintFirstFrame, readFirstPaintPages } from './paint';

// Jest runs a test as a CommonJS module, in a folder.
declare const __dirname: string;

// What the host's build writes into index.html: the same files, evaluated the way the build does.
const RESOURCES = `${__dirname}/../../../shared-ui/src/i18n/resources`;
const dictionaries = {
  en: loadTs(`${RESOURCES}/en.ts`).en as Record<string, unknown>,
  id: loadTs(`${RESOURCES}/id.ts`).id as Record<string, unknown>,
};
const built = (loadTs(`${__dirname}/data.ts`).firstPaintPages as typeof firstPaintPages)(ROUTES, dictionaries);

const LABEL_MAKER = '/dashboard/highlight/label-maker';

function keep(user = sessionUser(), remember = true) {
  (remember ? localStorage : sessionStorage).setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
}

/** A #root as index.html has it, with the build's data beside it. */
function page(pages: FirstPaintPages = built): HTMLElement {
  document.body.innerHTML = `<div id="root"></div>${firstPaintScript(pages)}`;
  return document.getElementById('root')!;
}

const texts = (root: HTMLElement) =>
  [...root.querySelectorAll('.qg-first-title, .qg-first-heading')].map((n) => n.textContent);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.lang = 'en';
});

describe('the first-frame data', () => {
  test('every page that draws a heading, with the header title and the heading in both languages', () => {
    expect(built[LABEL_MAKER]).toEqual({
      en: ['Highlight Label Maker', 'Highlight - Label Maker'],
      id: ['Sorotan Label Maker', 'Sorotan - Label Maker'],
    });
    expect(Object.keys(built)).toEqual(ROUTES.filter((route) => route.heading).map((route) => route.path));
    // Pages without a heading of their own (sign-in, the groups' redirects) get no first frame.
    expect(built['/login']).toBeUndefined();
    expect(built['/dashboard/reports']).toBeUndefined();
  });

  test('a heading key missing from a dictionary fails the build, naming it', () => {
    const routes = [{ path: '/x', name: 'HighlightLabelMaker', heading: 'highlight.noSuchTitle' }];
    expect(() => firstPaintPages(routes, dictionaries)).toThrow('no en text for "highlight.noSuchTitle"');
    // Only own keys: a name like "constructor" is not a text.
    expect(() => firstPaintPages([{ path: '/x', name: 'X', heading: 'constructor' }], dictionaries)).toThrow();
  });

  test('the script element cannot be closed early by a text', () => {
    const script = firstPaintScript({ '/x': { en: ['</script><b>', 'a'], id: ['b', 'c'] } });
    expect(script).not.toContain('</script><b>');
    document.body.innerHTML = script;
    expect(readFirstPaintPages()).toEqual({ '/x': { en: ['</script><b>', 'a'], id: ['b', 'c'] } });
    expect(document.getElementById(FIRST_PAINT_ELEMENT_ID)).not.toBeNull();
  });
});

describe('paintFirstFrame', () => {
  test('a kept session on a page: the frame with its title and heading, hidden from assistive technology', () => {
    keep();
    const root = page();
    expect(paintFirstFrame(root, readFirstPaintPages(), LABEL_MAKER)).toBe(true);
    expect(texts(root)).toEqual(['Highlight Label Maker', 'Highlight - Label Maker']);
    expect(root.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    // No landmark or heading a screen reader would meet before the page replaces the frame.
    expect(root.querySelector('h1, h2, header, main, nav')).toBeNull();
    expect(root.querySelector('.qg-first-sider')).not.toHaveClass('qg-first-sider-collapsed');
    expect(firstFramePainted()).toBe(true);
  });

  test("in the signed-in user's language, else the one this browser chose", () => {
    keep(sessionUser({ language: 'id' }), false);
    const root = page();
    paintFirstFrame(root, readFirstPaintPages(), '/Dashboard/Highlight/Label-Maker/');
    expect(texts(root)).toEqual(['Sorotan Label Maker', 'Sorotan - Label Maker']);
    expect(document.documentElement.lang).toBe('id');

    keep(sessionUser({ language: 'xx' as 'en' }));
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'id');
    const again = page();
    paintFirstFrame(again, readFirstPaintPages(), LABEL_MAKER);
    expect(texts(again)[1]).toBe('Sorotan - Label Maker');
  });

  test('a folded sidebar stays folded', () => {
    keep();
    localStorage.setItem(COLLAPSED_KEY, 'true');
    const root = page();
    paintFirstFrame(root, readFirstPaintPages(), LABEL_MAKER);
    expect(root.querySelector('.qg-first-sider')).toHaveClass('qg-first-sider-collapsed');
  });

  test.each([
    ['no kept session', () => undefined, LABEL_MAKER],
    ['an expired session', () => keep(sessionUser({ expires_at: '2020-01-01T00:00:00Z' })), LABEL_MAKER],
    ['an unreadable session', () => localStorage.setItem(SESSION_STORAGE_KEY, '{'), LABEL_MAKER],
    ['the sign-in page', () => keep(), '/login'],
    ['a path that is no page', () => keep(), '/dashboard/no-such-page'],
    ['a path named like a built-in', () => keep(), '/constructor'],
  ])('nothing is drawn for %s', (_case, arrange, pathname) => {
    arrange();
    const root = page();
    expect(paintFirstFrame(root, readFirstPaintPages(), pathname)).toBe(false);
    expect(root).toBeEmptyDOMElement();
  });

  test('nothing is drawn without the data, or over what the container holds', () => {
    keep();
    document.body.innerHTML = '<div id="root"></div><script type="application/json" id="qg-first-paint">{</script>';
    expect(readFirstPaintPages()).toBeNull();
    expect(paintFirstFrame(document.getElementById('root'), null, LABEL_MAKER)).toBe(false);
    const root = page();
    root.append(document.createElement('p'));
    expect(paintFirstFrame(root, readFirstPaintPages(), LABEL_MAKER)).toBe(false);
    expect(root.children).toHaveLength(1);
  });
});
