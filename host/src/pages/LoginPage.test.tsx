import * as sharedApi from '@qrguard/shared-api';
import { setSession, type SessionUser } from '@qrguard/shared-api';
import { sessionUser } from '@qrguard/shared-api/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setLanguage } from '@qrguard/shared-ui/i18n/plain';
import { act } from 'react';
import { resetFeedback } from '../feedback/feedback';
import { FeedbackDialogs } from '../feedback/FeedbackDialogs';
import { preloadSignedInArea } from '../routes/chunks';
import LoginPage from './LoginPage';

jest.mock('@qrguard/shared-api', () => ({ ...jest.requireActual('@qrguard/shared-api'), login: jest.fn() }));
// The dashboard's chunks are webpack's business; here only when they are asked for matters.
jest.mock('../routes/chunks', () => ({ preloadSignedInArea: jest.fn() }));
const login = jest.mocked(sharedApi.login);
const preload = jest.mocked(preloadSignedInArea);

const user = sessionUser();

function renderLogin(state?: unknown) {
  return render(
    <>
      <FeedbackDialogs />
      <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/dashboard/*" element={<p>dashboard page</p>} />
        </Routes>
      </MemoryRouter>
    </>,
  );
}

beforeEach(() => {
  resetFeedback();
  setSession(null);
  login.mockReset();
});
afterEach(() => act(() => setLanguage('en')));

async function fillIn(username = 'admin', password = 'admin') {
  await userEvent.type(screen.getByLabelText('User name'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

// "Ingat saya" is the spec's Indonesian; in English the box reads "Remember me" (issue 10).
it('shows the product name, the two fields, "Remember me" and Login', () => {
  renderLogin();
  expect(screen.getByRole('heading', { name: 'QR Guard' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'User name' })).toHaveFocus();
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
});

it('signs in with "Remember me" and goes to the label-maker highlight', async () => {
  login.mockImplementation(async () => {
    setSession(user, true);
    return user;
  });
  renderLogin();
  await userEvent.type(screen.getByLabelText('User name'), 'admin');
  await userEvent.type(screen.getByLabelText('Password'), 'admin');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'admin' }, true);
});

it('signs in on Enter', async () => {
  login.mockResolvedValue(user);
  renderLogin();
  await userEvent.type(screen.getByLabelText('User name'), 'admin');
  await userEvent.type(screen.getByLabelText('Password'), 'secret{Enter}');
  expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'secret' }, false);
});

it('returns to the page the guard turned away', async () => {
  login.mockResolvedValue(user);
  renderLogin({ from: '/dashboard/reports/suspect' });
  await fillIn();
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  expect(preload).toHaveBeenCalledWith('/dashboard/reports/suspect');
});

it('starts loading the dashboard when the form is sent, while the sign-in request runs', async () => {
  let answer: (value: SessionUser) => void = () => undefined;
  login.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  renderLogin();
  await fillIn();
  expect(preload).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(preload).toHaveBeenCalledWith('/dashboard/highlight/label-maker');
  expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-disabled', 'true');
  // A second click while the request runs sends nothing more.
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(login).toHaveBeenCalledTimes(1);
  answer(user);
  expect(await screen.findByText('dashboard page')).toBeInTheDocument();
});

it('says which field is empty, in words, before sending anything', async () => {
  renderLogin();
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  const username = screen.getByRole('textbox', { name: 'User name' });
  expect(username).toHaveAccessibleDescription('Please enter your user name.');
  expect(username).toHaveAttribute('aria-invalid', 'true');
  expect(username).toHaveFocus();
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password.');
  expect(login).not.toHaveBeenCalled();

  await userEvent.type(username, 'admin');
  expect(screen.queryByText('Please enter your user name.')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByLabelText('Password')).toHaveFocus();
  expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
  expect(login).not.toHaveBeenCalled();
});

it('says the same in Bahasa Indonesia when that was the last choice on this browser', async () => {
  act(() => setLanguage('id'));
  renderLogin();
  expect(screen.getByRole('checkbox', { name: 'Ingat saya' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
  expect(screen.getByRole('textbox', { name: 'Nama pengguna' })).toHaveAccessibleDescription(
    'Silakan masukkan nama pengguna Anda.',
  );
  expect(screen.getByLabelText('Kata sandi')).toHaveAccessibleDescription('Silakan masukkan kata sandi Anda.');
  expect(document.documentElement.lang).toBe('id');
});

it('shows the server\'s refusal in "Error!"', async () => {
  login.mockRejectedValue(new sharedApi.ApiError(429, 'Too many attempts, try again in 60 seconds'));
  renderLogin();
  await fillIn();
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Error!' });
  expect(dialog).toHaveAccessibleDescription('Too many attempts, try again in 60 seconds');
  expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'admin' }, false);

  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // The form is usable again and keeps what was typed.
  expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-disabled', 'false');
  expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
});

it('shows and hides the password', async () => {
  renderLogin();
  const password = screen.getByLabelText('Password');
  await userEvent.type(password, 'secret');
  const toggle = screen.getByRole('button', { name: 'Show password' });
  await userEvent.click(toggle);
  expect(password).toHaveAttribute('type', 'text');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(toggle);
  expect(password).toHaveAttribute('type', 'password');
});

it('sends a signed-in user on to the dashboard', async () => {
  setSession(user);
  renderLogin();
  expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  expect(preload).not.toHaveBeenCalled();
});
