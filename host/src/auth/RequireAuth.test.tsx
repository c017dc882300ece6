import { sessionAtom, setSession, store, type SessionUser } from '@qrguard/shared-api';
import { sessionUser } from '@qrguard/shared-api/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RequireAuth } from './RequireAuth';

const user = (expires_at: string): SessionUser => sessionUser({ expires_at });

function renderGuarded() {
  return render(
    <MemoryRouter initialEntries={['/dashboard/reports/customer']}>
      <Routes>
        <Route path="/login" element={<p>login page</p>} />
        <Route
          path="/dashboard/*"
          element={
            <RequireAuth>
              <p>protected page</p>
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

it('sends a signed-out user to /login', () => {
  setSession(null);
  renderGuarded();
  expect(screen.getByText('login page')).toBeInTheDocument();
});

it('sends a user with an expired token to /login and forgets the session', () => {
  setSession(user('2000-01-01T00:00:00Z'));
  renderGuarded();
  expect(screen.getByText('login page')).toBeInTheDocument();
  expect(store.get(sessionAtom)).toBeNull();
});

it('lets a signed-in user through', () => {
  setSession(user('2999-01-01T00:00:00Z'));
  renderGuarded();
  expect(screen.getByText('protected page')).toBeInTheDocument();
});
