// The one translation setup of the dashboard (issue 10): i18next's default
// instance with react-i18next. Both are module-federation singletons, so the
// host and every remote use this one instance: the language chosen in the
// host's header applies inside the remotes. The host and each remote's copy of
// shared-ui run this module; whichever runs first initialises the instance,
// the others add their resources (a remote built later may know more keys).
//
// English is built in (the default, and the fallback of a missing key). Every
// other dictionary is a chunk of its own, fetched when that language is chosen:
// a page sends only the words it shows (issue 10's size budget), and i18next
// switches only once the words have arrived, so no page mixes two languages.
import i18next, { type TOptions } from 'i18next';
import moment from 'moment';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, subscribeLanguage, type Language, type TranslateFn } from './plain';
import { en, type Resources } from './resources/en';

const NAMESPACE = 'translation';

/** The dictionaries fetched on demand, one chunk each. */
const DICTIONARIES: Record<Exclude<Language, 'en'>, () => Promise<Resources>> = {
  id: () => import(/* webpackChunkName: "i18n-id" */ './resources/id').then((m) => m.id),
};

/** The languages this copy of the module has given i18next (a remote's copy adds its own words). */
const added = new Set<Language>(['en']);
const pending = new Map<Language, Promise<void>>();

/**
 * Fetches a language's words into i18next (once; a failed fetch is tried again on the next call).
 * Resolves when they are there; English is always there.
 */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || added.has(language)) return Promise.resolve();
  let loading = pending.get(language);
  if (!loading) {
    loading = DICTIONARIES[language]()
      .then((words) => {
        i18next.addResourceBundle(language, NAMESPACE, words, true, false);
        added.add(language);
      })
      .finally(() => pending.delete(language));
    pending.set(language, loading);
  }
  return loading;
}

/** Switches i18next once the language's words are here; on a failed fetch the page stays in the language it speaks. */
function follow(language: Language): Promise<void> {
  return loadLanguage(language).then(
    () => {
      // A later choice wins over a slower earlier one.
      if (currentLanguage() === language) void i18next.changeLanguage(language);
    },
    (error: unknown) => console.error(`Could not load the ${language} translation`, error),
  );
}

export function ensureI18n(): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: { en: { [NAMESPACE]: en } },
      // English until the chosen language's words are here (follow, below).
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: ['en', 'id'],
      // React escapes; i18next must not do it twice.
      interpolation: { escapeValue: false },
      // English is here: no loading, no Suspense.
      initAsync: false,
      // A remote's words added later re-render what shows them.
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  } else {
    i18next.addResourceBundle('en', NAMESPACE, en, true, false);
  }
  return i18next;
}

ensureI18n();
// This copy's words of the language already chosen (the instance may speak it already: the host's copy loaded it).
const ready = follow(currentLanguage());

/**
 * Resolves when the chosen language's words of this copy are in i18next (or could not be fetched):
 * the shell awaits it before drawing the dashboard, so a page opens in its language, never in
 * English first.
 */
export function languageReady(): Promise<void> {
  return currentLanguage() === 'en' ? Promise.resolve() : ready.then(() => follow(currentLanguage()));
}

// The host's header sets the language in plain.ts's store; i18next and moment follow it.
subscribeLanguage((language) => {
  moment.locale(language);
  void follow(language);
});

/** The language i18next speaks now. */
export function i18nLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : 'en';
}

/** `t` outside React (pure builders called while rendering). Components use useT, which re-renders them. */
export const t: TranslateFn = (key, vars) => i18next.t(key, vars as TOptions) as string;

/** A component's `t`: the component re-renders when the language changes. */
export function useT(): TranslateFn {
  const { t: translate } = useTranslation();
  return useCallback((key, vars) => translate(key, vars as TOptions) as string, [translate]);
}

/** The language of the text on screen, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'en';
}

/** The kinds of values the API sends that are shown through the translation (resources' apiValue). */
export type ApiValueKind =
  'reason' | 'suspicion' | 'scanResult' | 'qrStatus' | 'role' | 'activity' | 'notificationSubject';

/** A value the API sends (a report reason, a status...) in the reader's language; the value itself when unknown. */
export function apiValueText(translate: TranslateFn, kind: ApiValueKind, value: string): string {
  const key = `apiValue.${kind}.${value}`;
  const text = translate(key);
  return text === key ? value : text;
}
