// The app the fuzz runs against: a test app on the database under test
// (TEST_DB), listening on a spare loopback port for the event stream, with
// some issued and activated codes so lookups find something, a super admin
// whose password the fuzz never sends (so no request can revoke its session),
// a station key and both apps' tokens. The public scan limit is lifted: the
// fuzz is one client address sending thousands of requests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ROLE_SUPER_ADMIN } from '@qrguard/shared-api/contract';
import { createUser } from '../modules/users/queries';
import { login, startTestApp, TEST_JWT_SECRET, type TestApp } from '../testing/app';
import { activate, appToken, issueCodes, stationKey } from '../testing/engine';
import { nowSeconds, signHs256 } from '../testing/jwt';
import type { Credentials } from './run';
import type { Pools } from './schema-values';

export interface FuzzApp {
  t: TestApp;
  baseUrl: string;
  credentials: Credentials;
  pools: Pools;
  /** The super admin's token, for the checks after the run. */
  session: string;
  close(): Promise<void>;
}

export async function startFuzzApp(env: Record<string, string> = {}): Promise<FuzzApp> {
  const photoDir = mkdtempSync(path.join(tmpdir(), 'qrguard-fuzz-photos-'));
  const t = await startTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '10000000', PHOTO_DIR: photoDir, ...env });
  try {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const password = randomBytes(18).toString('base64url');
    // An id far from the pools' small ids: user management (issue 13) lets a super admin edit and demote
    // users by id, and the fuzz must not demote or lock out its own session by chance.
    await t.db.query("select setval(pg_get_serial_sequence('users', 'id'), 900000)");
    await createUser(t.db, {
      username: 'fuzz-root',
      password,
      display_name: 'Fuzz',
      roleIds: [ROLE_SUPER_ADMIN],
      productCategoryIds: [t.config.productCategoryId],
    });
    const session = (await login(t.app, 'fuzz-root', password)).token;

    const issued = await issueCodes(t, { prefix: 'FZ', ordered: 24 });
    await activate(t, issued.qrcodes.slice(0, 12));
    const ids = (await t.db.query<{ id: number }>('select id from qr_codes order by id limit 30')).map((r) => r.id);

    const credentials: Credentials = {
      valid: {
        session,
        stationKey: await stationKey(t),
        oilMakerApp: await appToken(t, { app: 'oilmaker', username: 'fuzz-oil' }),
        penindakanApp: await appToken(t, { app: 'penindakan', username: 'fuzz-pen' }),
      },
      // Well-formed and unexpired, for a user id that does not exist, signed with the real key.
      forged: signHs256({ sub: '999999', username: 'ghost', ver: 0, pc: 1, exp: nowSeconds() + 3600 }, TEST_JWT_SECRET),
    };
    const pools: Pools = {
      codes: [...issued.qrcodes, ...issued.serials.slice(0, 3), 'UNKNOWN-CODE-0001'],
      ids: [...ids, 1, 2, 3, 2_147_483_647],
      clientIds: ['fuzz-client-0001', 'fuzz-client-0002', 'fuzz-client-0003'],
    };
    return {
      t,
      baseUrl,
      credentials,
      pools,
      session,
      async close() {
        await t.close();
        rmSync(photoDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await t.close();
    throw err;
  }
}
