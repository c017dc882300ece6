import { setSession, type SessionUser } from '@qrguard/shared-api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RequireAuth } from '../auth/RequireAuth';
import { UserMenu } from './UserMenu';

const user: SessionUser = {
  token: 't',
  expires_at: '2999-01-01T00:00:00Z',
  id: 1,
  display_name: 'Admin',
  name: 'admin',
  fullname: 'Administrator',
  role: [],
  permissions: [],
  product_category: 1,
  super_admin: 1,
};

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
  await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: /Log Out/ }));
  expect(await screen.findByText('login page, state null')).toBeInTheDocument();
});
