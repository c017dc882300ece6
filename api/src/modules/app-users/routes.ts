// POST /api/app/login: sign-in of the oil-maker and Penindakan apps with a
// device lock (issue 3, spec reports-settings 4). Failed attempts are counted
// by the dashboard's sign-in throttle (auth/throttle.ts, issue 9): per user and
// address, per user, per address; so a stranger's guesses lock out only the
// stranger's address, not the operator on the factory floor.
import { endpoints } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { DEVICE_LOCKED_MESSAGE, deviceSignIn } from '../../domain/device-lock';
import type { AppKind } from '../../domain/constants';
import { forbidden, HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { dummyPasswordHash, verifyPassword } from '../../lib/password';
import { LoginThrottle, loginLimits, type ThrottledUser } from '../auth/throttle';
import { findAppUser, recordAppLogin } from './queries';

/**
 * The throttle's key for an app user. app_users has ids of its own, which
 * overlap the dashboard's users.id: the prefix keeps their counts apart.
 */
export const appThrottleKey = (app: AppKind, id: number): ThrottledUser => `app:${app}:${id}`;

export default async function appUserRoutes(app: FastifyInstance, { config }: { config: Config }) {
  // One policy and one table with the dashboard's sign-in; an address's count is
  // shared too, so spraying names over both sign-ins is one count.
  const throttle = new LoginThrottle(app.db, loginLimits(config));

  route(app, endpoints.appLogin, async (req) => {
    const { app: kind, username, password, device_uuid: deviceUuid } = req.body;
    const user = await findAppUser(app.db, kind, username);
    // Undefined for a name that does not exist in this app: counted under the address only.
    const key = user && appThrottleKey(kind, user.id);
    await throttle.assertSignInAllowed(key, req.ip);
    // An unknown name is checked against a dummy hash so it takes as long to refuse as a wrong password.
    const valid = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !valid) {
      const locked = await throttle.signInFailed(key, req.ip);
      throw locked ?? new HttpError(401, 'Invalid user name or password.');
    }
    await throttle.signedIn(appThrottleKey(kind, user.id), req.ip);
    if (user.status !== 1) throw forbidden('This account is inactive. Please contact an administrator.');
    const device = deviceSignIn(user.device_uuid, deviceUuid);
    if (!device.ok) throw forbidden(device.reason);
    const bound = deviceUuid.trim();
    if (!(await recordAppLogin(app.db, user.id, device.bind ? bound : null))) throw forbidden(DEVICE_LOCKED_MESSAGE);
    const { token, expiresAt } = app.issueAppToken({
      id: user.id,
      app: kind,
      tokenVersion: user.token_version,
      deviceUuid: bound,
    });
    return {
      status: true,
      message: 'Login successful',
      data: {
        token,
        expires_at: expiresAt.toISOString(),
        id: user.id,
        username: user.username,
        app: kind,
        type: user.type,
        company: user.oil_maker_code,
        company_name: user.oil_maker_name,
        device_uuid: bound,
      },
    };
  });
}
