// POST /api/app/login: sign-in of the oil-maker and Penindakan apps with a
// device lock (issue 3, spec reports-settings 4). Failed attempts count
// against the user name like the dashboard's sign-in.
import { endpoints } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { DEVICE_LOCKED_MESSAGE, deviceSignIn } from '../../domain/device-lock';
import { forbidden, HttpError, tooManyRequests } from '../../http/errors';
import { route } from '../../http/route';
import { dummyPasswordHash, verifyPassword } from '../../lib/password';
import { clockTime } from '../../lib/time';
import { clearFailures, lockedUntil, recordFailure, throttleKey } from '../auth/queries';
import { findAppUser, recordAppLogin } from './queries';

export default async function appUserRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const locked = (until: Date) =>
    tooManyRequests(
      `Too many failed sign-in attempts for this user name. Try again after ${clockTime(until, config.businessTz)}.`,
      (until.getTime() - Date.now()) / 1000,
    );

  route(app, endpoints.appLogin, async (req) => {
    const { app: kind, username, password, device_uuid: deviceUuid } = req.body;
    // Counted apart from dashboard sign-ins: the same name may exist in both.
    const key = `app:${kind}:${throttleKey(username)}`;
    const until = await lockedUntil(app.db, key);
    if (until) throw locked(until);
    const user = await findAppUser(app.db, kind, username);
    const valid = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !valid) {
      const now = await recordFailure(app.db, key, config.loginMaxFailures, config.loginLockMinutes);
      throw now ? locked(now) : new HttpError(401, 'Invalid user name or password.');
    }
    await clearFailures(app.db, key);
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
