// Issuing a purchase order: the PO, its lines (ordered quantity plus 4 %
// spare) and one code per label, each in the lifecycle's initial state, with
// the codes counted in the rollups (actor 'provider', result 'Issued') on the
// PO date. The QR provider's import and the demo generator both use it.
// Issue 15: with the PO, its work order and the notifications of the label
// maker's work-order users (announced at commit on NOTIFICATION_CHANNEL).
import type { Queryable } from '../../db';
import { issue } from '../../domain/lifecycle';
import { localToInstant } from '../../domain/local-time';
import { qrTotalFor, spareFor } from '../../domain/purchaseOrder';
import { RollupAccumulator } from '../../domain/rollup';
import { NOTIFICATION_CHANNEL, upsertRollups } from './engine';
import { createWorkOrder } from './work-orders';

export interface PoLineInput {
  productId: number;
  variantId: number;
  bottleMakerId: number;
  oilMakerId: number;
  /** Labels ordered; the spare is added on top. */
  ordered: number;
}

export interface PoInput {
  noPo: string;
  labelMakerId: number;
  /** YYYY-MM-DD in the business time zone. */
  poDate: string;
  lines: PoLineInput[];
  /** When the codes were issued (default: the start of the PO date). */
  issuedAt?: Date;
  /** Work-order notifications of POs issued before it are stored as read (a load of history; as the engine's notifySince). */
  notifySince?: Date | undefined;
}

export interface CodeIdentity {
  qrcode: string;
  serialNumber: string;
}

export interface IssuedLine extends PoLineInput {
  id: number;
  qrTotal: number;
  spareTotal: number;
  codes: CodeIdentity[];
}

export interface IssuedPo {
  id: number;
  lines: IssuedLine[];
  /** The work order created with the PO (form_code). */
  workOrderCode: string;
  /** How many of the label maker's users were told. */
  told: number;
}

/** Rows per INSERT of codes: big POs are written in chunks. */
const CHUNK = 20_000;

/**
 * Issues the PO in the caller's transaction. `identify(line, i)` names the
 * i-th code of a line (the provider's numbering); it must be unique.
 */
export async function issuePurchaseOrder(
  q: Queryable,
  po: PoInput,
  identify: (line: PoLineInput, index: number) => CodeIdentity,
  timeZone: string,
  /** As in the engine: PO dates before it are counted in the daily rollups only (a bulk load of history). */
  hourlySince?: Date,
): Promise<IssuedPo> {
  const dayStart = localToInstant(po.poDate, timeZone);
  const issuedAt = po.issuedAt ?? dayStart;
  const [row] = await q.query<{ id: number }>(
    'insert into purchase_orders (no_po, label_maker_id, po_date) values ($1, $2, $3) returning id',
    [po.noPo, po.labelMakerId, po.poDate],
  );
  const poId = row!.id;
  const rollups = new RollupAccumulator(timeZone, hourlySince);
  const lines: IssuedLine[] = [];
  for (const line of po.lines) {
    const spareTotal = spareFor(line.ordered);
    const qrTotal = qrTotalFor(line.ordered);
    const [l] = await q.query<{ id: number }>(
      `insert into purchase_order_lines (po_id, product_id, variant_id, bottle_maker_id, oil_maker_id, ordered, spare_total, qr_total)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [poId, line.productId, line.variantId, line.bottleMakerId, line.oilMakerId, line.ordered, spareTotal, qrTotal],
    );
    const codes = Array.from({ length: qrTotal }, (_, i) => identify(line, i));
    const initial = issue(po.labelMakerId, line.oilMakerId);
    for (let from = 0; from < codes.length; from += CHUNK) {
      const chunk = codes.slice(from, from + CHUNK);
      await q.query(
        `insert into qr_codes (qrcode, serial_number, po_line_id, po_id, product_id, variant_id, label_maker_id, bottle_maker_id, oil_maker_id,
                               status, label_failed, customer_scans, created_at)
         select u.qrcode, u.serial_number, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13
           from unnest($1::text[], $2::text[]) as u(qrcode, serial_number)`,
        [
          chunk.map((c) => c.qrcode),
          chunk.map((c) => c.serialNumber),
          l!.id,
          poId,
          line.productId,
          line.variantId,
          po.labelMakerId,
          line.bottleMakerId,
          initial.oilMakerId,
          initial.status,
          initial.labelFailed,
          initial.customerScans,
          issuedAt,
        ],
      );
    }
    // Counted on the PO date: "total QR" of a period is what was ordered in it, spare included.
    rollups.add(
      dayStart,
      {
        actor: 'provider',
        result: 'Issued',
        verdict: '',
        reason: '',
        customerType: '',
        variantId: line.variantId,
        labelMakerId: po.labelMakerId,
        oilMakerId: line.oilMakerId,
        bottleMakerId: line.bottleMakerId,
      },
      qrTotal,
    );
    lines.push({ ...line, id: l!.id, qrTotal, spareTotal, codes });
  }
  const { hourly, daily } = rollups.rows();
  await upsertRollups(q, 'rollup_hourly', hourly);
  await upsertRollups(q, 'rollup_daily', daily);
  const wo = await createWorkOrder(q, {
    noPo: po.noPo,
    poId,
    labelMakerId: po.labelMakerId,
    ordered: lines.reduce((n, l) => n + l.ordered, 0),
    qrTotal: lines.reduce((n, l) => n + l.qrTotal, 0),
    issuedAt,
    channel: NOTIFICATION_CHANNEL,
    readBefore: po.notifySince,
  });
  return { id: poId, lines, workOrderCode: wo.code, told: wo.told };
}
