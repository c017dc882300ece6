// Blocking and unblocking a QR code from the QR Code report (issue 12, beyond
// the original). A block is an overlay on the code, recorded in qr_code_blocks
// (migration 310): the code's lifecycle state is not touched, so an unblock
// gives back exactly the code that was blocked. While the block is open the
// public scan answers `blocked` with its reason, and the report shows the code
// as Deactivated. Like resetCodeScans (reset.ts), the code row is locked for
// the transaction, and the write and its audit event commit together.
import type { QrBlockReason } from '@qrguard/shared-api/contract';
import type { Db, Queryable } from '../../db';
import { recordAudit } from '../audit/record';
import { loadCodesForUpdate } from '../ingest/code-rows';
import { emitAlert } from '../alerts/emit';

export interface BlockActor {
  id: number;
  username: string;
  /** The client's address, for the audit trail. */
  address?: string;
}

export type BlockResult = { ok: true } | { ok: false; status: 400 | 404 | 409; reason: string };

/** The open block of a code, if any. */
export interface OpenBlock {
  id: number;
  reason: QrBlockReason;
  note: string | null;
  blocked_by: string;
  blocked_at: Date;
}

export async function openBlock(q: Queryable, qrCodeId: number): Promise<OpenBlock | undefined> {
  const [row] = await q.query<OpenBlock>(
    `select id, reason, note, blocked_by, blocked_at from qr_code_blocks
      where qr_code_id = $1 and unblocked_at is null`,
    [qrCodeId],
  );
  return row;
}

/** A note as stored: trimmed, empty is none. */
const cleanNote = (note: string | undefined) => {
  const text = note?.trim() ?? '';
  return text === '' ? null : text;
};

export function blockCode(
  db: Db,
  qrcode: string,
  input: { reason: QrBlockReason; note?: string | undefined },
  by: BlockActor,
): Promise<BlockResult> {
  const note = cleanNote(input.note);
  if (input.reason === 'Other' && note === null)
    return Promise.resolve({ ok: false, status: 400, reason: 'A note is required when the reason is Other.' });
  return db.transaction(async (tx) => {
    const code = (await loadCodesForUpdate(tx, [qrcode])).get(qrcode);
    if (!code) return { ok: false, status: 404, reason: `QR code ${qrcode} was not found.` };
    const open = await openBlock(tx, code.facts.id);
    if (open) return { ok: false, status: 409, reason: `QR code ${qrcode} is already blocked (${open.reason}).` };
    await tx.query(
      `insert into qr_code_blocks (qr_code_id, reason, note, blocked_by_id, blocked_by) values ($1, $2, $3, $4, $5)`,
      [code.facts.id, input.reason, note, by.id, by.username],
    );
    await recordAudit(tx, {
      actor: { id: by.id, username: by.username },
      action: 'qrcode.block',
      target: { kind: 'qrcode', id: qrcode, label: qrcode },
      before: { blocked: false },
      after: { blocked: true, reason: input.reason, note },
      address: by.address ?? null,
    });
    // Alert rules (issue 15): queued with the block, sent by the dispatcher after commit.
    await emitAlert(tx, 'qrcode.blocked', [
      { qrcode, reason: input.reason, note, blocked_by: by.username, at: new Date().toISOString() },
    ]);
    return { ok: true };
  });
}

export function unblockCode(
  db: Db,
  qrcode: string,
  input: { note?: string | undefined },
  by: BlockActor,
): Promise<BlockResult> {
  const note = cleanNote(input.note);
  return db.transaction(async (tx) => {
    const code = (await loadCodesForUpdate(tx, [qrcode])).get(qrcode);
    if (!code) return { ok: false, status: 404, reason: `QR code ${qrcode} was not found.` };
    const open = await openBlock(tx, code.facts.id);
    if (!open) return { ok: false, status: 409, reason: `QR code ${qrcode} is not blocked.` };
    await tx.query(
      `update qr_code_blocks set unblocked_at = now(), unblocked_by_id = $2, unblocked_by = $3, unblock_note = $4
        where id = $1`,
      [open.id, by.id, by.username, note],
    );
    await recordAudit(tx, {
      actor: { id: by.id, username: by.username },
      action: 'qrcode.unblock',
      target: { kind: 'qrcode', id: qrcode, label: qrcode },
      before: { blocked: true, reason: open.reason, note: open.note },
      after: { blocked: false, note },
      address: by.address ?? null,
    });
    return { ok: true };
  });
}
