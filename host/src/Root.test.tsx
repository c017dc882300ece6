import * as sharedApi from '@qrguard/shared-api';
import { setSession } from '@qrguard/shared-api';
import { sessionUser } from '@qrguard/shared-api/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetFeedback } from './feedback/feedback';
import { Root } from './Root';
import { preloadSignedInArea } from './routes/chunks';

jest.mock('@qrguard/shared-api', () => ({ ...jest.requireActual('@qrguard/shared-api'), login: jest.fn() }));
// Stands in for the router's chunk: shows where the router would start.
jest.mock('./routes/chunks', () => {
  const { loadOnce } = jest.requireActual('@qrguard/shared-ui/lazy');
  return {
    loadRoutedApp: loadOnce(async () => ({ default: () => <p>router at {window.location.pathname}</p> })),
    preloadSignedInArea: jest.fn(),
  };
});
const login = jest.mocked(sharedApi.login);

const user = sessionUser();

/** Fills the form (empty fields are refused before anything is sent) and sends it. */
async function signIn() {
  await userEvent.type(screen.getByLabelText('User name'), 'admin');
  await userEvent.type(screen.getByLabelText('Password'), 'admin');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => {
  resetFeedback();
  setSession(null);
  window.history.replaceState(null, '', '/login');
});

it('shows the sign-in form without the router, and starts the router on the landing page after sign-in', async () => {
  login.mockResolvedValue(user);
  render(<Root startOnSignIn />);
  expect(screen.queryByText(/router at/)).not.toBeInTheDocument();
  await signIn();
  expect(preloadSignedInArea).toHaveBeenCalledWith('/dashboard/highlight/label-maker');
  expect(await screen.findByText('router at /dashboard/highlight/label-maker')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
});

it('returns to the page the guard turned away before a reload', async () => {
  window.history.replaceState({ usr: { from: '/dashboard/reports/customer' }, key: 'k', idx: 0 }, '', '/login');
  login.mockResolvedValue(user);
  render(<Root startOnSignIn />);
  await signIn();
  expect(await screen.findByText('router at /dashboard/reports/customer')).toBeInTheDocument();
});

it('stays on the form with the "Error!" popup when sign-in fails', async () => {
  login.mockRejectedValue(new sharedApi.ApiError(401, 'Invalid user name or password.'));
  render(<Root startOnSignIn />);
  await signIn();
  expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent('Invalid user name or password.');
  expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/login');
});

it('starts with the router for any other first page', async () => {
  window.history.replaceState(null, '', '/no/such/page');
  render(<Root />);
  expect(await screen.findByText('router at /no/such/page')).toBeInTheDocument();
});
