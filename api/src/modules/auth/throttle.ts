// The sign-in throttle's policy (issue 9): which counts a failure feeds and
// which locks refuse a request. Counting per user name alone let five wrong
// passwords from anywhere lock the real user out everywhere, and let one
// address try a few passwords on every name. So a failure counts
//   - for this user from this address ("pair", LOGIN_MAX_FAILURES): the lock a
//     guesser meets first, and it shuts out only the guesser's address;
//   - for this user from any address ("user", LOGIN_USER_MAX_FAILURES): looser,
//     it still slows a guess spread over many addresses;
//   - for this address whatever the name ("address", LOGIN_ADDRESS_MAX_FAILURES):
//     password spraying across many names.
// A name that does not exist is counted under its address only, so invented
// names add no rows. The counts live in PostgreSQL (queries.ts), shared by
// every API instance. The apps' sign-in (modules/app-users) uses the same
// policy, its users counted under keys of their own (ThrottledUser).
import { normalizeIP } from '@fastify/rate-limit';
import type { Config } from '../../config';
import type { Queryable } from '../../db';
import { tooManyRequests, type HttpError } from '../../http/errors';
import { clockTime } from '../../lib/time';
import { activeLocks, clearCounts, countFailure, type CounterKey, type LimitScope, type Lock } from './queries';

export interface LoginLimits {
  pairMaxFailures: number;
  userMaxFailures: number;
  addressMaxFailures: number;
  lockMinutes: number;
  /** Where "Try again after HH:mm" is told. */
  timeZone: string;
}

export const loginLimits = (config: Config): LoginLimits => ({
  pairMaxFailures: config.loginMaxFailures,
  userMaxFailures: config.loginUserMaxFailures,
  addressMaxFailures: config.loginAddressMaxFailures,
  lockMinutes: config.loginLockMinutes,
  timeZone: config.businessTz,
});

/**
 * The client address a count is kept under: IPv4 as is (also when written as
 * ::ffff:a.b.c.d), IPv6 by its /64, which one subscriber usually holds whole,
 * as @fastify/rate-limit does; otherwise every address of it would be a fresh count.
 */
export const addressKey = (ip: string): string => normalizeIP(ip, 64);

/**
 * Whose failures a count is kept for: a dashboard user by its id (users.id),
 * an app user by `app:<app>:<id>` (app_users has ids of its own, which must not
 * share a count with the dashboard user of the same number). The prefix is in
 * the type so that a bare numeric string cannot pass for a dashboard id.
 */
export type ThrottledUser = number | `app:${string}`;

const pair = (userId: ThrottledUser, address: string): CounterKey => ({ scope: 'pair', key: `${userId}@${address}` });
const user = (userId: ThrottledUser): CounterKey => ({ scope: 'user', key: String(userId) });
const address = (addr: string): CounterKey => ({ scope: 'address', key: addr });
const profile = (userId: ThrottledUser): CounterKey => ({ scope: 'profile', key: String(userId) });

const MESSAGE: Record<LimitScope, string> = {
  pair: 'Too many failed sign-in attempts for this user name.',
  user: 'Too many failed sign-in attempts for this user name.',
  profile: 'Too many failed sign-in attempts for this user name.',
  address: 'Too many failed sign-in attempts from this address.',
};

export class LoginThrottle {
  constructor(
    private readonly db: Queryable,
    private readonly limits: LoginLimits,
  ) {}

  /** The 429 for a lock: a time a person can read, and Retry-After for a program. */
  private lockedError(lock: Lock): HttpError {
    const ms = lock.until.getTime() - Date.now();
    const minutes = Math.max(1, Math.ceil(ms / 60000));
    return tooManyRequests(
      `${MESSAGE[lock.scope]} Try again after ${clockTime(lock.until, this.limits.timeZone)} (in ${minutes} minute${minutes === 1 ? '' : 's'}).`,
      ms / 1000,
    );
  }

  /** The lock to tell about: the address's first (it holds for every name), else the one that lasts longest. */
  private errorFor(locks: Lock[]): HttpError | undefined {
    if (locks.length === 0) return undefined;
    const chosen =
      locks.find((l) => l.scope === 'address') ??
      locks.reduce((a, b) => (b.until.getTime() > a.until.getTime() ? b : a));
    return this.lockedError(chosen);
  }

  /** Refuses a sign-in while a lock stands. `userId` is undefined for a name that does not exist. */
  async assertSignInAllowed(userId: ThrottledUser | undefined, ip: string): Promise<void> {
    const addr = addressKey(ip);
    // A wrong old password in Edit Profile locks the sign-in too: it is the same password being guessed.
    const keys =
      userId === undefined ? [address(addr)] : [pair(userId, addr), user(userId), address(addr), profile(userId)];
    const error = this.errorFor(await activeLocks(this.db, keys));
    if (error) throw error;
  }

  /** Counts a failed sign-in; returns the 429 to answer when it caused a lock. */
  async signInFailed(userId: ThrottledUser | undefined, ip: string): Promise<HttpError | undefined> {
    const { pairMaxFailures, userMaxFailures, addressMaxFailures, lockMinutes } = this.limits;
    const addr = addressKey(ip);
    const counters = [{ ...address(addr), max: addressMaxFailures }];
    if (userId !== undefined)
      counters.push({ ...pair(userId, addr), max: pairMaxFailures }, { ...user(userId), max: userMaxFailures });
    return this.errorFor(await countFailure(this.db, counters, lockMinutes));
  }

  /**
   * A successful sign-in forgets this address's failures for the user (and
   * Edit Profile's). Not the user's count over all addresses, nor the address's
   * over all names: a guesser holding one real account must not be able to
   * reset them by signing in between guesses.
   */
  async signedIn(userId: ThrottledUser, ip: string): Promise<void> {
    await clearCounts(this.db, [pair(userId, addressKey(ip)), profile(userId)]);
  }

  /** Edit Profile: refused while the user is locked. */
  async assertProfileAllowed(userId: number): Promise<void> {
    const error = this.errorFor(await activeLocks(this.db, [profile(userId), user(userId)]));
    if (error) throw error;
  }

  /** A wrong old password in Edit Profile: counted per user like a failed sign-in, so a stolen token cannot guess it. */
  async profileFailed(userId: number): Promise<HttpError | undefined> {
    const { pairMaxFailures, lockMinutes } = this.limits;
    return this.errorFor(await countFailure(this.db, [{ ...profile(userId), max: pairMaxFailures }], lockMinutes));
  }

  async profileChanged(userId: number): Promise<void> {
    await clearCounts(this.db, [profile(userId)]);
  }
}
