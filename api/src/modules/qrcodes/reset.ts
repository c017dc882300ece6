// Reset of a code's customer scans (spec reports-settings 3, QR Code Details):
// the count that flagged it goes back to 0, its open suspect flags are
// cleared (kept as history), and the reset itself is recorded.
import type { Db } from '../../db';
import { resetCustomerScans } from '../../domain/lifecycle';
import { recordAudit } from '../audit/record';
import { loadCodesForUpdate, saveCodes } from '../ingest/code-rows';

export type ResetResult = { ok: true; cleared: number } | { ok: false; status: 404 | 409; reason: string };

/** `by.address`: the client's address, for the audit trail (issue 13). */
export function resetCodeScans(
  db: Db,
  qrcode: string,
  by: { id: number; username: string; address?: string },
): Promise<ResetResult> {
  return db.transaction(async (tx) => {
    const code = (await loadCodesForUpdate(tx, [qrcode])).get(qrcode);
    if (!code) return { ok: false, status: 404, reason: `QR code ${qrcode} was not found.` };
    const t = resetCustomerScans(code.state);
    if (!t.ok) return { ok: false, status: 409, reason: t.reason };
    await saveCodes(tx, [{ ...code, state: t.state, lastLocated: null, suspectReasons: [] }]);
    await tx.query('update suspects set cleared_at = now() where qr_code_id = $1 and cleared_at is null', [
      code.facts.id,
    ]);
    await tx.query(
      'insert into customer_scan_resets (qr_code_id, user_id, username, scans_before) values ($1, $2, $3, $4)',
      [code.facts.id, by.id, by.username, code.state.customerScans],
    );
    // The audit trail's record of the write, committed or rolled back with it.
    await recordAudit(tx, {
      actor: { id: by.id, username: by.username },
      action: 'qrcode.reset',
      target: { kind: 'qrcode', id: qrcode, label: qrcode },
      before: { customer_scans: code.state.customerScans, suspect_reasons: code.suspectReasons },
      after: { customer_scans: t.state.customerScans, suspect_reasons: [] },
      address: by.address ?? null,
    });
    return { ok: true, cleared: code.state.customerScans };
  });
}
