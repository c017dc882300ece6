// Fixtures of the data engine for API tests: codes issued on a PO, station
// keys, app users, and codes moved through their lifecycle by the same
// engine the endpoints use.
import type { Command } from '../domain/ingest-plan';
import { createAppUser } from '../modules/app-users/queries';
import { applyCommands } from '../modules/ingest/engine';
import { issuePurchaseOrder } from '../modules/ingest/issue';
import { createStationKey } from '../modules/ingest/station-keys';
import type { TestApp } from './app';

export async function idOf(
  t: TestApp,
  table: 'variants' | 'label_makers' | 'bottle_makers' | 'products',
  name: string,
): Promise<number> {
  const column = table === 'products' ? 'part_no' : 'name';
  const [row] = await t.db.query<{ id: number }>(`select id from ${table} where ${column} = $1`, [name]);
  if (!row) throw new Error(`no ${table} row ${name}`);
  return row.id;
}

export async function oilMakerId(t: TestApp, code: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('select id from oil_makers where code = $1', [code]);
  if (!row) throw new Error(`no oil maker ${code}`);
  return row.id;
}

export interface IssuedCodes {
  poId: number;
  qrcodes: string[];
  serials: string[];
}

/** Issues `ordered` labels (+4 % spare) named `${prefix}0001`... to a label maker, for an oil maker. */
export async function issueCodes(
  t: TestApp,
  o: {
    prefix: string;
    ordered: number;
    labelMaker?: string;
    oilMaker?: string;
    partNo?: string;
    bottleMaker?: string;
    poDate?: string;
  },
): Promise<IssuedCodes> {
  const productId = await idOf(t, 'products', o.partNo ?? 'QG-MPX1-0800');
  const [product] = await t.db.query<{ variant_id: number }>('select variant_id from products where id = $1', [
    productId,
  ]);
  const labelMakerId = await idOf(t, 'label_makers', o.labelMaker ?? 'Cahaya');
  const bottleMakerId = await idOf(t, 'bottle_makers', o.bottleMaker ?? 'Berlina');
  const destination = await oilMakerId(t, o.oilMaker ?? 'FEDERAL');
  const issued = await t.db.transaction((tx) =>
    issuePurchaseOrder(
      tx,
      {
        noPo: `PO/${o.prefix}`,
        labelMakerId,
        poDate: o.poDate ?? '2026-01-05',
        lines: [
          {
            productId,
            variantId: product!.variant_id,
            bottleMakerId,
            oilMakerId: destination,
            ordered: o.ordered,
          },
        ],
      },
      (_line, i) => ({
        qrcode: `${o.prefix}${String(i + 1).padStart(4, '0')}`,
        serialNumber: `SN-${o.prefix}-${String(i + 1).padStart(4, '0')}`,
      }),
      t.config.businessTz,
    ),
  );
  const codes = issued.lines.flatMap((l) => l.codes);
  return { poId: issued.id, qrcodes: codes.map((c) => c.qrcode), serials: codes.map((c) => c.serialNumber) };
}

/** Applies commands through the engine (one transaction), as the endpoints do. */
export function apply(t: TestApp, commands: Command[]) {
  return t.db.transaction((tx) =>
    applyCommands(tx, commands, { suspicion: t.config.engine.suspicion, timeZone: t.config.businessTz }),
  );
}

/** Verifies labels (Cahaya) and activates them (FEDERAL) at the given time. */
export async function activate(t: TestApp, qrcodes: string[], at = new Date()): Promise<void> {
  const cahaya = await idOf(t, 'label_makers', 'Cahaya');
  const federal = await oilMakerId(t, 'FEDERAL');
  const commands: Command[] = [];
  for (const qrcode of qrcodes) {
    commands.push({
      kind: 'label',
      qrcode,
      url: qrcode,
      labelMakerId: cahaya,
      result: 'Success',
      at: new Date(at.getTime() - 60_000),
    });
    commands.push({ kind: 'oil', qrcode, url: qrcode, oilMakerId: federal, action: 'ACTIVATE', appUserId: null, at });
  }
  await apply(t, commands);
}

export async function stationKey(t: TestApp, labelMaker = 'Cahaya'): Promise<string> {
  return createStationKey(t.db, await idOf(t, 'label_makers', labelMaker), `${labelMaker} test station`);
}

/** An app user (password "secret123") signed in on `device`; returns the token. */
export async function appToken(
  t: TestApp,
  o: { app: 'oilmaker' | 'penindakan'; username: string; oilMaker?: string; device?: string },
): Promise<string> {
  await createAppUser(t.db, {
    app: o.app,
    username: o.username,
    password: 'secret123',
    type: 'Operator',
    oilMakerId: o.app === 'oilmaker' ? await oilMakerId(t, o.oilMaker ?? 'FEDERAL') : null,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/app/login',
    payload: {
      app: o.app,
      username: o.username,
      password: 'secret123',
      device_uuid: o.device ?? `device-${o.username}`,
    },
  });
  if (res.statusCode !== 200) throw new Error(`app login ${o.username}: ${res.body}`);
  return res.json().data.token as string;
}

/** Rows counted in a table, optionally filtered. */
export async function count(t: TestApp, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`, params);
  return row!.n;
}
