// Sign-in and profile update (spec shell-highlights 3, 4, 7, 8); the product switch is in cross-client.ts.
import { endpoints } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { HttpError, unprocessable } from '../../http/errors';
import { route } from '../../http/route';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import { signedIn } from '../../plugins/auth';
import { findUserById, findUserByUsername, loadPrincipal, recordLogin, updateProfile } from '../users/queries';
import { LoginThrottle, loginLimits } from './throttle';
import { assertMayUseThisProduct, assertProductExists, requestedProduct, sessionProduct, sessionUser } from './session';

/** New passwords: the contract only asks for one character; the service asks for a usable password. */
export const MIN_NEW_PASSWORD_LENGTH = 8;

export default async function authRoutes(app: FastifyInstance, { config }: { config: Config }) {
  // Failed sign-ins per user and address, per user, per address (throttle.ts).
  const throttle = new LoginThrottle(app.db, loginLimits(config));

  route(app, endpoints.login, async (req) => {
    const user = await findUserByUsername(app.db, req.body.username.trim());
    await throttle.assertSignInAllowed(user?.id, req.ip);
    // An unknown name is checked against a dummy hash so it takes as long to refuse as a wrong password.
    const valid = await verifyPassword(req.body.password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !valid) {
      // Counted for the user only when it exists: invented names are counted under the address alone.
      const locked = await throttle.signInFailed(user?.id, req.ip);
      throw locked ?? new HttpError(401, 'Invalid user name or password.');
    }
    await throttle.signedIn(user.id, req.ip);
    // The host's product (issue 15), checked only once the password is right: nothing is told before.
    const product = requestedProduct(config, req.body.product_category);
    const principal = (await loadPrincipal(app.db, user.id))!;
    if (!principal.productCategoryIds.includes(product)) await assertProductExists(app.db, product);
    assertMayUseThisProduct(principal, product);
    await recordLogin(app.db, user.id);
    return { status: true, message: 'Login successful', data: sessionUser(app, principal, product) };
  });

  route(app, endpoints.updateProfile, async (req) => {
    const principal = signedIn(req);
    await throttle.assertProfileAllowed(principal.id);
    const { old_password: oldPassword, new_password: newPassword } = req.body;
    const name = req.body.name.trim();
    if (name === '')
      throw unprocessable('The name must not be blank.', [{ field: 'body/name', message: 'must not be blank' }]);
    const user = await findUserById(app.db, principal.id);
    if (!user || !(await verifyPassword(oldPassword, user.password_hash))) {
      // Counted like a failed sign-in: a stolen token must not allow guessing the password.
      throw (
        (await throttle.profileFailed(principal.id)) ??
        unprocessable('The old password is incorrect.', [{ field: 'body/old_password', message: 'is incorrect' }])
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
    await throttle.profileChanged(principal.id);
    const updated = (await loadPrincipal(app.db, principal.id))!;
    return {
      status: true,
      message: 'Successfully Updated User Profile',
      data: sessionUser(app, updated, sessionProduct(req, config)),
    };
  });
}
