import type { Queryable } from '../../db';
import { looksLikeDigitalLink, readDigitalLink } from '../../domain/digital-link';
import { extractQrCode } from '../../domain/qr-url';
import { badRequest } from '../../http/errors';
import { unstorableText } from './safe-text';

/**
 * What a scanner sent, trimmed; blank text is bad input (a 400 naming the
 * field), not a not-found scan, and so is text the database cannot store
 * (checked here too, whatever checks the request's body elsewhere: the
 * scanned text is written verbatim for not-found scans and reports).
 */
export function scannedText(value: string, field: string): string {
  const text = value.trim();
  const problem = text === '' ? 'must not be blank' : unstorableText(text);
  if (problem) throw badRequest(`body/${field} ${problem}`, [{ field: `body/${field}`, message: problem }]);
  return text;
}

/**
 * The code a scanned text names, or null (a not-found scan). Two forms are
 * read (issue 12): the legacy URL or bare code (its last path segment is the
 * code, domain/qr-url.ts), and a GS1 Digital Link
 * https://<any resolver>/01/<GTIN>/21/<serial> (domain/digital-link.ts), which
 * names the code by its serial number and must carry the GTIN of the code's
 * variant: a Digital Link with a bad check digit, without a serial, or whose
 * GTIN is another variant's is not found. The resolver host is not checked: a
 * label may be read through GS1's or another resolver.
 */
export async function scannedCode(q: Queryable, text: string): Promise<string | null> {
  if (!looksLikeDigitalLink(text)) return extractQrCode(text);
  const key = readDigitalLink(text);
  if (!key) return null;
  const [row] = await q.query<{ qrcode: string }>(
    `select c.qrcode from qr_codes c join variants v on v.id = c.variant_id
      where c.serial_number = $1 and v.gtin = $2`,
    [key.serial, key.gtin],
  );
  return row?.qrcode ?? null;
}
