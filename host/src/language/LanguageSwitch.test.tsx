// The header's language switch (issue 10): Bahasa Indonesia at once in the
// host's components, kept in the stored session (a reload keeps it) and saved
// for the user through the API.
import * as sharedApi from '@qrguard/shared-api';
import { sessionAtom, setSession, store } from '@qrguard/shared-api';
import { sessionUser } from '@qrguard/shared-api/testing';
import { setLanguage } from '@qrguard/shared-ui/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { UserMenu } from '../layout/UserMenu';
import { FollowSessionLanguage } from './FollowSessionLanguage';
import { LanguageSwitch } from './LanguageSwitch';

jest.mock('@qrguard/shared-api', () => ({
  ...jest.requireActual('@qrguard/shared-api'),
  updateLanguage: jest.fn(),
}));
const updateLanguage = jest.mocked(sharedApi.updateLanguage);

function renderHeaderParts() {
  return render(
    <App>
      <MemoryRouter>
        <FollowSessionLanguage />
        <LanguageSwitch />
        <UserMenu />
      </MemoryRouter>
    </App>,
  );
}

function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(document.querySelector(`.ant-select-item-option[title="${option}"]`) as HTMLElement);
}

beforeEach(() => updateLanguage.mockReset());
afterEach(() => {
  act(() => setLanguage('en'));
  setSession(null);
  localStorage.clear();
});

it('switches the host to Bahasa Indonesia, keeps it in the session and saves it for the user', async () => {
  updateLanguage.mockResolvedValue({ language: 'id' });
  setSession(sessionUser({ language: 'en' }), true);
  renderHeaderParts();
  expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument();

  choose('Language', 'Bahasa Indonesia');

  expect(await screen.findByRole('button', { name: 'Menu pengguna' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Bahasa' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('id');
  expect(updateLanguage).toHaveBeenCalledWith({ language: 'id' });
  expect(store.get(sessionAtom)?.language).toBe('id');
  // What a reload reads back: the stored session carries the choice.
  expect(JSON.parse(localStorage.getItem('qrguard.session') ?? '{}').language).toBe('id');
});

it('speaks the signed-in user\u2019s language as soon as the session holds it', async () => {
  renderHeaderParts();
  act(() => setSession(sessionUser({ language: 'id' })));
  expect(await screen.findByRole('button', { name: 'Menu pengguna' })).toBeInTheDocument();
  expect(updateLanguage).not.toHaveBeenCalled();
});

it('says so when the choice could not be saved, and keeps it on this browser', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  updateLanguage.mockRejectedValue(new Error('offline'));
  setSession(sessionUser({ language: 'en' }));
  renderHeaderParts();
  choose('Language', 'Bahasa Indonesia');
  expect(
    await screen.findByText('Bahasa tidak dapat disimpan untuk akun Anda; pilihan ini hanya berlaku di peramban ini.'),
  ).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('id');
});
