// Keys of the label makers' verification stations. The plain key is shown
// once, when created; the database keeps only its SHA-256.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db';
import { hashStationKey } from '../../plugins/device-auth';

/** Creates a key for a station of the label maker; returns the plain key (never stored). */
export async function createStationKey(
  q: Queryable,
  labelMakerId: number,
  name: string,
  key = `lmk_${randomBytes(32).toString('base64url')}`,
): Promise<string> {
  await q.query('insert into label_maker_keys (label_maker_id, name, key_hash) values ($1, $2, $3)', [
    labelMakerId,
    name,
    hashStationKey(key),
  ]);
  return key;
}

export async function revokeStationKey(q: Queryable, key: string): Promise<boolean> {
  const rows = await q.query(
    'update label_maker_keys set revoked_at = now() where key_hash = $1 and revoked_at is null returning id',
    [hashStationKey(key)],
  );
  return rows.length > 0;
}
