// One language for the whole page (issue 10): English by default; switching
// re-renders what is on screen, sets <html lang> and remembers the choice on
// this browser for the next visit's sign-in page.
import { act, render, screen } from '@testing-library/react';
import moment from 'moment';
import { apiValueText, languageReady, t, useT } from './i18n';
import { browserLanguage, LANGUAGE_STORAGE_KEY, setLanguage, translatePlain } from './plain';

function Title() {
  const translate = useT();
  return (
    <h1>
      {translate('filter.preset.month')} · {apiValueText(translate, 'suspicion', 'Scan beda tempat')}
    </h1>
  );
}

afterEach(() => {
  act(() => setLanguage('en'));
  localStorage.clear();
});

it('speaks English by default, the API\u2019s Indonesian values included', () => {
  render(<Title />);
  expect(screen.getByRole('heading')).toHaveTextContent('This Month · Scanned in different places');
});

it('switches what is on screen once the words have arrived, <html lang>, moment and the remembered choice', async () => {
  render(<Title />);
  act(() => setLanguage('id'));
  // The Indonesian dictionary is a chunk of its own: until it is here the page stays whole in English.
  expect(screen.getByRole('heading')).toHaveTextContent('This Month · Scanned in different places');
  expect(await screen.findByRole('heading', { name: 'Bulan Ini · Scan beda tempat' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('id');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('id');
  expect(moment.locale()).toBe('id');
  expect(t('common.noData')).toBe('Tidak Ada Data');
  expect(translatePlain('signIn.remember')).toBe('Ingat saya');
});

it('shows an API value it has no translation for as it came', () => {
  expect(apiValueText(t, 'reason', 'Alasan baru')).toBe('Alasan baru');
});

it('signed out, takes the last choice on this browser, else the browser\u2019s language', () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'id');
  expect(browserLanguage()).toBe('id');
  localStorage.clear();
  const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID', 'en']);
  expect(browserLanguage()).toBe('id');
  languages.mockReturnValue(['fr-FR', 'en-GB']);
  expect(browserLanguage()).toBe('en');
  languages.mockReturnValue(['de']);
  expect(browserLanguage()).toBe('en');
});

it('is ready to draw a page in the chosen language only once its words are here', async () => {
  act(() => setLanguage('id'));
  await act(() => languageReady());
  expect(t('common.noData')).toBe('Tidak Ada Data');
  act(() => setLanguage('en'));
  await act(() => languageReady());
  expect(t('common.noData')).toBe('No Data');
});
