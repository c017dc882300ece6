// A dashboard user's label maker company (issue 15): the administrator sets it
// on the Dashboard User form; the list shows it; an unknown one is refused in
// the form's words; the audit row holds it; and a Work Order user (role 2)
// created this way sees its company's work orders.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { endpoints, ROLE_WORK_ORDER, USER_FORM_MESSAGES as M } from '@qrguard/shared-api/contract';
import { Value } from 'typebox/value';
import { ROLE_VIEWER } from '../../db/reference-data';
import { call, login, startTestApp, type TestApp } from '../../testing/app';
import { idOf, oilMakerId } from '../../testing/engine';

let t: TestApp;
let admin: string;
let ids: { cahaya: number; menara: number; berlina: number; federal: number };

before(async () => {
  t = await startTestApp();
  admin = (await login(t.app, 'admin', 'admin')).token;
  ids = {
    cahaya: await idOf(t, 'label_makers', 'Cahaya'),
    menara: await idOf(t, 'label_makers', 'Menara'),
    berlina: await idOf(t, 'bottle_makers', 'Berlina'),
    federal: await oilMakerId(t, 'FEDERAL'),
  };
});
after(() => t.close());

const create = (payload: Record<string, unknown>) =>
  call(t.app, admin, { method: 'POST', url: '/api/admin/user', payload });
const edit = (id: number, payload: Record<string, unknown>) =>
  call(t.app, admin, { method: 'PUT', url: `/api/admin/user/${id}`, payload });
const form = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  role: ROLE_WORK_ORDER,
  status: 1,
  product_category: [1],
  password: 'correct-horse',
  ...extra,
});
const lastAudit = async () =>
  (
    await t.db.query<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
      'select action, before, after from audit_event order by id desc limit 1',
    )
  )[0]!;
const auditCount = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from audit_event'))[0]!.n;
const listed = async (username: string) => {
  const res = await call(t.app, admin, { method: 'GET', url: `/api/admin/user?search=${username}` });
  assert.equal(res.status, 200);
  assert.ok(Value.Check(endpoints.dashboardUsers.response, res.body));
  return (res.body.data as { username: string; label_maker_id: number | null; label_maker: string | null }[]).find(
    (row) => row.username === username,
  );
};

describe("a dashboard user's label maker", () => {
  test('is stored on create, answered and listed with its name, and recorded in the audit row', async () => {
    const res = await create(form('lm.create', { label_maker_id: ids.cahaya }));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.ok(Value.Check(endpoints.createDashboardUser.response, res.body));
    assert.equal(res.body.data.label_maker_id, ids.cahaya);
    assert.equal(res.body.data.label_maker, 'Cahaya');
    const [row] = await t.db.query<{ label_maker_id: number | null }>(
      "select label_maker_id from users where username = 'lm.create'",
    );
    assert.equal(row!.label_maker_id, ids.cahaya);
    const inList = await listed('lm.create');
    assert.equal(inList!.label_maker_id, ids.cahaya);
    assert.equal(inList!.label_maker, 'Cahaya');
    const audit = await lastAudit();
    assert.equal(audit.action, 'user.create');
    assert.equal(audit.after!.label_maker_id, ids.cahaya);
  });

  test('a user without one lists null', async () => {
    const res = await create(form('lm.none', { role: ROLE_VIEWER }));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.data.label_maker_id, null);
    assert.equal(res.body.data.label_maker, null);
  });

  test('is changed by Edit, kept when the field is left out, cleared by null; each change audited', async () => {
    const id = (await create(form('lm.edit', { label_maker_id: ids.cahaya }))).body.data.id as number;
    const base = { role: ROLE_WORK_ORDER, status: 1, product_category: [1] };

    const changed = await edit(id, { ...base, label_maker_id: ids.menara });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.ok(Value.Check(endpoints.updateDashboardUser.response, changed.body));
    assert.equal(changed.body.data.label_maker, 'Menara');
    const audit = await lastAudit();
    assert.equal(audit.action, 'user.update');
    assert.equal(audit.before!.label_maker_id, ids.cahaya);
    assert.equal(audit.after!.label_maker_id, ids.menara);

    const kept = await edit(id, base);
    assert.equal(kept.status, 200);
    assert.equal(kept.body.data.label_maker_id, ids.menara);

    const cleared = await edit(id, { ...base, label_maker_id: null });
    assert.equal(cleared.status, 200);
    assert.equal(cleared.body.data.label_maker_id, null);
    assert.equal((await listed('lm.edit'))!.label_maker, null);
  });

  test('an unknown one is a 400 in the form’s words, on create and on edit, and writes nothing', async () => {
    const before = await auditCount();
    const res = await create(form('lm.unknown', { label_maker_id: 999999 }));
    assert.equal(res.status, 400);
    assert.equal(res.body.message, M.unknownLabelMaker);
    assert.deepEqual(res.body.details, [{ field: 'body/label_maker_id', message: M.unknownLabelMaker }]);
    assert.equal(await listed('lm.unknown'), undefined);

    const id = (await create(form('lm.unknown2', { label_maker_id: ids.cahaya }))).body.data.id as number;
    const counted = await auditCount();
    const refused = await edit(id, { role: ROLE_WORK_ORDER, status: 1, product_category: [1], label_maker_id: 999999 });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.details, [{ field: 'body/label_maker_id', message: M.unknownLabelMaker }]);
    assert.equal((await listed('lm.unknown2'))!.label_maker_id, ids.cahaya);
    assert.equal(await auditCount(), counted);
    assert.equal(counted, before + 1);
  });

  test('with the form’s other failures, it is listed among them in the form’s order', async () => {
    const res = await create({ role: ROLE_WORK_ORDER, label_maker_id: 999999 });
    assert.equal(res.status, 400);
    const fields = (res.body.details as { field: string }[]).map((d) => d.field);
    assert.deepEqual(fields, [
      'body/status',
      'body/product_category',
      'body/label_maker_id',
      'body/username',
      'body/password',
    ]);
  });

  test('a malformed one is the schema’s 400', async () => {
    const res = await create(form('lm.bad', { label_maker_id: 'Cahaya' }));
    assert.equal(res.status, 400);
    assert.equal(typeof res.body.message, 'string');
  });

  test('a Work Order user created this way sees its company’s work orders, and only those', async () => {
    const issue = async (noPo: string, labelMakerId: number) => {
      const res = await call(t.app, admin, {
        method: 'POST',
        url: '/api/v1/masterData/purchase-order',
        payload: {
          no_po: noPo,
          label_maker_id: labelMakerId,
          po_date: '2026-03-02',
          lines: [{ part_no: 'QG-MPX1-0800', ordered: 3, bottle_maker_id: ids.berlina, oil_maker_id: ids.federal }],
        },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return res.body.data as { work_order_code: string };
    };
    const ours = await issue('PO/LMU/0001', ids.menara);
    const theirs = await issue('PO/LMU/0002', ids.cahaya);
    const created = await create(form('lm.workorder', { label_maker_id: ids.menara }));
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const token = (await login(t.app, 'lm.workorder', 'correct-horse')).token;
    const res = await call(t.app, token, {
      method: 'GET',
      url: '/api/v1/masterData/workorder?pagination=false&order=DESC&by=created_at',
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.ok(Value.Check(endpoints.workOrders.response, res.body));
    const codes = (res.body.data as { form_code: string; label_maker: string }[]).map((w) => w.form_code);
    assert.ok(codes.includes(ours.work_order_code));
    assert.ok(!codes.includes(theirs.work_order_code));
    assert.ok((res.body.data as { label_maker: string }[]).every((w) => w.label_maker === 'Menara'));
  });
});
