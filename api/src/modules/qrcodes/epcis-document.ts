// The EPCIS 2.0 JSON-LD document of codes' lives (issue 12), pure: what each
// fact of a code becomes as an ObjectEvent, and the text of the document
// around the events (written piece by piece, so a purchase order's export is
// streamed: epcis.ts). The EPC of every event is the code's GS1 Digital Link.
//
// Facts and their CBV 2.0 business steps:
//   label verification Success     ADD      commissioning    active
//   label verification Reject      OBSERVE  inspecting       non_conformant
//   filling-line ACTIVATE          OBSERVE  assembling       sellable_not_accessible
//   filling-line DEACTIVATE        DELETE   decommissioning  inactive
//   any other scan (customer, officer, Double / Cross Scan)
//                                  OBSERVE  inspecting       (unchanged)
//   block (QR Code report)         DELETE   decommissioning  by reason (recalled, stolen, damaged, ...)
//   unblock                        ADD      commissioning    active
// Customer and officer scans with coordinates carry readPoint geo:<lat>,<lng>.
// What the CBV has no word for (the scan result, the customer's verdict, the
// company, the block's reason) is kept in the `qrg:` extension namespace.
import { createHash } from 'node:crypto';
import type { EpcisObjectEvent, QrBlockReason } from '@qrguard/shared-api/contract';
import { zoneOffsetMs } from '../../domain/local-time';

/** The EPCIS 2.0 JSON-LD context (GS1), as GS1's validator and examples name it. */
export const EPCIS_CONTEXT = 'https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld';

/** A scan of a code, as scan_events holds it (with the scanning company's name). */
export interface ScanFact {
  kind: 'scan';
  /** scan_events.id */
  id: string;
  at: Date;
  actor: string;
  result: string;
  verdict: string | null;
  lat: number | null;
  lng: number | null;
  customerType: string | null;
  /** The label maker of a label scan, the oil maker of a filling-line scan. */
  company: string | null;
}

/** A block or an unblock of a code (qr_code_blocks). */
export interface BlockFact {
  kind: 'block' | 'unblock';
  /** qr_code_blocks.id */
  id: number;
  at: Date;
  reason: QrBlockReason;
}

export type CodeFact = ScanFact | BlockFact;

/** What the CBV calls the state a blocked code is in, by the block's reason. */
export const BLOCK_DISPOSITION: Readonly<Record<QrBlockReason, string>> = {
  'Counterfeit found': 'non_sellable_other',
  'Damaged label': 'damaged',
  'Stolen stock': 'stolen',
  Recalled: 'recalled',
  Other: 'non_sellable_other',
};

/** "+07:00": the offset of `timeZone` at `at`. */
export function offsetText(at: Date, timeZone: string): string {
  const minutes = Math.round(zoneOffsetMs(at, timeZone) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The instant as local time with its offset: 2025-06-01T16:00:00.000+07:00. */
export function timeWithOffset(at: Date, timeZone: string): { time: string; offset: string } {
  const offset = offsetText(at, timeZone);
  const wall = new Date(at.getTime() + zoneOffsetMs(at, timeZone)).toISOString();
  return { time: `${wall.slice(0, -1)}${offset}`, offset };
}

/** A stable urn:uuid (name-based, SHA-1, the form of RFC 9562 version 5) for a fact: the same fact keeps its id across exports. */
export function eventId(name: string): string {
  const h = createHash('sha1').update(`qrguard:epcis:${name}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `urn:uuid:${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

type Step = Pick<EpcisObjectEvent, 'action' | 'bizStep'> & { disposition?: string };

function scanStep(f: ScanFact): Step {
  if (f.actor === 'label_maker' && f.result === 'Success')
    return { action: 'ADD', bizStep: 'commissioning', disposition: 'active' };
  if (f.actor === 'label_maker' && f.result === 'Reject')
    return { action: 'OBSERVE', bizStep: 'inspecting', disposition: 'non_conformant' };
  if (f.actor === 'oil_maker' && f.result === 'ACTIVATE')
    return { action: 'OBSERVE', bizStep: 'assembling', disposition: 'sellable_not_accessible' };
  if (f.actor === 'oil_maker' && f.result === 'DEACTIVATE')
    return { action: 'DELETE', bizStep: 'decommissioning', disposition: 'inactive' };
  return { action: 'OBSERVE', bizStep: 'inspecting' };
}

/** The event of one fact of the code whose Digital Link is `epc`; extensions in the `qrg:` namespace. */
export function objectEvent(fact: CodeFact, epc: string, timeZone: string): Record<string, unknown> {
  const { time, offset } = timeWithOffset(fact.at, timeZone);
  const base = { type: 'ObjectEvent', eventID: '', eventTime: time, eventTimeZoneOffset: offset, epcList: [epc] };
  if (fact.kind === 'scan') {
    const step = scanStep(fact);
    return {
      ...base,
      eventID: eventId(`scan:${fact.id}`),
      ...step,
      ...(fact.lat !== null && fact.lng !== null && !(fact.lat === 0 && fact.lng === 0)
        ? { readPoint: { id: `geo:${fact.lat},${fact.lng}` } }
        : {}),
      'qrg:actor': fact.actor,
      'qrg:result': fact.result,
      ...(fact.verdict ? { 'qrg:verdict': fact.verdict } : {}),
      ...(fact.customerType ? { 'qrg:customerType': fact.customerType } : {}),
      ...(fact.company ? { 'qrg:company': fact.company } : {}),
    };
  }
  if (fact.kind === 'block')
    return {
      ...base,
      eventID: eventId(`block:${fact.id}`),
      action: 'DELETE',
      bizStep: 'decommissioning',
      disposition: BLOCK_DISPOSITION[fact.reason] ?? 'non_sellable_other',
      'qrg:blockReason': fact.reason,
    };
  return {
    ...base,
    eventID: eventId(`unblock:${fact.id}`),
    action: 'ADD',
    bizStep: 'commissioning',
    disposition: 'active',
    'qrg:unblocked': fact.reason,
  };
}

/** The `qrg:` namespace of the extensions, under the resolver host. */
export const vocabularyOf = (host: string) => `https://${host}/voc/epcis#`;

/**
 * The document up to the first event, and the text that closes it: the events
 * go between, separated by commas (the caller writes them as they are read).
 */
export function documentFrame(host: string, creation: Date, timeZone: string): { head: string; tail: string } {
  const header = {
    '@context': [EPCIS_CONTEXT, { qrg: vocabularyOf(host) }],
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: timeWithOffset(creation, timeZone).time,
  };
  const open = JSON.stringify(header);
  return { head: `${open.slice(0, -1)},"epcisBody":{"eventList":[`, tail: ']}}' };
}
