// GET /api/reports/qrcode/epcis (issue 12): a code's life (`?id=`) or every
// code of a purchase order (`?po=<PO number>`) as one EPCIS 2.0 JSON-LD
// document (epcis-document.ts), permission REPORT_QRCODE like the details.
// The document is streamed: codes are read a page at a time in id order
// (keyset, index qr_codes_po of migration 340), and each page's events a
// page at a time by (code, time, id), written to the reply as they come, so
// a PO of any size is answered in bounded memory.
import { Readable } from 'node:stream';
import { EPCIS_MEDIA_TYPE, endpoints, type QrBlockReason } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Queryable } from '../../db';
import { digitalLinkOf } from '../../domain/digital-link';
import { badRequest, HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { documentFrame, objectEvent, type BlockFact, type CodeFact, type ScanFact } from './epcis-document';

/** Codes per page of a PO's export. */
export const EPCIS_CODE_PAGE = 500;
/** Events per page of one page of codes. */
export const EPCIS_EVENT_PAGE = 2000;

/** Which codes a document is of: one code, or every code of a PO (both by id). */
export type EpcisSelection = { codeId: number } | { poId: number };

interface CodeRow {
  id: number;
  serial_number: string;
  variant_id: number;
}

interface EventRow {
  id: string | number;
  qr_code_id: number;
  actor: string;
  result: string;
  verdict: string | null;
  scanned_at: Date | string;
  /** scanned_at as exact text (microseconds kept): the cursor, which a JS Date would round to milliseconds. */
  at_text: string;
  lat: number | null;
  lng: number | null;
  customer_type: string | null;
  label_maker_id: number | null;
  oil_maker_id: number | null;
}

/**
 * The codes of the selection after `afterId`, in id order: a walk of the
 * (po_id, id) index that stops after `size` rows. (Joined with variants, the
 * planner sorted every remaining code of the PO for each page.)
 */
function codePage(q: Queryable, selection: EpcisSelection, afterId: number, size: number): Promise<CodeRow[]> {
  const [where, key] = 'codeId' in selection ? ['id = $1', selection.codeId] : ['po_id = $1', selection.poId];
  return q.query<CodeRow>(
    `select id, serial_number, variant_id from qr_codes where ${where} and id > $2 order by id limit ${size}`,
    [key, afterId],
  );
}

/** Blocks and unblocks of the codes, by code then time. A code has a handful at most. */
async function blockFacts(q: Queryable, codeIds: number[]): Promise<(BlockFact & { codeId: number })[]> {
  const rows = await q.query<{
    id: number;
    qr_code_id: number;
    reason: QrBlockReason;
    blocked_at: Date | string;
    unblocked_at: Date | string | null;
  }>('select id, qr_code_id, reason, blocked_at, unblocked_at from qr_code_blocks where qr_code_id = any($1::int[])', [
    codeIds,
  ]);
  const facts = rows.flatMap((r) => [
    { kind: 'block' as const, id: r.id, codeId: r.qr_code_id, at: new Date(r.blocked_at), reason: r.reason },
    ...(r.unblocked_at === null
      ? []
      : [{ kind: 'unblock' as const, id: r.id, codeId: r.qr_code_id, at: new Date(r.unblocked_at), reason: r.reason }]),
  ]);
  return facts.sort((a, b) => a.codeId - b.codeId || a.at.getTime() - b.at.getTime() || a.id - b.id);
}

/** The next page of the codes' scans after the cursor (code id, time, event id). */
function eventPage(
  q: Queryable,
  codeIds: number[],
  after: [number, string, string],
  size: number,
): Promise<EventRow[]> {
  return q.query<EventRow>(
    `select e.id, e.qr_code_id, e.actor, e.result, e.verdict, e.scanned_at, to_json(e.scanned_at) #>> '{}' as at_text,
            e.lat, e.lng, e.customer_type,
            e.label_maker_id, e.oil_maker_id
       from scan_events e
      where e.qr_code_id = any($1::int[]) and (e.qr_code_id, e.scanned_at, e.id) > ($2::int, $3::timestamptz, $4::bigint)
        and e.qr_code_id <= $5
      order by e.qr_code_id, e.scanned_at, e.id limit ${size}`,
    // The upper bound keeps an index walk from the cursor inside the page's codes (codeIds ascend).
    [codeIds, ...after, codeIds[codeIds.length - 1]],
  );
}

/** The small reference lists, read once per document: companies' names and the variants' GTINs. */
async function referenceNames(
  q: Queryable,
): Promise<{ label: Map<number, string>; oil: Map<number, string>; gtin: Map<number, string> }> {
  const [label, oil, gtin] = await Promise.all([
    q.query<{ id: number; name: string }>('select id, name from label_makers'),
    q.query<{ id: number; name: string }>("select id, code || ' - ' || name as name from oil_makers"),
    q.query<{ id: number; gtin: string }>('select id, gtin from variants where gtin is not null'),
  ]);
  return {
    label: new Map(label.map((r) => [r.id, r.name])),
    oil: new Map(oil.map((r) => [r.id, r.name])),
    gtin: new Map(gtin.map((r) => [r.id, r.gtin])),
  };
}

export interface EpcisOptions {
  host: string;
  timeZone: string;
  now?: Date;
  /** Page sizes (tests make them small to cross page boundaries). */
  codePage?: number;
  eventPage?: number;
}

/**
 * The document of the selection, piece by piece: the head, then the events of
 * each page of codes (each code's scans, blocks and unblocks in time order),
 * then the tail. Nothing but the current page is held.
 */
export async function* epcisDocumentText(
  q: Queryable,
  selection: EpcisSelection,
  {
    host,
    timeZone,
    now = new Date(),
    codePage: codePageSize = EPCIS_CODE_PAGE,
    eventPage: eventPageSize = EPCIS_EVENT_PAGE,
  }: EpcisOptions,
): AsyncGenerator<string> {
  const frame = documentFrame(host, now, timeZone);
  const names = await referenceNames(q);
  yield frame.head;
  let first = true;
  let afterCode = 0;
  for (;;) {
    const page = await codePage(q, selection, afterCode, codePageSize);
    if (page.length === 0) break;
    afterCode = page[page.length - 1]!.id;
    // A code whose variant has no GTIN has no EPC: it is left out.
    const epcs = new Map<number, string>();
    for (const c of page) {
      const gtin = names.gtin.get(c.variant_id);
      if (gtin !== undefined) epcs.set(c.id, digitalLinkOf(host, gtin, c.serial_number));
    }
    const ids = [...epcs.keys()];
    if (ids.length === 0) {
      if (page.length < codePageSize) break;
      continue;
    }
    const blocks = await blockFacts(q, ids);
    let b = 0;
    let out = '';
    const emit = (codeId: number, fact: CodeFact) => {
      out += (first ? '' : ',') + JSON.stringify(objectEvent(fact, epcs.get(codeId)!, timeZone));
      first = false;
    };
    /** Blocks before (codeId, at) come first: the events of a code stay in time order. */
    const blocksUpTo = (codeId: number, at: number) => {
      while (
        b < blocks.length &&
        (blocks[b]!.codeId < codeId || (blocks[b]!.codeId === codeId && blocks[b]!.at.getTime() <= at))
      )
        emit(blocks[b]!.codeId, blocks[b++]!);
    };
    let cursor: [number, string, string] = [0, '-infinity', '0'];
    for (;;) {
      const rows = await eventPage(q, ids, cursor, eventPageSize);
      for (const r of rows) {
        const at = new Date(r.scanned_at);
        blocksUpTo(r.qr_code_id, at.getTime());
        const fact: ScanFact = {
          kind: 'scan',
          id: String(r.id),
          at,
          actor: r.actor,
          result: r.result,
          verdict: r.verdict,
          lat: r.lat,
          lng: r.lng,
          customerType: r.customer_type,
          company:
            r.actor === 'label_maker' && r.label_maker_id !== null
              ? (names.label.get(r.label_maker_id) ?? null)
              : r.actor === 'oil_maker' && r.oil_maker_id !== null
                ? (names.oil.get(r.oil_maker_id) ?? null)
                : null,
        };
        emit(r.qr_code_id, fact);
      }
      if (out !== '') {
        yield out;
        out = '';
      }
      if (rows.length < eventPageSize) break;
      const last = rows[rows.length - 1]!;
      cursor = [last.qr_code_id, last.at_text, String(last.id)];
    }
    blocksUpTo(Number.MAX_SAFE_INTEGER, 0);
    if (out !== '') yield out;
    if (page.length < codePageSize) break;
  }
  yield frame.tail;
}

/** A file name made of the safe characters of `name`. */
const fileName = (name: string) => `epcis-${name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80)}.jsonld`;

export default async function epcisRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, endpoints.qrCodeEpcis, async (req, reply) => {
    const { id, po } = req.query;
    if ((id === undefined) === (po === undefined))
      throw badRequest('querystring must have exactly one of id and po', [
        { field: 'querystring', message: 'must have exactly one of id and po' },
      ]);
    let selection: EpcisSelection;
    let name: string;
    if (id !== undefined) {
      const [code] = await app.db.query<{ qrcode: string; gtin: string | null }>(
        'select c.qrcode, v.gtin from qr_codes c join variants v on v.id = c.variant_id where c.id = $1',
        [id],
      );
      if (!code) throw new HttpError(404, `QR code ${id} was not found.`);
      if (code.gtin === null)
        throw new HttpError(409, `The variant of QR code ${code.qrcode} has no GTIN, so the code has no EPC.`);
      selection = { codeId: id };
      name = code.qrcode;
    } else {
      const [order] = await app.db.query<{ id: number; no_po: string }>(
        'select id, no_po from purchase_orders where no_po = $1',
        [po],
      );
      if (!order) throw new HttpError(404, `Purchase order ${po} was not found.`);
      selection = { poId: order.id };
      name = `po-${order.no_po}`;
    }
    const body = Readable.from(
      epcisDocumentText(app.db, selection, { host: config.digitalLinkHost, timeZone: config.businessTz }),
      { objectMode: false },
    );
    body.on('error', (err) => req.log.error({ err }, 'the EPCIS export failed while streaming'));
    void reply
      .header('content-type', EPCIS_MEDIA_TYPE)
      .header('content-disposition', `attachment; filename="${fileName(name)}"`);
    // A stream is sent as is (no serializer); the route's response schema only documents it.
    return reply.send(body) as unknown as never;
  });
}
