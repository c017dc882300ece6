// The dashboard's users as Settings > User Management > Dashboard User lists
// and edits them (issue 13). Deleting is a soft delete (users.deleted_at):
// the row stays for the audit trail, the activity log and notifications, but
// sign-in, sessions (loadPrincipal) and these lists no longer find it.
import { ROLE_SUPER_ADMIN, type DASHBOARD_USER_SORT_KEYS, type DashboardUserRow } from '@qrguard/shared-api/contract';
import type { Queryable } from '../../db';
import { limitOffset, orderBy, type PageRequest, type SortOrder } from '../../domain/paging';
import { iso } from '../../lib/time';

/** Serialises user-management writes across instances, so two edits cannot together remove the last super admin. */
const USER_ADMIN_LOCK = 0x71727561; // "qrua"
export async function lockUserAdministration(tx: Queryable): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [USER_ADMIN_LOCK]);
}

export const DASHBOARD_USER_COLUMNS: Record<(typeof DASHBOARD_USER_SORT_KEYS)[number], string> = {
  id: 'u.id',
  username: 'lower(u.username)',
  status: 'u.status',
  last_login: 'u.last_login_at',
  created_at: 'u.created_at',
};

/** `%` and `_` in the search text are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ROW_SELECT = `
  select u.id, u.username, u.display_name, u.status, u.last_login_at, u.created_at,
         u.label_maker_id, (select lm.name from label_makers lm where lm.id = u.label_maker_id) as label_maker,
         coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by ur.position, r.id)
                     from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json) as roles,
         coalesce((select json_agg(pc.id order by pc.id)
                     from user_product_categories upc join product_categories pc on pc.id = upc.product_category_id
                    where upc.user_id = u.id), '[]'::json) as product_category_ids,
         coalesce((select string_agg(pc.name, ', ' order by pc.id)
                     from user_product_categories upc join product_categories pc on pc.id = upc.product_category_id
                    where upc.user_id = u.id), '') as product_category
    from users u`;

interface RawRow {
  id: number;
  username: string;
  display_name: string;
  status: number;
  last_login_at: Date | string | null;
  created_at: Date | string;
  roles: unknown;
  product_category_ids: unknown;
  product_category: string;
  label_maker_id: number | null;
  label_maker: string | null;
}

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function toRow(r: RawRow): DashboardUserRow {
  const roles = parsed<{ id: number; name: string }[]>(r.roles);
  return {
    id: r.id,
    username: r.username,
    display_name: r.display_name,
    roles,
    role: roles[0]?.id ?? null,
    status: r.status === 1 ? 1 : 0,
    product_category: r.product_category,
    product_category_ids: parsed<number[]>(r.product_category_ids),
    label_maker_id: r.label_maker_id,
    label_maker: r.label_maker,
    super_admin: roles.some((role) => role.id === ROLE_SUPER_ADMIN) ? 1 : 0,
    last_login: r.last_login_at === null ? null : iso(r.last_login_at),
    created_at: iso(r.created_at),
  };
}

export async function dashboardUserPage(
  q: Queryable,
  search: string | undefined,
  sort: { by?: string | undefined; order?: SortOrder | undefined },
  page: PageRequest,
): Promise<{ rows: DashboardUserRow[]; total: number }> {
  const clauses = ['u.deleted_at is null'];
  const params: unknown[] = [];
  if (search?.trim()) {
    params.push(likePattern(search.trim()));
    clauses.push(`u.username ilike $${params.length}`);
  }
  const where = `where ${clauses.join(' and ')}`;
  const order = orderBy(DASHBOARD_USER_COLUMNS, sort, { by: 'id', order: 'DESC' }, 'u.id');
  const [count] = await q.query<{ total: number }>(`select count(*)::int as total from users u ${where}`, params);
  const win = limitOffset(page);
  const rows = await q.query<RawRow>(
    `${ROW_SELECT} ${where} order by ${order} limit ${win.limit} offset ${win.offset}`,
    params,
  );
  return { rows: rows.map(toRow), total: count?.total ?? 0 };
}

/** A user that is not deleted, as the table shows it; `forUpdate` locks the row for the transaction. */
export async function dashboardUser(
  q: Queryable,
  id: number,
  forUpdate = false,
): Promise<DashboardUserRow | undefined> {
  if (forUpdate) await q.query('select id from users where id = $1 and deleted_at is null for update', [id]);
  const [row] = await q.query<RawRow>(`${ROW_SELECT} where u.id = $1 and u.deleted_at is null`, [id]);
  return row && toRow(row);
}

/** Whether a user that is not deleted has this name (any case), other than `exceptId`. */
export async function dashboardUsernameTaken(q: Queryable, username: string, exceptId?: number): Promise<boolean> {
  const rows = await q.query(
    'select 1 from users where lower(username) = lower($1) and deleted_at is null and id <> $2',
    [username, exceptId ?? 0],
  );
  return rows.length > 0;
}

/** Active super administrators other than `exceptId`. */
export async function otherActiveSuperAdmins(q: Queryable, exceptId: number): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `select count(*)::int as n from users u
      where u.id <> $1 and u.status = 1 and u.deleted_at is null
        and exists (select 1 from user_roles ur where ur.user_id = u.id and ur.role_id = $2)`,
    [exceptId, ROLE_SUPER_ADMIN],
  );
  return row?.n ?? 0;
}

/** The ids among `ids` that name no row of `table` (roles, product_categories, label_makers). */
export async function missingIds(
  q: Queryable,
  table: 'roles' | 'product_categories' | 'label_makers',
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await q.query<{ id: number }>(`select id from ${table} where id = any($1::int[])`, [ids]);
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export interface DashboardUserChange {
  roleId: number;
  status: number;
  productCategoryIds: number[];
  /** The label maker company (null: none); undefined keeps the current one. */
  labelMakerId?: number | null | undefined;
  /** A new password hash: changing it ends the user's sessions (token_version). */
  passwordHash?: string | undefined;
}

/** Applies the Edit form: the one role of the form, status, products and (maybe) the password. */
export async function updateDashboardUser(q: Queryable, id: number, change: DashboardUserChange): Promise<void> {
  await q.query(
    `update users set status = $2, password_hash = coalesce($3, password_hash),
            token_version = token_version + case when $3::text is null then 0 else 1 end, updated_at = now(),
            label_maker_id = case when $4::boolean then $5::int else label_maker_id end
      where id = $1`,
    [id, change.status, change.passwordHash ?? null, change.labelMakerId !== undefined, change.labelMakerId ?? null],
  );
  await q.query('delete from user_roles where user_id = $1', [id]);
  await q.query('insert into user_roles (user_id, role_id, position) values ($1, $2, 0)', [id, change.roleId]);
  await q.query('delete from user_product_categories where user_id = $1', [id]);
  for (const pc of change.productCategoryIds) {
    await q.query('insert into user_product_categories (user_id, product_category_id) values ($1, $2)', [id, pc]);
  }
}

/** Sets the label maker company of a new user (createUser knows nothing of it). */
export async function setDashboardUserLabelMaker(q: Queryable, id: number, labelMakerId: number | null): Promise<void> {
  await q.query('update users set label_maker_id = $2 where id = $1', [id, labelMakerId]);
}

/**
 * Soft delete: the account stops at once (status 0, tokens revoked, not found
 * by sign-in or loadPrincipal) and its name is free again; the row stays.
 */
export async function softDeleteDashboardUser(q: Queryable, id: number): Promise<void> {
  await q.query(
    `update users set deleted_at = now(), status = 0, token_version = token_version + 1, updated_at = now()
      where id = $1 and deleted_at is null`,
    [id],
  );
}
