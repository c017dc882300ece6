import * as sharedApi from '@qrguard/shared-api';
import { setSession, type SessionUser } from '@qrguard/shared-api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FeedbackBridge } from '../feedback/feedback';
import LoginPage, { destinationAfterLogin } from './LoginPage';

jest.mock('@qrguard/shared-api', () => ({ ...jest.requireActual('@qrguard/shared-api'), login: jest.fn() }));
const login = jest.mocked(sharedApi.login);

const user: SessionUser = {
  token: 't',
  expires_at: new Date(Date.now() + 3600_000).toISOString(),
  id: 1,
  display_name: 'Admin',
  name: 'admin',
  fullname: 'Administrator',
  role: [],
  permissions: [],
  product_category: 1,
  super_admin: 1,
};

function renderLogin(state?: unknown) {
  return render(
    <App>
      <FeedbackBridge />
      <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/dashboard/*" element={<p>dashboard page</p>} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

beforeEach(() => {
  setSession(null);
  login.mockReset();
});

it('signs in with "Ingat saya" and goes to the label-maker highlight', async () => {
  login.mockImplementation(async () => {
    setSession(user, true);
    return user;
  });
  renderLogin();
  await userEvent.type(screen.getByLabelText('User name'), 'admin');
  await userEvent.type(screen.getByLabelText('Password'), 'admin');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Ingat saya' }));
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'admin' }, true);
});

it('sends empty fields to the server (no client-side validation) and shows its message', async () => {
  login.mockRejectedValue(new sharedApi.ApiError(429, 'Too many attempts, try again in 60 seconds'));
  renderLogin();
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Too many attempts, try again in 60 seconds');
  expect(login).toHaveBeenCalledWith({ username: '', password: '' }, false);
});

it('sends a signed-in user on to the dashboard', async () => {
  setSession(user);
  renderLogin();
  expect(await screen.findByText('dashboard page')).toBeInTheDocument();
});

describe('destinationAfterLogin', () => {
  it.each([
    [undefined, '/dashboard/highlight/label-maker'],
    [{ from: '/dashboard/reports/suspect?x=1' }, '/dashboard/reports/suspect?x=1'],
    [{ from: '//evil.example.com' }, '/dashboard/highlight/label-maker'],
    [{ from: 'https://evil.example.com' }, '/dashboard/highlight/label-maker'],
    [{ from: '/login' }, '/dashboard/highlight/label-maker'],
  ])('%j -> %s', (state, expected) => expect(destinationAfterLogin(state)).toBe(expected));
});
