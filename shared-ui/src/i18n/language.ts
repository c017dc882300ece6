// The languages and the one this browser asks for: no React, no words. The host's first frame
// (host/src/firstPaint) reads it before any shared module has loaded.
export type Language = 'en' | 'id';
export const LANGUAGES: readonly Language[] = ['en', 'id'];
export const DEFAULT_LANGUAGE: Language = 'en';
/** This browser's last choice, for the sign-in page (the signed-in user's choice is kept by the API). */
export const LANGUAGE_STORAGE_KEY = 'qrguard.language';

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'id';

/** Signed out: the last choice on this browser, else the browser's own language, else English. */
export function browserLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage blocked: the browser's language decides
  }
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  const wanted = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of wanted) {
    const base = String(tag ?? '')
      .toLowerCase()
      .split('-')[0];
    // "in" is the old code of Indonesian that some systems still send.
    if (base === 'id' || base === 'in') return 'id';
    if (base === 'en') return 'en';
  }
  return DEFAULT_LANGUAGE;
}
