// A printed QR holds a URL whose last path segment is the code
// (https://<host>/q/<code>); scanners, apps and people typing it may send the
// whole URL or the bare code. Anything else is kept as a raw not-found URL.

/** Codes are short tokens of letters, digits, '-' and '_' (no spaces, no slashes). */
const CODE = /^[A-Za-z0-9_-]{4,64}$/;

/** The code a scanned text points at, or null when it cannot be one. */
export function extractQrCode(scanned: string): string | null {
  const text = scanned.trim();
  if (text === '') return null;
  let path: string;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      path = new URL(text).pathname;
    } catch {
      return null;
    }
  } else {
    // A URL without its scheme ("qrguard.id/q/AB12"), or a bare code.
    path = text.split(/[?#]/)[0] ?? '';
  }
  const segments = path.split('/').filter((s) => s !== '');
  const last = segments[segments.length - 1];
  if (last === undefined) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    return null;
  }
  return CODE.test(decoded) ? decoded : null;
}
