import { setSession } from '@qrguard/shared-api';
import { sessionUser } from '@qrguard/shared-api/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RequireAuth } from '../auth/RequireAuth';
import { UserMenu } from './UserMenu';

const user = sessionUser({ display_name: 'Admin' });

function LoginProbe() {
  const location = useLocation();
  return <p>login page, state {JSON.stringify(location.state)}</p>;
}

it('logs out to /login without the guard remembering the page (the next sign-in lands on the landing page)', async () => {
  setSession(user);
  render(
    <MemoryRouter initialEntries={['/edit-profile']}>
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route
          path="/edit-profile"
          element={
            <RequireAuth>
              <UserMenu />
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: /Log Out/ }));
  expect(await screen.findByText('login page, state null')).toBeInTheDocument();
});

it('announces its menu, closes it on Escape and gives focus back to its button', async () => {
  setSession(user);
  render(
    <MemoryRouter>
      <UserMenu />
    </MemoryRouter>,
  );
  const button = screen.getByRole('button', { name: /User menu/ });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');

  button.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAttribute('aria-controls', menu.id);

  await userEvent.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await waitFor(() => expect(button).toHaveFocus());
});
