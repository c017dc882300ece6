import type { SessionUser } from '../contract';

/** True when the token's expiry has passed (or the time is unreadable). */
export function isTokenExpired(
  user: Pick<SessionUser, 'expires_at'> | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!user) return true;
  const expiresAt = Date.parse(user.expires_at);
  return Number.isNaN(expiresAt) || expiresAt <= now.getTime();
}
