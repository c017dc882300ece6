// A small programme built by hand through the engine's real functions (issuing
// POs, applyCommands), whose figures the highlight tests work out by hand.
// Times are business-local (Asia/Jakarta, UTC+7).
//
// PO A  2025-06-02 Cahaya  MPX1 Berlina   FEDERAL  ordered 25 -> 26 codes
// PO B  2025-06-10 Menara  SPX1 Dynaplast IDEMITSU ordered 10 -> 11 codes
// PO C  2025-07-01 Cahaya  MPX2 Berlina   FEDERAL  ordered 50 -> 52 codes
// PO O  2021-01-04 Cahaya  MPX1 Berlina   FEDERAL  ordered  2 ->  3 codes (old: expired bottles)
import type { Command } from '../../domain/ingest-plan';
import { localToInstant } from '../../domain/local-time';
import type { TestApp } from '../../testing/app';
import { apply, idOf, issueCodes, oilMakerId } from '../../testing/engine';

export interface Ids {
  variants: Record<'MPX1' | 'MPX2' | 'MPX3' | 'SPX1' | 'SPX2', number>;
  cahaya: number;
  menara: number;
  federal: number;
  idemitsu: number;
  berlina: number;
  dynaplast: number;
  namasindo: number;
}

export async function buildProgramme(t: TestApp): Promise<Ids> {
  const tz = t.config.businessTz;
  const at = (local: string) => localToInstant(local.length === 16 ? `${local}:00` : local, tz);
  const ids: Ids = {
    variants: {
      MPX1: await idOf(t, 'variants', 'MPX1'),
      MPX2: await idOf(t, 'variants', 'MPX2'),
      MPX3: await idOf(t, 'variants', 'MPX3'),
      SPX1: await idOf(t, 'variants', 'SPX1'),
      SPX2: await idOf(t, 'variants', 'SPX2'),
    },
    cahaya: await idOf(t, 'label_makers', 'Cahaya'),
    menara: await idOf(t, 'label_makers', 'Menara'),
    federal: await oilMakerId(t, 'FEDERAL'),
    idemitsu: await oilMakerId(t, 'IDEMITSU'),
    berlina: await idOf(t, 'bottle_makers', 'Berlina'),
    dynaplast: await idOf(t, 'bottle_makers', 'Dynaplast'),
    namasindo: await idOf(t, 'bottle_makers', 'Namasindo Plas'),
  };
  await issueCodes(t, { prefix: 'A', ordered: 25, poDate: '2025-06-02' });
  await issueCodes(t, {
    prefix: 'B',
    ordered: 10,
    poDate: '2025-06-10',
    labelMaker: 'Menara',
    partNo: 'QG-SPX1-0800',
    bottleMaker: 'Dynaplast',
    oilMaker: 'IDEMITSU',
  });
  await issueCodes(t, { prefix: 'C', ordered: 50, poDate: '2025-07-01', partNo: 'QG-MPX2-0800' });
  await issueCodes(t, { prefix: 'O', ordered: 2, poDate: '2021-01-04' });

  const code = (prefix: string, n: number) => `${prefix}${String(n).padStart(4, '0')}`;
  const range = (prefix: string, from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => code(prefix, from + i));
  const c: Command[] = [];
  const label = (qrcode: string, local: string, result: 'Success' | 'Reject', labelMakerId = ids.cahaya) =>
    c.push({ kind: 'label', qrcode, url: qrcode, labelMakerId, result, at: at(local) });
  const oil = (qrcode: string, local: string, action: 'ACTIVATE' | 'DEACTIVATE', oilMakerId = ids.federal) =>
    c.push({ kind: 'oil', qrcode, url: qrcode, oilMakerId, action, appUserId: null, at: at(local) });
  const customer = (qrcode: string, local: string) =>
    c.push({
      kind: 'customer',
      qrcode,
      url: `https://qr.example/${qrcode}`,
      lat: null,
      lng: null,
      customerType: 'Web',
      at: at(local),
    });
  const report = (qrcode: string, local: string, reason: 'Produk diduga palsu' | 'Kemasan rusak') =>
    c.push({
      kind: 'report',
      qrcode,
      url: `https://qr.example/${qrcode}`,
      reason,
      description: '',
      lat: null,
      lng: null,
      photo: null,
      at: at(local),
    });

  // PO O, years ago: O1 verified and activated (expired by 2025), O2 verified only.
  label(code('O', 1), '2021-01-05 09:00', 'Success');
  label(code('O', 2), '2021-01-05 09:00', 'Success');
  oil(code('O', 1), '2021-01-06 10:00', 'ACTIVATE');

  // PO A: 10 verified, 2 rejected, a double scan, a cross scan by Menara, a URL that names no code.
  for (const q of range('A', 1, 10)) label(q, '2025-06-03 08:00', 'Success');
  for (const q of range('A', 11, 12)) label(q, '2025-06-03 08:30', 'Reject');
  label(code('A', 1), '2025-06-03 14:00', 'Success'); // Double Scan
  label(code('A', 13), '2025-06-04 09:00', 'Success', ids.menara); // Cross Scan
  label('ZZZ999', '2025-06-04 09:30', 'Success'); // Not Found: no printed label of the programme
  // Filling: 6 activated, 1 deactivated, a repeat, another oil maker's attempt, an unknown code, a rejected label (refused, not recorded).
  for (const q of range('A', 1, 6)) oil(q, '2025-06-05 10:00', 'ACTIVATE');
  oil(code('A', 7), '2025-06-05 11:00', 'DEACTIVATE');
  oil(code('A', 1), '2025-06-05 11:10', 'ACTIVATE'); // Double Scan
  oil(code('A', 8), '2025-06-05 11:20', 'ACTIVATE', ids.idemitsu); // Cross Scan
  oil('NOPE1', '2025-06-05 11:30', 'ACTIVATE'); // Not Found
  oil(code('A', 11), '2025-06-05 11:40', 'ACTIVATE'); // refused: the label failed

  // PO B (Menara, IDEMITSU): 4 verified, 1 rejected, 2 activated.
  for (const q of range('B', 1, 4)) label(q, '2025-06-11 09:00', 'Success', ids.menara);
  label(code('B', 5), '2025-06-11 09:00', 'Reject', ids.menara);
  for (const q of range('B', 1, 2)) oil(q, '2025-06-12 10:00', 'ACTIVATE', ids.idemitsu);

  // PO C in July.
  for (const q of range('C', 1, 5)) label(q, '2025-07-02 09:00', 'Success');
  for (const q of range('C', 1, 2)) oil(q, '2025-07-03 10:00', 'ACTIVATE');

  // Customers in June: 4 valid, 4 inactive, 1 expired, 1 not found.
  customer(code('A', 1), '2025-06-10 10:00'); // valid
  customer(code('A', 1), '2025-06-10 10:05'); // valid (a repeat scan counts)
  customer(code('A', 2), '2025-06-11 12:00'); // valid
  customer(code('A', 8), '2025-06-11 13:00'); // inactive: verified, never activated
  customer(code('A', 7), '2025-06-12 09:00'); // inactive: deactivated
  customer('FAKE-1', '2025-06-12 10:00'); // not found
  customer(code('B', 1), '2025-06-15 20:30'); // valid
  customer(code('B', 3), '2025-06-15 23:30'); // inactive (16:30 UTC: still the 15th in Jakarta)
  customer(code('O', 1), '2025-06-16 11:00'); // expired: activated in 2021
  customer(code('O', 2), '2025-06-16 11:30'); // inactive
  // July: 06:00 on the 1st in Jakarta is still June 30th in UTC.
  customer(code('A', 3), '2025-07-01 06:00'); // valid
  customer(code('C', 1), '2025-07-04 10:00'); // valid
  // An officer's check is not a customer scan.
  c.push({
    kind: 'enforcement',
    qrcode: code('A', 1),
    url: code('A', 1),
    lat: null,
    lng: null,
    appUserId: null,
    at: at('2025-06-10 11:00'),
  });

  // Reports in June.
  report(code('A', 1), '2025-06-13 10:00', 'Produk diduga palsu');
  report('FAKE-2', '2025-06-13 11:00', 'Kemasan rusak');
  report(code('B', 1), '2025-06-14 10:00', 'Produk diduga palsu');

  // In two batches, as live ingestion would: the label history first, then the rest.
  const split = c.findIndex((x) => x.kind === 'oil' && x.qrcode === code('A', 1) && x.at.getUTCFullYear() === 2025);
  await apply(t, c.slice(0, split));
  await apply(t, c.slice(split));
  return ids;
}
