// Sign-in, profile update and cross-client sign-in (spec shell-highlights 3, 4, 7, 8).
import { endpoints } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Queryable } from '../../db';
import { forbidden, HttpError, tooManyRequests, unauthorized, unprocessable } from '../../http/errors';
import { route } from '../../http/route';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import { clockTime } from '../../lib/time';
import { signedIn } from '../../plugins/auth';
import {
  findUserById,
  findUserByUsername,
  loadPrincipal,
  recordLogin,
  updateProfile,
  type Principal,
} from '../users/queries';
import { clearFailures, lockedUntil, recordFailure, throttleKey } from './queries';
import { sessionUser } from './session';

/** New passwords: the contract only asks for one character; the service asks for a usable password. */
export const MIN_NEW_PASSWORD_LENGTH = 8;

export default async function authRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const lockedError = (until: Date) => {
    const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60000));
    return tooManyRequests(
      `Too many failed sign-in attempts for this user name. Try again after ${clockTime(until, config.businessTz)} (in ${minutes} minute${minutes === 1 ? '' : 's'}).`,
      (until.getTime() - Date.now()) / 1000,
    );
  };

  /** Refuses while the name is locked. */
  async function assertNotLocked(q: Queryable, key: string) {
    const until = await lockedUntil(q, key);
    if (until) throw lockedError(until);
  }

  /** Counts a failure and returns the error to answer: the lock when it now applies, else `otherwise`. */
  async function failure(key: string, otherwise: HttpError): Promise<HttpError> {
    const until = await recordFailure(app.db, key, config.loginMaxFailures, config.loginLockMinutes);
    return until ? lockedError(until) : otherwise;
  }

  function assertMayUseProduct(principal: Principal) {
    if (!principal.active) throw forbidden('This account is inactive. Please contact an administrator.');
    if (!principal.productCategoryIds.includes(config.productCategoryId)) {
      throw forbidden('This account has no access to this product.');
    }
  }

  route(app, endpoints.login, async (req) => {
    const key = throttleKey(req.body.username);
    await assertNotLocked(app.db, key);
    const user = await findUserByUsername(app.db, req.body.username.trim());
    // An unknown name is checked against a dummy hash so it takes as long to refuse as a wrong password.
    const valid = await verifyPassword(req.body.password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !valid) throw await failure(key, new HttpError(401, 'Invalid user name or password.'));
    await clearFailures(app.db, key);
    const principal = (await loadPrincipal(app.db, user.id))!;
    assertMayUseProduct(principal);
    await recordLogin(app.db, user.id);
    return { status: true, message: 'Login successful', data: sessionUser(app, principal, config.productCategoryId) };
  });

  route(app, endpoints.updateProfile, async (req) => {
    const principal = signedIn(req);
    const key = throttleKey(principal.username);
    await assertNotLocked(app.db, key);
    const { old_password: oldPassword, new_password: newPassword } = req.body;
    const name = req.body.name.trim();
    if (name === '')
      throw unprocessable('The name must not be blank.', [{ field: 'body/name', message: 'must not be blank' }]);
    const user = await findUserById(app.db, principal.id);
    if (!user || !(await verifyPassword(oldPassword, user.password_hash))) {
      // Counted like a failed sign-in: a stolen token must not allow guessing the password.
      throw await failure(
        key,
        unprocessable('The old password is incorrect.', [{ field: 'body/old_password', message: 'is incorrect' }]),
      );
    }
    if (newPassword.length < MIN_NEW_PASSWORD_LENGTH) {
      throw unprocessable(`The new password must have at least ${MIN_NEW_PASSWORD_LENGTH} characters.`, [
        { field: 'body/new_password', message: `must have at least ${MIN_NEW_PASSWORD_LENGTH} characters` },
      ]);
    }
    if (newPassword === oldPassword) {
      throw unprocessable('The new password must be different from the old password.', [
        { field: 'body/new_password', message: 'must differ from the old password' },
      ]);
    }
    await updateProfile(app.db, principal.id, name, await hashPassword(newPassword));
    await clearFailures(app.db, key);
    const updated = (await loadPrincipal(app.db, principal.id))!;
    return {
      status: true,
      message: 'Successfully Updated User Profile',
      data: sessionUser(app, updated, config.productCategoryId),
    };
  });

  route(app, endpoints.crossClient, async (req) => {
    let claims: { username?: unknown };
    try {
      claims = app.jwt.sso.verify(req.body.token);
    } catch (err) {
      const expired = (err as { code?: string }).code === 'FAST_JWT_EXPIRED';
      throw unauthorized(
        expired
          ? 'the token from the other app has expired, please sign in again'
          : 'the token from the other app is not valid',
      );
    }
    if (typeof claims.username !== 'string' || claims.username === '')
      throw unauthorized('the token from the other app names no user');
    const user = await findUserByUsername(app.db, claims.username);
    if (!user) throw unauthorized('the user of the other app has no account here');
    const principal = (await loadPrincipal(app.db, user.id))!;
    assertMayUseProduct(principal);
    await recordLogin(app.db, user.id);
    return { status: true, message: 'Login successful', data: sessionUser(app, principal, config.productCategoryId) };
  });
}
