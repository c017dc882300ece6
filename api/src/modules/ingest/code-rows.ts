// Reading and writing the lifecycle state of QR codes: database rows <-> the
// CodeRecord the pure ingestion plan works on.
import type { Queryable } from '../../db';
import { Params } from './statement';
import type { QrStatus } from '../../domain/constants';
import type { CodeRecord } from '../../domain/ingest-plan';
import { REASON_DISTANT, REASON_TOO_MANY, type SuspicionReason } from '../../domain/suspicion';

interface CodeRow {
  id: number;
  qrcode: string;
  serial_number: string;
  po_line_id: number;
  product_id: number;
  variant_id: number;
  bottle_maker_id: number;
  label_maker_id: number;
  oil_maker_id: number | null;
  status: number;
  label_failed: boolean;
  label_scanned_at: Date | null;
  oil_received_at: Date | null;
  oil_activated_at: Date | null;
  validity_start: Date | null;
  customer_scans: number;
  last_located_at: Date | null;
  last_lat: number | null;
  last_lng: number | null;
  suspect_too_many: boolean;
  suspect_distant: boolean;
  block_reason: string | null;
}

const COLUMNS = `id, qrcode, serial_number, po_line_id, product_id, variant_id, bottle_maker_id, label_maker_id, oil_maker_id,
  status, label_failed, label_scanned_at, oil_received_at, oil_activated_at, validity_start, customer_scans,
  last_located_at, last_lat, last_lng, suspect_too_many, suspect_distant,
  (select b.reason from qr_code_blocks b where b.qr_code_id = qr_codes.id and b.unblocked_at is null) as block_reason`;

/**
 * The open block of each code read here (issue 12; qrcodes/block.ts), by its
 * facts: a block is not lifecycle state (the domain never sees it), but the
 * scan's answer needs it, read in the same locked read as the code itself
 * (a block locks the code row too, so a scan and a block never interleave).
 * The plan's records share their `facts` with the record read, so the answer finds it.
 */
const OPEN_BLOCKS = new WeakMap<CodeRecord['facts'], string>();

/** The reason of the code's open block when it was read, if it had one. */
export function blockReasonOf(record: CodeRecord): string | undefined {
  return OPEN_BLOCKS.get(record.facts);
}

/** Timestamps go to the drivers as ISO text: cheaper than their Date conversion for big arrays. */
const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const date = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));

function toRecord(r: CodeRow): CodeRecord {
  const suspectReasons: SuspicionReason[] = [];
  if (r.suspect_too_many) suspectReasons.push(REASON_TOO_MANY);
  if (r.suspect_distant) suspectReasons.push(REASON_DISTANT);
  const lastAt = date(r.last_located_at);
  const facts = {
    id: r.id,
    qrcode: r.qrcode,
    serialNumber: r.serial_number,
    poLineId: r.po_line_id,
    productId: r.product_id,
    variantId: r.variant_id,
    bottleMakerId: r.bottle_maker_id,
  };
  if (r.block_reason) OPEN_BLOCKS.set(facts, r.block_reason);
  return {
    facts,
    state: {
      status: r.status as QrStatus,
      labelMakerId: r.label_maker_id,
      oilMakerId: r.oil_maker_id,
      labelScannedAt: date(r.label_scanned_at),
      labelFailed: r.label_failed,
      oilActivatedAt: date(r.oil_activated_at),
      validityStart: date(r.validity_start),
      customerScans: r.customer_scans,
    },
    oilReceivedAt: date(r.oil_received_at),
    lastLocated:
      lastAt && r.last_lat !== null && r.last_lng !== null ? { at: lastAt, lat: r.last_lat, lng: r.last_lng } : null,
    suspectReasons,
  };
}

/**
 * The codes named, keyed by qrcode, locked for the rest of the transaction in
 * id order (so concurrent batches never wait on each other in a cycle).
 */
export async function loadCodesForUpdate(q: Queryable, qrcodes: readonly string[]): Promise<Map<string, CodeRecord>> {
  if (qrcodes.length === 0) return new Map();
  const rows = await q.query<CodeRow>(
    `select ${COLUMNS} from qr_codes where qrcode = any($1::text[]) order by id for update`,
    [qrcodes],
    { prepare: true },
  );
  return new Map(rows.map((r) => [r.qrcode, toRecord(r)]));
}

/** One code by id or qrcode, without locking (reads). */
export async function findCode(q: Queryable, by: { id: number } | { qrcode: string }): Promise<CodeRecord | undefined> {
  const [sql, param] = 'id' in by ? ['id = $1', by.id] : ['qrcode = $1', by.qrcode];
  const rows = await q.query<CodeRow>(`select ${COLUMNS} from qr_codes where ${sql}`, [param]);
  return rows[0] ? toRecord(rows[0]) : undefined;
}

/** The UPDATE writing the lifecycle state of changed codes (one statement for all of them). */
export function saveCodesSql(p: Params, records: readonly CodeRecord[]): string | null {
  if (records.length === 0) return null;
  // One JSON parameter: far cheaper for the driver than fourteen escaped arrays.
  const rows = records.map((r) => ({
    id: r.facts.id,
    status: r.state.status,
    label_failed: r.state.labelFailed,
    label_scanned_at: iso(r.state.labelScannedAt),
    oil_maker_id: r.state.oilMakerId,
    oil_received_at: iso(r.oilReceivedAt),
    oil_activated_at: iso(r.state.oilActivatedAt),
    validity_start: iso(r.state.validityStart),
    customer_scans: r.state.customerScans,
    last_located_at: iso(r.lastLocated?.at ?? null),
    last_lat: r.lastLocated?.lat ?? null,
    last_lng: r.lastLocated?.lng ?? null,
    suspect_too_many: r.suspectReasons.includes(REASON_TOO_MANY),
    suspect_distant: r.suspectReasons.includes(REASON_DISTANT),
  }));
  return `update qr_codes c set
       status = u.status, label_failed = u.label_failed, label_scanned_at = u.label_scanned_at, oil_maker_id = u.oil_maker_id,
       oil_received_at = u.oil_received_at, oil_activated_at = u.oil_activated_at, validity_start = u.validity_start,
       customer_scans = u.customer_scans, last_located_at = u.last_located_at, last_lat = u.last_lat, last_lng = u.last_lng,
       suspect_too_many = u.suspect_too_many, suspect_distant = u.suspect_distant
     from json_to_recordset(${p.add(JSON.stringify(rows))}::json)
       as u(id int, status smallint, label_failed bool, label_scanned_at timestamptz, oil_maker_id int, oil_received_at timestamptz,
            oil_activated_at timestamptz, validity_start timestamptz, customer_scans int, last_located_at timestamptz,
            last_lat float8, last_lng float8, suspect_too_many bool, suspect_distant bool)
     where c.id = u.id`;
}

/** Writes the lifecycle state of changed codes. */
export async function saveCodes(q: Queryable, records: readonly CodeRecord[]): Promise<void> {
  const p = new Params();
  const sql = saveCodesSql(p, records);
  if (sql) await q.query(sql, p.values);
}
