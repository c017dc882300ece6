// Issuing a purchase order over HTTP (issue 15): the QR provider (a super
// admin) issues a PO to a label maker. One transaction: the PO, its lines,
// one code per label (ordered + 4 % spare) through issuePurchaseOrder (the
// path the demo generator takes too), its work order and the notifications
// of the label maker's work-order users, and the audit row.
import { randomBytes } from 'node:crypto';
import type { IssuedPurchaseOrder, IssuePurchaseOrderBody } from '@qrguard/shared-api/contract';
import type { Db, Queryable } from '../../db';
import { badRequest, HttpError } from '../../http/errors';
import { recordAudit } from '../audit/record';
import { issuePurchaseOrder } from '../ingest/issue';

/** Codes and serial numbers: random, from the same 32-letter alphabet as the demo's (no 0/O, 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let s = '';
  for (const b of bytes) s += ALPHABET[b % 32];
  return s;
}

async function missing(q: Queryable, table: string, ids: number[]): Promise<number[]> {
  const rows = await q.query<{ id: number }>(`select id from ${table} where id = any($1::int[])`, [ids]);
  const found = new Set(rows.map((r) => r.id));
  return [...new Set(ids)].filter((id) => !found.has(id));
}

export async function issuePoFromRequest(
  db: Db,
  body: IssuePurchaseOrderBody,
  by: { user: { id: number; username: string }; address: string; timeZone: string },
): Promise<IssuedPurchaseOrder> {
  return db.transaction(async (tx) => {
    const unknown: string[] = [];
    if ((await missing(tx, 'label_makers', [body.label_maker_id])).length) unknown.push('label maker');
    const partNos = [...new Set(body.lines.map((l) => l.part_no))];
    const products = await tx.query<{ id: number; part_no: string; variant_id: number }>(
      'select id, part_no, variant_id from products where part_no = any($1::text[])',
      [partNos],
    );
    const product = new Map(products.map((p) => [p.part_no, p]));
    const noProduct = partNos.filter((no) => !product.has(no));
    if (noProduct.length) unknown.push(`product ${noProduct.join(', ')}`);
    for (const [table, what, ids] of [
      ['bottle_makers', 'bottle maker', body.lines.map((l) => l.bottle_maker_id)],
      ['oil_makers', 'oil maker', body.lines.map((l) => l.oil_maker_id)],
    ] as const) {
      const gone = await missing(tx, table, ids);
      if (gone.length) unknown.push(`${what} ${gone.join(', ')}`);
    }
    if (unknown.length) throw badRequest(`The purchase order names what does not exist: ${unknown.join('; ')}.`);
    const keys = body.lines.map((l) => `${l.part_no}/${l.bottle_maker_id}/${l.oil_maker_id}`);
    if (new Set(keys).size !== keys.length)
      throw badRequest('Two lines of the purchase order have the same product, bottle maker and oil maker.');
    const [taken] = await tx.query('select 1 from purchase_orders where no_po = $1', [body.no_po]);
    if (taken) throw new HttpError(409, `Purchase order ${body.no_po} was already issued.`);

    const po = await issuePurchaseOrder(
      tx,
      {
        noPo: body.no_po,
        labelMakerId: body.label_maker_id,
        poDate: body.po_date,
        issuedAt: new Date(),
        lines: body.lines.map((l) => ({
          productId: product.get(l.part_no)!.id,
          variantId: product.get(l.part_no)!.variant_id,
          bottleMakerId: l.bottle_maker_id,
          oilMakerId: l.oil_maker_id,
          ordered: l.ordered,
        })),
      },
      () => ({ qrcode: randomToken(12), serialNumber: `P${randomToken(11)}` }),
      by.timeZone,
    );
    const qrTotal = po.lines.reduce((n, l) => n + l.qrTotal, 0);
    await recordAudit(tx, {
      actor: { id: by.user.id, username: by.user.username },
      action: 'purchase_order.issue',
      target: { kind: 'purchase_order', id: po.id, label: body.no_po },
      before: null,
      after: { ...body, qr_total: qrTotal, work_order_code: po.workOrderCode },
      address: by.address,
    });
    return { po_id: po.id, no_po: body.no_po, work_order_code: po.workOrderCode, qr_total: qrTotal };
  });
}
