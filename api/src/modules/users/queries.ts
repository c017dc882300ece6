// Accounts: reading the signed-in user with roles and permissions, and creating
// users (used by the seed and by tests; user management builds on it later).
import { ROLE_SUPER_ADMIN, type UserLanguage } from '@qrguard/shared-api/contract';
import type { Queryable } from '../../db';
import { hashPassword } from '../../lib/password';

export const USER_ACTIVE = 1;
export const USER_INACTIVE = 0;

export interface UserRecord {
  id: number;
  username: string;
  display_name: string;
  fullname: string;
  password_hash: string;
  status: number;
  token_version: number;
  language: UserLanguage;
}

/** A user with what they may do: the subject of every authenticated request. */
export interface Principal {
  id: number;
  username: string;
  display_name: string;
  fullname: string;
  /** The dashboard's language, chosen by the user (issue 10). */
  language: UserLanguage;
  active: boolean;
  tokenVersion: number;
  /** Ordered: the first role is the one the sidebar rules look at. */
  roles: { id: number; name: string }[];
  permissions: string[];
  superAdmin: boolean;
  productCategoryIds: number[];
}

const USER_COLUMNS = 'id, username, display_name, fullname, password_hash, status, token_version, language';

export async function findUserByUsername(q: Queryable, username: string): Promise<UserRecord | undefined> {
  // A deleted user (soft delete, issue 13) is no one: not found by sign-in, and the name may be taken again.
  const rows = await q.query<UserRecord>(
    `select ${USER_COLUMNS} from users where lower(username) = lower($1) and deleted_at is null`,
    [username],
  );
  return rows[0];
}

export async function findUserById(q: Queryable, id: number): Promise<UserRecord | undefined> {
  // Deleted users are not found: loadPrincipal answers undefined, so their sessions end at the next request.
  const rows = await q.query<UserRecord>(`select ${USER_COLUMNS} from users where id = $1 and deleted_at is null`, [
    id,
  ]);
  return rows[0];
}

/** The user with roles, permissions (all of them for a super admin) and products; undefined when gone. */
export async function loadPrincipal(q: Queryable, id: number): Promise<Principal | undefined> {
  const user = await findUserById(q, id);
  if (!user) return undefined;
  const roles = await q.query<{ id: number; name: string }>(
    `select r.id, r.name from user_roles ur join roles r on r.id = ur.role_id
      where ur.user_id = $1 order by ur.position, r.id`,
    [id],
  );
  const superAdmin = roles.some((r) => r.id === ROLE_SUPER_ADMIN);
  const permissions = superAdmin
    ? await q.query<{ code: string }>('select code from permissions order by code')
    : await q.query<{ code: string }>(
        `select distinct rp.permission_code as code from user_roles ur
           join role_permissions rp on rp.role_id = ur.role_id
          where ur.user_id = $1 order by 1`,
        [id],
      );
  const products = await q.query<{ id: number }>(
    'select product_category_id as id from user_product_categories where user_id = $1 order by 1',
    [id],
  );
  return {
    id: user.id,
    username: user.username,
    display_name: user.display_name,
    fullname: user.fullname,
    language: user.language,
    active: user.status === USER_ACTIVE,
    tokenVersion: user.token_version,
    roles,
    permissions: permissions.map((p) => p.code),
    superAdmin,
    productCategoryIds: products.map((p) => p.id),
  };
}

export interface NewUser {
  username: string;
  password: string;
  display_name: string;
  fullname?: string;
  status?: number;
  roleIds: number[];
  productCategoryIds: number[];
}

/** Creates a user with its roles (in the given order) and products; returns the id. */
export async function createUser(q: Queryable, user: NewUser): Promise<number> {
  const hash = await hashPassword(user.password);
  const [row] = await q.query<{ id: number }>(
    `insert into users (username, display_name, fullname, password_hash, status)
     values ($1, $2, $3, $4, $5) returning id`,
    [user.username, user.display_name, user.fullname ?? '', hash, user.status ?? USER_ACTIVE],
  );
  const id = row!.id;
  for (const [position, roleId] of user.roleIds.entries()) {
    await q.query('insert into user_roles (user_id, role_id, position) values ($1, $2, $3)', [id, roleId, position]);
  }
  for (const pc of user.productCategoryIds) {
    await q.query('insert into user_product_categories (user_id, product_category_id) values ($1, $2)', [id, pc]);
  }
  return id;
}

export async function setUserStatus(q: Queryable, id: number, status: number): Promise<void> {
  await q.query('update users set status = $2, updated_at = now() where id = $1', [id, status]);
}

/** Stores a new password hash and display name; raising token_version revokes the tokens issued before. */
export async function updateProfile(
  q: Queryable,
  id: number,
  displayName: string,
  passwordHash: string,
): Promise<void> {
  await q.query(
    `update users set display_name = $2, password_hash = $3, token_version = token_version + 1, updated_at = now()
      where id = $1`,
    [id, displayName, passwordHash],
  );
}

export async function recordLogin(q: Queryable, id: number): Promise<void> {
  await q.query('update users set last_login_at = now() where id = $1', [id]);
}

/** Remembers the language the user reads the dashboard in. */
export async function updateLanguage(q: Queryable, id: number, language: UserLanguage): Promise<void> {
  await q.query('update users set language = $2, updated_at = now() where id = $1', [id, language]);
}
