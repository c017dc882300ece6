// Work orders (issue 15): issuing a PO creates its work order and tells the
// label maker's work-order users; the label maker's verification scans move
// its status; a role-2 user reads only its company's work orders; read state
// of notifications is kept per user by the API.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import type { Command } from '../../domain/ingest-plan';
import { applyCommands } from '../ingest/engine';
import type { CompletedWorkOrder } from '../ingest/work-orders';
import { bearer, call, login, startTestApp, type TestApp } from '../../testing/app';
import { idOf, oilMakerId, stationKey } from '../../testing/engine';

let t: TestApp;
let admin: string;
let cahayaUser: string;
let menaraUser: string;
let ids: { cahaya: number; menara: number; berlina: number; federal: number };
const MPX1 = 'QG-MPX1-0800';
const SPX1 = 'QG-SPX1-0800';

before(async () => {
  t = await startTestApp();
  admin = (await login(t.app, 'admin', 'admin')).token;
  cahayaUser = (await login(t.app, 'workorder', 'workorder')).token;
  menaraUser = (await login(t.app, 'workorder.menara', 'workorder')).token;
  ids = {
    cahaya: await idOf(t, 'label_makers', 'Cahaya'),
    menara: await idOf(t, 'label_makers', 'Menara'),
    berlina: await idOf(t, 'bottle_makers', 'Berlina'),
    federal: await oilMakerId(t, 'FEDERAL'),
  };
});
after(() => t.close());

/** Issues a PO over HTTP, as the QR provider does; lines are [part number, ordered]. */
async function issuePo(noPo: string, labelMakerId: number, lines: [string, number][]) {
  const res = await call(t.app, admin, {
    method: 'POST',
    url: '/api/v1/masterData/purchase-order',
    payload: {
      no_po: noPo,
      label_maker_id: labelMakerId,
      po_date: '2026-03-02',
      lines: lines.map(([part_no, ordered]) => ({
        part_no,
        ordered,
        bottle_maker_id: ids.berlina,
        oil_maker_id: ids.federal,
      })),
    },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.ok(Value.Check(endpoints.issuePurchaseOrder.response, res.body));
  return res.body.data as { po_id: number; work_order_code: string; qr_total: number };
}

const codesOf = async (poId: number) =>
  (await t.db.query<{ qrcode: string }>('select qrcode from qr_codes where po_id = $1 order by id', [poId])).map(
    (r) => r.qrcode,
  );

async function detail(token: string, code: string) {
  return call(t.app, token, {
    method: 'GET',
    url: `/api/v1/masterData/workorder/detail?wo=${encodeURIComponent(code)}`,
  });
}

async function notificationsOf(token: string) {
  const res = await call(t.app, token, { method: 'GET', url: '/api/v1/notification' });
  assert.equal(res.status, 200);
  return res.body.data as { id: number; subject: string; read: boolean; data: { work_order_code: string | null } }[];
}

describe('issuing a PO', () => {
  test('creates its work order with the ordered quantity and the codes issued (4 % spare), status New', async () => {
    const po = await issuePo('PO/WO/0001', ids.cahaya, [
      [MPX1, 100],
      [SPX1, 50],
    ]);
    assert.equal(po.work_order_code, 'WO-PO/WO/0001');
    assert.equal(po.qr_total, 104 + 52);
    assert.equal((await codesOf(po.po_id)).length, 156, 'one code per label, spare included');
    const res = await detail(admin, po.work_order_code);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.ok(Value.Check(endpoints.workOrderDetail.response, res.body));
    const wo = res.body.data;
    assert.equal(wo.no_po, 'PO/WO/0001');
    assert.equal(wo.label_maker, 'Cahaya');
    assert.equal(wo.ordered, 150);
    assert.equal(wo.qr_total, 156);
    assert.equal(wo.verified, 0);
    assert.equal(wo.status, 'New');
    assert.equal(wo.po_date, '2026-03-02');
    assert.deepEqual(wo.lines, [
      { variant: 'MPX1', ordered: 100, qr_total: 104, verified: 0 },
      { variant: 'SPX1', ordered: 50, qr_total: 52, verified: 0 },
    ]);
    const [audit] = await t.db.query<{ action: string; target_label: string }>(
      "select action, target_label from audit_event where target_kind = 'purchase_order' order by id desc limit 1",
    );
    assert.deepEqual(audit, { action: 'purchase_order.issue', target_label: 'PO/WO/0001' });
  });

  test("tells the label maker's work-order users, and only them", async () => {
    const po = await issuePo('PO/WO/0002', ids.menara, [[MPX1, 10]]);
    const told = (await notificationsOf(menaraUser)).filter((n) => n.data.work_order_code === po.work_order_code);
    assert.equal(told.length, 1);
    assert.equal(told[0]!.subject, 'work-order');
    assert.equal(told[0]!.read, false);
    for (const other of [cahayaUser, admin]) {
      const theirs = await notificationsOf(other);
      assert.ok(!theirs.some((n) => n.data.work_order_code === po.work_order_code));
    }
  });

  test('a PO number issued before is a 409; an unknown label maker or product is a 400 naming it', async () => {
    await issuePo('PO/WO/0003', ids.cahaya, [[MPX1, 5]]);
    const again = await call(t.app, admin, {
      method: 'POST',
      url: '/api/v1/masterData/purchase-order',
      payload: {
        no_po: 'PO/WO/0003',
        label_maker_id: ids.cahaya,
        po_date: '2026-03-02',
        lines: [{ part_no: MPX1, bottle_maker_id: ids.berlina, oil_maker_id: ids.federal, ordered: 5 }],
      },
    });
    assert.equal(again.status, 409);
    assert.match(again.body.message, /already issued/);
    const unknown = await call(t.app, admin, {
      method: 'POST',
      url: '/api/v1/masterData/purchase-order',
      payload: {
        no_po: 'PO/WO/0004',
        label_maker_id: 9999,
        po_date: '2026-03-02',
        lines: [{ part_no: 'QG-NONE', bottle_maker_id: ids.berlina, oil_maker_id: ids.federal, ordered: 5 }],
      },
    });
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.message, /label maker; product QG-NONE/);
  });

  test('only a super admin issues a PO', async () => {
    const res = await call(t.app, cahayaUser, {
      method: 'POST',
      url: '/api/v1/masterData/purchase-order',
      payload: {},
    });
    assert.equal(res.status, 403);
  });
});

describe('verification scans', () => {
  test('move the status New -> In Progress -> Completed, and the completion is handed to the hook after commit', async () => {
    const po = await issuePo('PO/WO/0010', ids.cahaya, [[MPX1, 10]]);
    const codes = await codesOf(po.po_id);
    assert.equal(codes.length, 11);
    const key = await stationKey(t, 'Cahaya');
    const heard: CompletedWorkOrder[] = [];
    const stop = t.app.ingest.onWorkOrderCompleted((wo) => heard.push(wo));
    const scan = async (qrcode: string, result: 'Success' | 'Reject') => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ingest/label-scan',
        headers: bearer(key),
        payload: { qrcode, result },
      });
      assert.equal(res.statusCode, 200, res.body);
    };
    const status = async () => (await detail(admin, po.work_order_code)).body.data;

    await scan(codes[0]!, 'Success');
    assert.deepEqual((({ status: s, verified }) => ({ s, verified }))(await status()), {
      s: 'In Progress',
      verified: 1,
    });
    await scan(codes[0]!, 'Success'); // a Double Scan verifies nothing more
    await scan(codes[1]!, 'Reject'); // a rejected print is verified too (Failed)
    assert.equal((await status()).verified, 2);
    // The other label maker's scan of this code is a Cross Scan: no progress.
    await t.app.inject({
      method: 'POST',
      url: '/api/ingest/label-scan',
      headers: bearer(await stationKey(t, 'Menara')),
      payload: { qrcode: codes[2]!, result: 'Success' },
    });
    assert.equal((await status()).verified, 2);
    for (const code of codes.slice(2, 10)) await scan(code, 'Success');
    assert.equal((await status()).status, 'In Progress');
    assert.equal(heard.length, 0, 'not completed yet');
    await scan(codes[10]!, 'Success');
    const done = await status();
    assert.equal(done.status, 'Completed');
    assert.equal(done.verified, 11);
    assert.ok(done.started_at && done.completed_at && done.started_at <= done.completed_at);
    assert.deepEqual(done.lines, [{ variant: 'MPX1', ordered: 10, qr_total: 11, verified: 11 }]);
    stop();
    assert.equal(heard.length, 1);
    assert.equal(heard[0]!.code, po.work_order_code);
    assert.equal(heard[0]!.labelMakerId, ids.cahaya);
    assert.equal(heard[0]!.poId, po.po_id);
  });

  test('one batch verifying codes of several POs moves each (set-based) and reports each completed once', async () => {
    const a = await issuePo('PO/WO/0020', ids.cahaya, [[MPX1, 2]]);
    const b = await issuePo('PO/WO/0021', ids.cahaya, [[SPX1, 3]]);
    const [codesA, codesB] = [await codesOf(a.po_id), await codesOf(b.po_id)];
    const at = new Date();
    const label = (qrcode: string): Command => ({
      kind: 'label',
      qrcode,
      url: qrcode,
      labelMakerId: ids.cahaya,
      result: 'Success',
      at,
    });
    const completed: CompletedWorkOrder[] = [];
    await t.db.transaction((tx) =>
      applyCommands(tx, [...codesA, codesB[0]!].map(label), {
        suspicion: t.config.engine.suspicion,
        timeZone: t.config.businessTz,
        onWorkOrdersCompleted: (c) => completed.push(...c),
      }),
    );
    assert.deepEqual(
      completed.map((c) => c.code),
      [a.work_order_code],
    );
    assert.equal((await detail(admin, a.work_order_code)).body.data.status, 'Completed');
    const inB = (await detail(admin, b.work_order_code)).body.data;
    assert.deepEqual([inB.status, inB.verified], ['In Progress', 1]);
  });
});

describe('who sees which work orders', () => {
  test('a role-2 user lists only its company’s; super admins list all', async () => {
    const cahaya = await issuePo('PO/WO/0030', ids.cahaya, [[MPX1, 3]]);
    const menara = await issuePo('PO/WO/0031', ids.menara, [[MPX1, 3]]);
    const list = async (token: string) => {
      const res = await call(t.app, token, {
        method: 'GET',
        url: '/api/v1/masterData/workorder?pagination=false&order=DESC&by=created_at',
      });
      assert.equal(res.status, 200);
      assert.ok(Value.Check(endpoints.workOrders.response, res.body));
      return res.body.data as { form_code: string; label_maker: string; qr_total: number; status: string }[];
    };
    const mine = await list(cahayaUser);
    assert.ok(mine.length > 0);
    assert.ok(mine.every((w) => w.label_maker === 'Cahaya'));
    assert.ok(mine.some((w) => w.form_code === cahaya.work_order_code));
    assert.ok(!mine.some((w) => w.form_code === menara.work_order_code));
    assert.ok((await list(menaraUser)).every((w) => w.label_maker === 'Menara'));
    const all = await list(admin);
    assert.ok(all.some((w) => w.form_code === cahaya.work_order_code));
    assert.ok(all.some((w) => w.form_code === menara.work_order_code));
    const times = all.map((w) => w.form_code);
    assert.equal(times[0], menara.work_order_code, 'newest first');
  });

  test("another company's work order is a 404, as an unknown one (its existence is not revealed)", async () => {
    const menara = await issuePo('PO/WO/0040', ids.menara, [[MPX1, 3]]);
    const theirs = await detail(cahayaUser, menara.work_order_code);
    const unknown = await detail(cahayaUser, 'WO-NO-SUCH');
    assert.equal(theirs.status, 404);
    assert.equal(unknown.status, 404);
    assert.equal(theirs.body.message, `There is no work order ${menara.work_order_code} that you can open.`);
    assert.equal((await detail(menaraUser, menara.work_order_code)).status, 200);
  });

  test('a role-2 user without a company sees none', async () => {
    await t.db.query("update users set label_maker_id = null where username = 'workorder.menara'");
    try {
      const res = await call(t.app, menaraUser, { method: 'GET', url: '/api/v1/masterData/workorder' });
      assert.deepEqual(res.body.data, []);
    } finally {
      await t.db.query(
        "update users set label_maker_id = (select id from label_makers where name = 'Menara') where username = 'workorder.menara'",
      );
    }
  });
});

describe('read state, per user', () => {
  const unread = async (token: string) => (await notificationsOf(token)).filter((n) => !n.read).length;

  test('mark one read, then all; each answer is the unread count the next list shows', async () => {
    await issuePo('PO/WO/0050', ids.menara, [[MPX1, 1]]);
    await issuePo('PO/WO/0051', ids.menara, [[MPX1, 1]]);
    const before = await unread(menaraUser);
    assert.ok(before >= 2);
    const first = (await notificationsOf(menaraUser)).find((n) => !n.read)!;
    const one = await call(t.app, menaraUser, {
      method: 'POST',
      url: '/api/v1/notification/read',
      payload: { id: first.id },
    });
    assert.equal(one.status, 200, JSON.stringify(one.body));
    assert.ok(Value.Check(endpoints.markNotificationRead.response, one.body));
    assert.equal(one.body.data.unread, before - 1);
    // Another session of the same user (a second browser) sees the same.
    const again = (await login(t.app, 'workorder.menara', 'workorder')).token;
    assert.equal(await unread(again), before - 1);
    assert.equal((await notificationsOf(again)).find((n) => n.id === first.id)!.read, true);

    const all = await call(t.app, again, { method: 'POST', url: '/api/v1/notification/read-all', payload: {} });
    assert.equal(all.status, 200);
    assert.deepEqual(all.body.data, { unread: 0 });
    assert.equal(await unread(menaraUser), 0);
  });

  test("another user's notification cannot be marked: 404, and it stays unread", async () => {
    await issuePo('PO/WO/0060', ids.cahaya, [[MPX1, 1]]);
    const theirs = (await notificationsOf(cahayaUser)).find((n) => !n.read)!;
    const res = await call(t.app, menaraUser, {
      method: 'POST',
      url: '/api/v1/notification/read',
      payload: { id: theirs.id },
    });
    assert.equal(res.status, 404);
    assert.equal(res.body.status, false);
    assert.equal((await notificationsOf(cahayaUser)).find((n) => n.id === theirs.id)!.read, false);
    const cahayaUnread = await unread(cahayaUser);
    await call(t.app, menaraUser, { method: 'POST', url: '/api/v1/notification/read-all', payload: {} });
    assert.equal(await unread(cahayaUser), cahayaUnread, "marking all reads one's own only");
  });
});
