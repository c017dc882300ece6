// The one translation setup of the dashboard (issue 10): i18next's default
// instance with react-i18next. Both are module-federation singletons, so the
// host and every remote use this one instance: the language chosen in the
// host's header applies inside the remotes. The host and each remote's copy of
// shared-ui run this module; whichever runs first initialises the instance,
// the others add their resources (a remote built later may know more keys).
import i18next, { type TOptions } from 'i18next';
import moment from 'moment';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, subscribeLanguage, type Language, type TranslateFn } from './plain';
import { en } from './resources/en';
import { id } from './resources/id';

const NAMESPACE = 'translation';

export function ensureI18n(): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: { en: { [NAMESPACE]: en }, id: { [NAMESPACE]: id } },
      lng: currentLanguage(),
      fallbackLng: 'en',
      supportedLngs: ['en', 'id'],
      // React escapes; i18next must not do it twice.
      interpolation: { escapeValue: false },
      // The resources are here: no loading, no Suspense.
      initAsync: false,
      react: { useSuspense: false },
    });
  } else {
    i18next.addResourceBundle('en', NAMESPACE, en, true, false);
    i18next.addResourceBundle('id', NAMESPACE, id, true, false);
  }
  return i18next;
}

ensureI18n();
// The host's header sets the language in plain.ts's store; i18next and moment follow it.
subscribeLanguage((language) => {
  void i18next.changeLanguage(language);
  moment.locale(language);
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
