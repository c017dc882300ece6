import type { SessionUser } from '../contract';

/** A signed-in user as the API returns it; the token expires a day from now. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    token: 'token-abc',
    expires_at: new Date(Date.now() + 24 * 3600_000).toISOString(),
    id: 7,
    display_name: 'Admin QR',
    name: 'admin',
    fullname: 'Administrator',
    language: 'en',
    role: [{ id: 1, name: 'Super Admin' }],
    permissions: [],
    product_category: 1,
    product_categories: [1],
    super_admin: 1,
    ...overrides,
  };
}
