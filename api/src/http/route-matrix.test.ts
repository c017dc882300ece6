// The route-by-role matrix (issue 9): for every route of the contract table and
// every kind of caller, the status the API must answer. The rows come from the
// table itself and the expected status from each route's `access` rule, so a new
// route is checked the day it is added, and an access rule this file does not
// know fails the test until someone says what it means here.
//
// Each call is the bare request (no query, `{}` as body): who the caller is
// must decide the answer before what they sent does. A caller without a
// usable credential gets 401 whatever the body ("validation never runs before
// the session check", issue 9); a caller the rule admits gets anything but
// 401/403 (often a 400 for the missing fields) and never a 5xx.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  DEVICE_ACCESS,
  endpoints,
  PERMISSIONS,
  ROLE_SUPER_ADMIN,
  ROLE_WORK_ORDER,
  type Access,
  type DeviceAccess,
  type Endpoint,
} from '@qrguard/shared-api/contract';
import { createUser } from '../modules/users/queries';
import { bearer, login, startTestApp, type TestApp } from '../testing/app';
import { appToken, stationKey } from '../testing/engine';
import { nowSeconds, signHs256 } from '../testing/jwt';

/** 'refused': 401 or 403, either says no. */
type Expected = 'allowed' | 'refused' | 401 | 403;

/** The callers of the matrix. */
const ACTORS = [
  'no credential',
  'forged token',
  'revoked token',
  'user without permissions',
  'user with exactly the permission',
  'work-order user (role 2)',
  'super admin (role 1)',
  "the route's device credential",
  "another device's credential",
] as const;
type Actor = (typeof ACTORS)[number];

const PERMISSION_CODES = new Set<string>(Object.values(PERMISSIONS));
const isDevice = (access: Access) => (DEVICE_ACCESS as readonly string[]).includes(access);

/**
 * What each caller must get from a route with this access rule. An unknown
 * rule throws: a new kind of access needs its row here before the suite passes.
 */
function expected(access: Access, actor: Actor, workOrderPermissions: readonly string[]): Expected {
  if (access === 'public') return 'allowed';
  if (isDevice(access)) {
    if (actor === "the route's device credential") return 'allowed';
    return actor === "another device's credential" ? 'refused' : 401;
  }
  if (access !== 'user' && access !== 'superAdmin' && !PERMISSION_CODES.has(access)) {
    throw new Error(`route-matrix: no rule for the access kind "${String(access)}"`);
  }
  switch (actor) {
    case 'no credential':
    case 'forged token':
    case 'revoked token':
    case "the route's device credential": // a station key or an app token never opens a dashboard route
    case "another device's credential":
      return 401;
    case 'user without permissions':
      return access === 'user' ? 'allowed' : 403;
    case 'work-order user (role 2)':
      return access === 'user' || workOrderPermissions.includes(access) ? 'allowed' : 403;
    case 'user with exactly the permission':
      return access === 'superAdmin' ? 403 : 'allowed';
    case 'super admin (role 1)':
      return 'allowed';
  }
}

let t: TestApp;
let base: string;
const tokens = new Map<string, string>();
let workOrderPermissions: string[] = [];

async function userWith(username: string, roleIds: number[]): Promise<string> {
  await createUser(t.db, {
    username,
    password: `${username}-pass`,
    display_name: username,
    roleIds,
    productCategoryIds: [t.config.productCategoryId],
  });
  return (await login(t.app, username, `${username}-pass`)).token;
}

/** A role holding exactly `codes` (none for an empty list). */
async function roleWith(name: string, codes: string[]): Promise<number> {
  const [role] = await t.db.query<{ id: number }>('insert into roles (name) values ($1) returning id', [name]);
  for (const code of codes) {
    await t.db.query('insert into role_permissions (role_id, permission_code) values ($1, $2)', [role!.id, code]);
  }
  return role!.id;
}

before(async () => {
  t = await startTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000' });
  // The event stream never ends: it is called over real HTTP and dropped once its status is known.
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });

  tokens.set('forged token', signHs256({ sub: '1', username: 'admin', ver: 0, pc: 1, exp: nowSeconds() + 600 }, 'x'));
  tokens.set('user without permissions', await userWith('matrix-none', [await roleWith('matrix none', [])]));
  tokens.set('work-order user (role 2)', await userWith('matrix-wo', [ROLE_WORK_ORDER]));
  tokens.set('super admin (role 1)', await userWith('matrix-root', [ROLE_SUPER_ADMIN]));
  const used = new Set(Object.values(endpoints).map((e: Endpoint) => e.access));
  for (const code of PERMISSION_CODES) {
    if (!used.has(code as Access)) continue;
    tokens.set(
      `perm:${code}`,
      await userWith(`matrix-${code.toLowerCase()}`, [await roleWith(`matrix ${code}`, [code])]),
    );
  }

  // Revoked by a password change: the old token must stay dead.
  const revoked = await userWith('matrix-revoked', [ROLE_SUPER_ADMIN]);
  const changed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/update-profile',
    headers: bearer(revoked),
    payload: { name: 'Revoked', old_password: 'matrix-revoked-pass', new_password: 'matrix-revoked-new' },
  });
  assert.equal(changed.statusCode, 200, changed.body);
  tokens.set('revoked token', revoked);

  tokens.set('station', await stationKey(t));
  tokens.set('app:oilmaker', await appToken(t, { app: 'oilmaker', username: 'matrix-oil' }));
  tokens.set('app:penindakan', await appToken(t, { app: 'penindakan', username: 'matrix-pen' }));

  workOrderPermissions = (
    await t.db.query<{ code: string }>('select permission_code as code from role_permissions where role_id = $1', [
      ROLE_WORK_ORDER,
    ])
  ).map((r) => r.code);
});
after(() => t.close());

function credentialOf(actor: Actor, access: Access): string | undefined {
  switch (actor) {
    case 'no credential':
      return undefined;
    case 'user with exactly the permission':
      // For 'user', 'public' and device routes no permission is "the" permission: a user without any.
      return tokens.get(`perm:${access}`) ?? tokens.get('user without permissions');
    case "the route's device credential":
      return tokens.get(isDevice(access) ? access : 'app:oilmaker');
    case "another device's credential":
      // The next kind round the list: a station key on an app route, an app token on another app's route.
      return tokens.get(isDevice(access) ? OTHER_DEVICE[access as DeviceAccess] : 'station');
    default:
      return tokens.get(actor);
  }
}

/** The status of the bare request; the event stream is read over HTTP only up to its status line. */
async function statusOf(e: Endpoint, token: string | undefined): Promise<number> {
  const headers: Record<string, string> = token ? bearer(token) : {};
  if (e === endpoints.notificationStream) {
    const abort = new AbortController();
    const res = await fetch(`${base}${e.url}`, { headers, signal: abort.signal });
    abort.abort();
    return res.status;
  }
  const res = await t.app.inject({
    method: e.method,
    url: e.url,
    headers,
    ...(e.method === 'POST' || e.method === 'PUT' ? { payload: {} } : {}),
  });
  return res.statusCode;
}

const OTHER_DEVICE: Record<DeviceAccess, DeviceAccess> = {
  station: 'app:oilmaker',
  'app:oilmaker': 'app:penindakan',
  'app:penindakan': 'station',
};

function meets(status: number, want: Expected): boolean {
  if (want === 'allowed') return status !== 401 && status !== 403 && status < 500;
  if (want === 'refused') return status === 401 || status === 403;
  return status === want;
}

test('every route answers every kind of caller as its access rule says', async () => {
  const rows = Object.entries(endpoints) as [string, Endpoint][];
  assert.ok(rows.length >= 40, `only ${rows.length} routes in the table?`);
  const failures: string[] = [];
  let checked = 0;
  for (const [name, e] of rows) {
    for (const actor of ACTORS) {
      const want = expected(e.access, actor, workOrderPermissions);
      const status = await statusOf(e, credentialOf(actor, e.access));
      checked++;
      if (!meets(status, want)) {
        failures.push(`${name} (${e.method} ${e.url}, access ${e.access}) as ${actor}: got ${status}, want ${want}`);
      }
    }
  }
  assert.equal(checked, rows.length * ACTORS.length);
  assert.deepEqual(failures, [], `${failures.length} of ${checked} cells are wrong:\n${failures.join('\n')}`);
});

test('an access kind the matrix does not know fails it', () => {
  assert.throws(() => expected('ROOT' as Access, 'super admin (role 1)', []), /no rule for the access kind "ROOT"/);
});
