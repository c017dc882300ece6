// Demo accounts of the two mobile apps and demo keys of the label makers'
// stations, so every ingestion endpoint can be tried on a fresh start.
// Created only with the demo data (never on a production database).
import type { Queryable } from '../db';
import { createAppUser, findAppUser } from '../modules/app-users/queries';
import { createStationKey } from '../modules/ingest/station-keys';
import { hashStationKey } from '../plugins/device-auth';

export const DEMO_APP_PASSWORD = 'demo1234';

/** Plain keys of the demo stations (documented in docs/data-engine.md). */
export const DEMO_STATION_KEYS: Record<string, string> = {
  Cahaya: 'lmk_demo_cahaya_station_1_do_not_use_in_production',
  Menara: 'lmk_demo_menara_station_1_do_not_use_in_production',
};

export interface DemoUsers {
  /** Oil maker id -> the operator scanning on its filling line. */
  oilOperators: Map<number, number>;
  officers: number[];
}

export async function ensureDemoUsers(
  q: Queryable,
  oilMakers: { id: number; code: string }[],
  labelMakers: { id: number; name: string }[],
): Promise<DemoUsers> {
  const oilOperators = new Map<number, number>();
  for (const om of oilMakers) {
    const base = om.code.toLowerCase();
    const accounts = [
      { username: `${base}.operator`, type: 'Operator', deviceUuid: `demo-device-${base}-01`, status: 1 },
      { username: `${base}.supervisor`, type: 'Supervisor', deviceUuid: null, status: 1 },
      { username: `${base}.trainee`, type: 'Operator', deviceUuid: null, status: 0 },
    ];
    for (const [i, a] of accounts.entries()) {
      const id =
        (await findAppUser(q, 'oilmaker', a.username))?.id ??
        (await createAppUser(q, { app: 'oilmaker', password: DEMO_APP_PASSWORD, oilMakerId: om.id, ...a }));
      if (i === 0) oilOperators.set(om.id, id);
    }
  }
  const officers: number[] = [];
  for (const [i, city] of ['jakarta', 'surabaya', 'medan'].entries()) {
    const username = `penindakan.${city}`;
    const id =
      (await findAppUser(q, 'penindakan', username))?.id ??
      (await createAppUser(q, {
        app: 'penindakan',
        username,
        password: DEMO_APP_PASSWORD,
        type: 'Officer',
        deviceUuid: i === 0 ? `demo-device-${city}-01` : null,
      }));
    officers.push(id);
  }
  for (const lm of labelMakers) {
    const key = DEMO_STATION_KEYS[lm.name];
    if (!key) continue;
    const exists = await q.query('select 1 from label_maker_keys where key_hash = $1', [hashStationKey(key)]);
    if (exists.length === 0) await createStationKey(q, lm.id, 'Station 1 (demo)', key);
  }
  return { oilOperators, officers };
}
