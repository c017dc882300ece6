// antd's own words (pagination, date pickers, empty tables) in the chosen language.
// antd/locale/* (CommonJS) rather than antd/es/locale/*: jest loads it as it is.
import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import idID from 'antd/locale/id_ID';
import { useLanguage } from './i18n';
import type { Language } from './plain';

type Locale = NonNullable<ConfigProviderProps['locale']>;

export const antdLocale = (language: Language): Locale => (language === 'id' ? idID : enUS);

/** For <ConfigProvider locale>: follows the language. */
export function useAntdLocale(): Locale {
  return antdLocale(useLanguage());
}
