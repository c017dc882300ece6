// The light half of the translation setup: the chosen language (one small
// store: <html lang>, this browser's last choice) and a lookup in the plain
// words (resources/plain.*.ts). The pages a visitor sees before signing in use
// only this, so the sign-in page does not download i18next (about 25 KB gzip
// with react-i18next, against its 120 KB budget). The dashboard's i18next
// (i18n.ts) reads the same resources and follows this store.
import { useCallback, useSyncExternalStore } from 'react';
import { plainEn } from './resources/plain.en';
import { plainId } from './resources/plain.id';
import { browserLanguage, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language } from './language';

export * from './language';

/** Interpolation values of a translated sentence ("{{field}}"). */
export type TranslateVars = Record<string, string | number>;
/** A translated sentence for a key; the key itself when no language has it. */
export type TranslateFn = (key: string, vars?: TranslateVars) => string;

let current: Language = typeof window === 'undefined' ? DEFAULT_LANGUAGE : browserLanguage();
const listeners = new Set<(language: Language) => void>();

export function currentLanguage(): Language {
  return current;
}

export function subscribeLanguage(listener: (language: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Switches the language of the whole product: <html lang>, this browser's
 * remembered choice, the plain pages, and (through its subscription) i18next,
 * antd's locale and moment's. Saving it for the user is the caller's part.
 */
export function setLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // a convenience only
  }
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener(language);
}

type Tree = { [key: string]: string | Tree };
const PLAIN: Record<Language, Tree> = { en: plainEn, id: plainId };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** "{{name}}" replaced by vars.name, as i18next does. */
export function interpolate(text: string, vars?: TranslateVars): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A plain word in the given language (English when it lacks one). */
export function translatePlain(key: string, vars?: TranslateVars, language: Language = current): string {
  const text = lookup(PLAIN[language], key) ?? lookup(PLAIN.en, key) ?? key;
  return interpolate(text, vars);
}

/** The current language, re-rendering when it changes. */
export function usePlainLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}

/** `t` of the plain pages; re-renders them when the language changes. */
export function usePlainT(): TranslateFn {
  const language = usePlainLanguage();
  return useCallback((key, vars) => translatePlain(key, vars, language), [language]);
}
