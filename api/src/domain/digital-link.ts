// GS1 Digital Link (issue 12): each code's URI https://<resolver host>/01/<GTIN-14>/21/<serial>,
// and the reading of a scanned Digital Link back into (GTIN, serial). Parsing and
// validation (the URI grammar of the GS1 Digital Link standard and the GTIN's
// check digit) are GS1's own library, digital-link.js; this module only decides
// which scanned texts are Digital Links at all, and what a valid one names.
import { CheckDigit, DigitalLink } from 'digital-link.js';

/** What a valid Digital Link of a code names: the trade item (GTIN-14) and the item's serial (AI 21). */
export interface DigitalLinkKey {
  gtin: string;
  serial: string;
}

/**
 * A scanned text that is shaped like a Digital Link (an http(s) URL with the
 * GTIN key `/01/<8 to 14 digits>` in its path). Legacy code URLs (/q/<code>)
 * never are, so they keep their own reading (domain/qr-url.ts).
 */
const SHAPED_LIKE_DIGITAL_LINK = /^https?:\/\/[^/?#\s]+(?:\/[^?#\s]*)?\/01\/[0-9]{8,14}(?:[/?#]|$)/i;

/**
 * The longest Digital Link read: the library's grammar parser costs time in
 * proportion to the text, and ours are under 100 characters.
 */
export const DIGITAL_LINK_MAX_LENGTH = 512;

/** A GTIN-14 with its check digit right (GS1 mod-10, by the library). */
export function isValidGtin14(gtin: string): boolean {
  return /^[0-9]{14}$/.test(gtin) && CheckDigit.validateCheckDigit(-1, gtin);
}

/** Whether a scanned text is meant as a Digital Link (then it is read by `readDigitalLink` only). */
export function looksLikeDigitalLink(text: string): boolean {
  return SHAPED_LIKE_DIGITAL_LINK.test(text);
}

/**
 * The GTIN and serial a scanned Digital Link names, or null when it is not a
 * valid one: bad URI syntax, a wrong check digit, no serial (a Digital Link of
 * the product, not of one item), or a serial that is not valid percent-encoding.
 * Texts that are not shaped like a Digital Link are null too (see looksLikeDigitalLink).
 */
export function readDigitalLink(text: string): DigitalLinkKey | null {
  const uri = text.trim();
  if (uri.length > DIGITAL_LINK_MAX_LENGTH || !looksLikeDigitalLink(uri)) return null;
  let gtin: string | undefined;
  let encodedSerial: string | undefined;
  try {
    const link = DigitalLink(uri);
    if (!link.isValid()) return null;
    // The library pads a valid GTIN-8, -12 or -13 to 14 digits.
    gtin = link.getIdentifier()['01'];
    encodedSerial = link.getKeyQualifiers()['21'];
  } catch {
    return null;
  }
  if (gtin === undefined || encodedSerial === undefined || !isValidGtin14(gtin)) return null;
  try {
    const serial = decodeURIComponent(encodedSerial);
    return serial === '' ? null : { gtin, serial };
  } catch {
    return null;
  }
}

/**
 * A code's Digital Link: `https://<host>/01/<gtin>/21/<serial>`, the serial
 * percent-encoded (a serial may hold characters a path segment cannot).
 */
export function digitalLinkOf(host: string, gtin: string, serial: string): string {
  return `https://${host}/01/${gtin}/21/${encodeURIComponent(serial)}`;
}

/** The Digital Link of a code whose variant has a GTIN; null for a variant without one. */
export function digitalLinkOrNull(host: string, gtin: string | null, serial: string): string | null {
  return gtin === null ? null : digitalLinkOf(host, gtin, serial);
}
