import type { SessionUser } from '@qrguard/shared-api';
import { sessionUser } from '@qrguard/shared-api/testing';
import { routerStateOf, startsOnSignIn } from './startOnSignIn';

const user = (expires_at: string): SessionUser => sessionUser({ expires_at });

it.each(['/login', '/login/', '/LOGIN', '/'])('shows the form without the router on %s when signed out', (path) => {
  expect(startsOnSignIn(path, null)).toBe(true);
});

it('treats an expired session as signed out', () => {
  expect(startsOnSignIn('/login', user('2000-01-01T00:00:00Z'))).toBe(true);
});

it('needs the router for a signed-in user (who is sent on) and for every other page', () => {
  expect(startsOnSignIn('/login', user('2999-01-01T00:00:00Z'))).toBe(false);
  expect(startsOnSignIn('/cross-client', null)).toBe(false);
  expect(startsOnSignIn('/dashboard/highlight/label-maker', null)).toBe(false);
  expect(startsOnSignIn('/no/such/page', null)).toBe(false);
});

it("reads React Router's state from history.state", () => {
  expect(routerStateOf({ usr: { from: '/dashboard/reports' }, key: 'k', idx: 0 })).toEqual({
    from: '/dashboard/reports',
  });
  expect(routerStateOf(null)).toBeUndefined();
});
