// Users of the oil-maker app and the Penindakan app (issue 3; managed from
// Settings > User Management, spec reports-settings 2).
import type { Queryable } from '../../db';
import type { AppKind } from '../../domain/constants';
import { hashPassword } from '../../lib/password';

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
      where u.app = $1 and lower(u.username) = lower($2)`,
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

/** Lifts the device lock (the dashboard sends device_uuid -1): the next sign-in binds a new device. */
export async function liftDeviceLock(q: Queryable, id: number): Promise<void> {
  await q.query('update app_users set device_uuid = null, updated_at = now() where id = $1', [id]);
}
