// EN / ID in the header (issue 10): switches the whole product at once (host
// and remotes share one i18next), keeps the choice in the stored session so a
// reload keeps it, and saves it for the user (PUT /api/auth/language) so it
// follows them to any browser. A failed save says so; the switch still applies here.
import { sessionAtom, store, updateLanguage, useSession } from '@qrguard/shared-api';
import { LANGUAGES, setLanguage, t as translate, useLanguage, useT, type Language } from '@qrguard/shared-ui/i18n';
import { App, Select } from 'antd';

export function LanguageSwitch() {
  const t = useT();
  const language = useLanguage();
  const user = useSession();
  const { message } = App.useApp();

  const choose = (next: Language) => {
    if (next === language) return;
    setLanguage(next);
    const current = store.get(sessionAtom);
    if (current) store.set(sessionAtom, { ...current, language: next });
    updateLanguage({ language: next }).catch((error: unknown) => {
      console.error('Could not save the language', error);
      // In the language just chosen (this render's `t` is the previous one's).
      void message.warning(translate('language.saveFailed'));
    });
  };

  return (
    <Select<Language>
      aria-label={t('language.label')}
      size="small"
      value={language}
      onChange={choose}
      disabled={!user}
      variant="borderless"
      popupMatchSelectWidth={false}
      // In the list each language is named in its own words; the header shows EN / ID.
      options={LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
      optionRender={(option) => <span lang={String(option.value)}>{option.label}</span>}
      labelRender={({ value }) => String(value).toUpperCase()}
    />
  );
}
