// Users of the oil-maker app and the Penindakan app (issue 3; managed from
// Settings > User Management, spec reports-settings 2).
import type { APP_USER_SORT_KEYS, AppUserRow } from '@qrguard/shared-api/contract';
import type { Queryable } from '../../db';
import type { AppKind } from '../../domain/constants';
import { isLockFree } from '../../domain/device-lock';
import { limitOffset, orderBy, type PageRequest, type SortOrder } from '../../domain/paging';
import { hashPassword } from '../../lib/password';
import { iso } from '../../lib/time';

export interface AppUserRecord {
  id: number;
  app: AppKind;
  username: string;
  type: string;
  oil_maker_id: number | null;
  oil_maker_code: string | null;
  oil_maker_name: string | null;
  password_hash: string;
  status: number;
  device_uuid: string | null;
  token_version: number;
}

export async function findAppUser(q: Queryable, app: AppKind, username: string): Promise<AppUserRecord | undefined> {
  const rows = await q.query<AppUserRecord>(
    `select u.id, u.app, u.username, u.type, u.oil_maker_id, om.code as oil_maker_code, om.name as oil_maker_name,
            u.password_hash, u.status, u.device_uuid, u.token_version
       from app_users u left join oil_makers om on om.id = u.oil_maker_id
      where u.app = $1 and lower(u.username) = lower($2) and u.deleted_at is null`,
    [app, username.trim()],
  );
  return rows[0];
}

export interface NewAppUser {
  app: AppKind;
  username: string;
  password: string;
  type: string;
  /** Required for the oil-maker app, absent for Penindakan. */
  oilMakerId?: number | null;
  status?: number;
  deviceUuid?: string | null;
  /** Product Type; the oil product (1) when not given. */
  productCategoryIds?: readonly number[];
}

export async function createAppUser(q: Queryable, user: NewAppUser): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `insert into app_users (app, username, type, oil_maker_id, password_hash, status, device_uuid)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      user.app,
      user.username,
      user.type,
      user.oilMakerId ?? null,
      await hashPassword(user.password),
      user.status ?? 1,
      user.deviceUuid ?? null,
    ],
  );
  await setAppUserProducts(q, row!.id, user.productCategoryIds ?? [1]);
  return row!.id;
}

/**
 * A successful sign-in: records the time and, when `bindDevice` is given,
 * binds the device, but only if the lock is still free (or already this
 * device): two phones racing for a free lock cannot both win. False when lost.
 */
export async function recordAppLogin(q: Queryable, id: number, bindDevice: string | null): Promise<boolean> {
  const rows = await q.query(
    `update app_users set last_login_at = now(), device_uuid = coalesce($2::text, device_uuid)
      where id = $1 and ($2::text is null or device_uuid is null or trim(device_uuid) in ('', '-1') or device_uuid = $2::text)
      returning id`,
    [id, bindDevice],
  );
  return rows.length === 1;
}

/**
 * Lifts the device lock (the original's dashboard sent device_uuid -1): the
 * next sign-in binds a new device, and the tokens of the old device stop
 * working (device-auth checks the lock on every request).
 */
export async function liftDeviceLock(q: Queryable, id: number): Promise<void> {
  await q.query('update app_users set device_uuid = null, updated_at = now() where id = $1', [id]);
}

// ---- Settings > User Management: the apps' accounts (issue 13) ----

/** The accounts a list, an edit or a sign-in may find: deleted ones (soft delete) are no one. */
const NOT_DELETED = 'u.deleted_at is null';

export const APP_USER_COLUMNS: Record<(typeof APP_USER_SORT_KEYS)[number], string> = {
  id: 'u.id',
  username: 'lower(u.username)',
  type: 'u.type',
  company: 'om.code',
  status: 'u.status',
  last_login: 'u.last_login_at',
  created_at: 'u.created_at',
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ROW_SELECT = `
  select u.id, u.app, u.username, u.type, om.code as company, om.name as company_name, u.status, u.device_uuid,
         u.last_login_at, u.created_at,
         coalesce((select json_agg(pc.id order by pc.id)
                     from app_user_product_categories upc join product_categories pc on pc.id = upc.product_category_id
                    where upc.app_user_id = u.id), '[]'::json) as product_category_ids,
         coalesce((select string_agg(pc.name, ', ' order by pc.id)
                     from app_user_product_categories upc join product_categories pc on pc.id = upc.product_category_id
                    where upc.app_user_id = u.id), '') as product_category
    from app_users u left join oil_makers om on om.id = u.oil_maker_id`;

interface RawAppUserRow {
  id: number;
  app: AppKind;
  username: string;
  type: string;
  company: string | null;
  company_name: string | null;
  status: number;
  device_uuid: string | null;
  last_login_at: Date | string | null;
  created_at: Date | string;
  product_category_ids: unknown;
  product_category: string;
}

function toAppUserRow(r: RawAppUserRow): AppUserRow {
  return {
    id: r.id,
    app: r.app,
    username: r.username,
    type: r.type,
    company: r.company,
    company_name: r.company_name,
    status: r.status === 1 ? 1 : 0,
    // The uuid itself stays in the database: the page only says whether a device holds the lock.
    device_lock: isLockFree(r.device_uuid) ? 'NONE' : 'SET',
    product_category: r.product_category,
    product_category_ids: (typeof r.product_category_ids === 'string'
      ? JSON.parse(r.product_category_ids)
      : r.product_category_ids) as number[],
    last_login: r.last_login_at === null ? null : iso(r.last_login_at),
    created_at: iso(r.created_at),
  };
}

export async function appUserPage(
  q: Queryable,
  app: AppKind,
  search: string | undefined,
  sort: { by?: string | undefined; order?: SortOrder | undefined },
  page: PageRequest,
): Promise<{ rows: AppUserRow[]; total: number }> {
  const params: unknown[] = [app];
  const clauses = ['u.app = $1', NOT_DELETED];
  if (search?.trim()) {
    params.push(likePattern(search.trim()));
    clauses.push(`u.username ilike $${params.length}`);
  }
  const where = `where ${clauses.join(' and ')}`;
  const order = orderBy(APP_USER_COLUMNS, sort, { by: 'id', order: 'DESC' }, 'u.id');
  const [count] = await q.query<{ total: number }>(
    `select count(*)::int as total from app_users u left join oil_makers om on om.id = u.oil_maker_id ${where}`,
    params,
  );
  const win = limitOffset(page);
  const rows = await q.query<RawAppUserRow>(
    `${ROW_SELECT} ${where} order by ${order} limit ${win.limit} offset ${win.offset}`,
    params,
  );
  return { rows: rows.map(toAppUserRow), total: count?.total ?? 0 };
}

/** An account of `app` that is not deleted; `forUpdate` locks its row for the transaction. */
export async function appUser(
  q: Queryable,
  app: AppKind,
  id: number,
  forUpdate = false,
): Promise<AppUserRow | undefined> {
  if (forUpdate)
    await q.query(`select id from app_users u where id = $1 and app = $2 and ${NOT_DELETED} for update`, [id, app]);
  const [row] = await q.query<RawAppUserRow>(`${ROW_SELECT} where u.id = $1 and u.app = $2 and ${NOT_DELETED}`, [
    id,
    app,
  ]);
  return row && toAppUserRow(row);
}

/** Whether another account of `app` that is not deleted has this name (any case). */
export async function appUsernameTaken(q: Queryable, app: AppKind, username: string): Promise<boolean> {
  const rows = await q.query(
    `select 1 from app_users u where u.app = $1 and lower(u.username) = lower($2) and ${NOT_DELETED}`,
    [app, username],
  );
  return rows.length > 0;
}

/** The oil maker with this code (exact, as the master list gives it). */
export async function oilMakerIdByCode(q: Queryable, code: string): Promise<number | undefined> {
  const [row] = await q.query<{ id: number }>('select id from oil_makers where code = $1', [code.trim()]);
  return row?.id;
}

/** Replaces the Product Type of an account. */
export async function setAppUserProducts(
  q: Queryable,
  id: number,
  productCategoryIds: readonly number[],
): Promise<void> {
  await q.query('delete from app_user_product_categories where app_user_id = $1', [id]);
  if (productCategoryIds.length === 0) return;
  await q.query(
    `insert into app_user_product_categories (app_user_id, product_category_id)
     select $1, id from product_categories where id = any($2::int[])`,
    [id, [...productCategoryIds]],
  );
}

export interface AppUserChange {
  type: string;
  status: number;
  oilMakerId: number | null;
  /** A new password hash: the account's app tokens stop working (token_version). */
  passwordHash?: string | undefined;
}

/** Applies the Edit form. Deactivating needs nothing more: the app's token check refuses inactive accounts. */
export async function updateAppUser(q: Queryable, id: number, change: AppUserChange): Promise<void> {
  await q.query(
    `update app_users set type = $2, status = $3, oil_maker_id = $4, password_hash = coalesce($5, password_hash),
            token_version = token_version + case when $5::text is null then 0 else 1 end, updated_at = now()
      where id = $1`,
    [id, change.type, change.status, change.oilMakerId, change.passwordHash ?? null],
  );
}

/**
 * Soft delete: the account stops at once (status 0, tokens revoked, not found
 * by sign-in) and its name is free again; scans keep their app_user_id.
 */
export async function softDeleteAppUser(q: Queryable, id: number): Promise<void> {
  await q.query(
    `update app_users set deleted_at = now(), status = 0, token_version = token_version + 1, updated_at = now()
      where id = $1 and deleted_at is null`,
    [id],
  );
}
