// What a batch of ingestion commands does, decided without I/O: the caller
// loads the codes involved (locked) and the earlier answers of repeated client
// ids, this module runs every command through the lifecycle and suspicion
// rules in order, and returns the rows to write: events, code states, PO-line
// counters, rollup deltas, suspects and reports. The HTTP endpoints and the
// demo generator both go through here, so there is one copy of the rules.
import type { Actor, CustomerType, ReportReason, ScanResult, Verdict } from './constants';
import { customerScan, customerVerdict, labelScan, oilScan, type QrState } from './lifecycle';
import type { PhotoType } from './photo';
import { RollupAccumulator, type RollupRow } from './rollup';
import {
  REASON_DISTANT,
  REASON_TOO_MANY,
  suspicionReasons,
  type LocatedScan,
  type SuspicionConfig,
  type SuspicionReason,
} from './suspicion';

/** What never changes about a code once issued. */
export interface CodeFacts {
  id: number;
  qrcode: string;
  serialNumber: string;
  poLineId: number;
  productId: number;
  variantId: number;
  /** The bottle maker the PO line sends the labels to. */
  bottleMakerId: number;
}

/** A code as the engine works on it: its facts, lifecycle state and what the suspicion rules remember. */
export interface CodeRecord {
  facts: CodeFacts;
  state: QrState;
  /** The first oil-maker scan: the bottle reached the filling line. */
  oilReceivedAt: Date | null;
  /** The last customer scan with coordinates: the travel rule compares the next one with it. */
  lastLocated: LocatedScan | null;
  /** Open suspicion reasons (cleared only by a reset from the dashboard). */
  suspectReasons: SuspicionReason[];
}

interface CommandBase {
  /** When it happened: now for live requests, a past time for generated history. */
  at: Date;
  /** The client's id of this request: a repeat is answered, never counted twice. */
  clientId?: string | undefined;
  /** The code the scanned text names, or null when it names none. */
  qrcode: string | null;
  /** The scanned text as sent, kept for not-found scans and reports. */
  url: string;
  device?: string | null | undefined;
}
export interface LabelCommand extends CommandBase {
  kind: 'label';
  labelMakerId: number;
  result: 'Success' | 'Reject';
}
export interface OilCommand extends CommandBase {
  kind: 'oil';
  oilMakerId: number;
  action: 'ACTIVATE' | 'DEACTIVATE';
  appUserId: number | null;
}
export interface CustomerCommand extends CommandBase {
  kind: 'customer';
  lat: number | null;
  lng: number | null;
  customerType: CustomerType;
}
export interface EnforcementCommand extends CommandBase {
  kind: 'enforcement';
  lat: number | null;
  lng: number | null;
  appUserId: number | null;
}
export interface ReportCommand extends CommandBase {
  kind: 'report';
  reason: ReportReason;
  description: string;
  lat: number | null;
  lng: number | null;
  photo: { key: string; type: PhotoType; bytes: number } | null;
}
export type Command = LabelCommand | OilCommand | CustomerCommand | EnforcementCommand | ReportCommand;

/** The actor a command is recorded under (and its client ids are scoped to). */
export const actorOf = (c: Command): Actor | 'report' =>
  c.kind === 'label' ? 'label_maker' : c.kind === 'oil' ? 'oil_maker' : c.kind === 'report' ? 'report' : c.kind;

/** The key a client id is remembered under. */
export const clientKey = (scope: Actor | 'report', clientId: string) => `${scope}|${clientId}`;

/**
 * What a client id was used for, as stored: the code's id, or the scanned
 * text when it named no code. A repeat must name the same thing.
 */
export interface UsedFor {
  qrCodeId: number | null;
  url: string | null;
}

/** An earlier answer to a client id, as stored. */
export type PriorAnswer = UsedFor &
  (
    | { kind: 'scan'; result: ScanResult; verdict: Verdict | null; note: string | null; at: Date }
    | { kind: 'report'; reportId: number; at: Date }
  );

export interface ScanOutcome {
  kind: 'scan';
  /** False when this repeats an earlier request with the same client id. */
  counted: boolean;
  /** The recorded result; null when refused without recording anything. */
  result: ScanResult | null;
  /** Customer and enforcement scans: what the bottle is. */
  verdict: Verdict | 'not_found' | null;
  /** Why the request was refused; null when it was not. */
  refusal: string | null;
  code: CodeRecord | null;
  suspectReasons: SuspicionReason[];
  at: Date;
}
export interface ReportOutcome {
  kind: 'report';
  counted: boolean;
  /** Index into Plan.reports for a new report; the caller learns its id when inserting. */
  reportIndex: number | null;
  /** The id of the earlier report for a repeated client id. */
  priorReportId: number | null;
  code: CodeRecord | null;
  at: Date;
}
/**
 * A client id already used for another code (or another scanned text): not
 * applied, and not answered with the other code's verdict either.
 */
export interface ConflictOutcome {
  kind: 'conflict';
  counted: false;
  clientId: string;
  message: string;
  at: Date;
}
export type Outcome = ScanOutcome | ReportOutcome | ConflictOutcome;

/** Whether a command names what a client id was used for before: the same code, or the same text naming none. */
export function sameTarget(used: UsedFor, c: Command, code: CodeRecord | null): boolean {
  if (used.qrCodeId !== null || code !== null) return used.qrCodeId === (code?.facts.id ?? null);
  return used.url === c.url;
}

function conflict(c: Command & { clientId: string }): ConflictOutcome {
  return {
    kind: 'conflict',
    counted: false,
    clientId: c.clientId,
    message: `client_id ${c.clientId} was already used for another code; send a new client_id for a new scan`,
    at: c.at,
  };
}

export interface EventRow {
  qrCodeId: number | null;
  url: string | null;
  actor: Actor;
  result: ScanResult;
  verdict: Verdict | null;
  at: Date;
  lat: number | null;
  lng: number | null;
  customerType: CustomerType | null;
  device: string | null;
  clientId: string | null;
  /** The refusal reason of a refused attempt that is still recorded (Cross Scan). */
  note: string | null;
  variantId: number | null;
  labelMakerId: number | null;
  oilMakerId: number | null;
  bottleMakerId: number | null;
  appUserId: number | null;
}

export interface PoLineDelta {
  poLineId: number;
  labelScans: number;
  labelSuccess: number;
  labelReject: number;
  oilActivated: number;
  oilDeactivated: number;
}

export interface SuspectRow {
  qrCodeId: number;
  qrcode: string;
  variantId: number;
  reason: SuspicionReason;
  at: Date;
  scanCount: number;
  lat: number | null;
  lng: number | null;
  /** Whether dashboard users are told (the generator tells only about recent history). */
  notify: boolean;
}

export interface ReportRow {
  qrCodeId: number | null;
  url: string;
  reason: ReportReason;
  description: string;
  lat: number | null;
  lng: number | null;
  photo: { key: string; type: PhotoType; bytes: number } | null;
  at: Date;
  clientId: string | null;
}

export interface Plan {
  outcomes: Outcome[];
  events: EventRow[];
  /** Final state of every code the batch changed, in id order. */
  changedCodes: CodeRecord[];
  poLineDeltas: PoLineDelta[];
  rollups: { hourly: RollupRow[]; daily: RollupRow[] };
  suspects: SuspectRow[];
  reports: ReportRow[];
}

export interface PlanOptions {
  suspicion: SuspicionConfig;
  timeZone: string;
  /** Suspects flagged before this time raise no notification (generated history). */
  notifySince?: Date | undefined;
  /** Facts before this time go to the daily rollups only (a bulk load of history). */
  hourlySince?: Date | undefined;
}

const REASON_ORDER: SuspicionReason[] = [REASON_TOO_MANY, REASON_DISTANT];

function emptyDelta(poLineId: number): PoLineDelta {
  return { poLineId, labelScans: 0, labelSuccess: 0, labelReject: 0, oilActivated: 0, oilDeactivated: 0 };
}

/**
 * Runs `commands` in order against `codes` (keyed by qrcode; the records are
 * not modified) and `prior` answers (keyed by clientKey).
 */
export function planBatch(
  commands: readonly Command[],
  codes: ReadonlyMap<string, CodeRecord>,
  prior: ReadonlyMap<string, PriorAnswer>,
  options: PlanOptions,
): Plan {
  const current = new Map<string, CodeRecord>(codes);
  const changed = new Map<number, CodeRecord>();
  const answered = new Map<string, { outcome: Outcome; used: UsedFor }>();
  const events: EventRow[] = [];
  const poLines = new Map<number, PoLineDelta>();
  const rollups = new RollupAccumulator(options.timeZone, options.hourlySince);
  const suspects: SuspectRow[] = [];
  const reports: ReportRow[] = [];

  const poDelta = (id: number) => {
    let d = poLines.get(id);
    if (!d) poLines.set(id, (d = emptyDelta(id)));
    return d;
  };
  const save = (record: CodeRecord) => {
    current.set(record.facts.qrcode, record);
    changed.set(record.facts.id, record);
  };
  /** The parts of an event that are not the code's: who scanned, where, what came of it. */
  interface EventFields {
    url?: string | null;
    verdict?: Verdict | null;
    lat?: number | null;
    lng?: number | null;
    customerType?: CustomerType | null;
    note?: string | null;
    appUserId?: number | null;
    /** The scanning company, which overrides the code's own on label and oil scans. */
    labelMakerId?: number;
    oilMakerId?: number;
  }
  /** Records an event (one fixed-shape object: millions of them in a bulk load) and counts it in the rollups. */
  const emit = (c: Command, code: CodeRecord | null, actor: Actor, result: ScanResult, f: EventFields) => {
    const e: EventRow = {
      qrCodeId: code === null ? null : code.facts.id,
      url: f.url ?? null,
      actor,
      result,
      verdict: f.verdict ?? null,
      at: c.at,
      lat: f.lat ?? null,
      lng: f.lng ?? null,
      customerType: f.customerType ?? null,
      device: c.device ?? null,
      clientId: c.clientId ?? null,
      note: f.note ?? null,
      variantId: code === null ? null : code.facts.variantId,
      labelMakerId: f.labelMakerId ?? (code === null ? null : code.state.labelMakerId),
      oilMakerId: f.oilMakerId ?? (code === null ? null : code.state.oilMakerId),
      bottleMakerId: code === null ? null : code.facts.bottleMakerId,
      appUserId: f.appUserId ?? null,
    };
    events.push(e);
    rollups.add(e.at, {
      actor: e.actor,
      result: e.result,
      verdict: e.verdict ?? '',
      reason: '',
      customerType: e.customerType ?? '',
      variantId: e.variantId ?? 0,
      labelMakerId: e.labelMakerId ?? 0,
      oilMakerId: e.oilMakerId ?? 0,
      bottleMakerId: e.bottleMakerId ?? 0,
    });
  };
  /** Counts a fact that is not a scan (a report, a new suspect) with the code's dimensions. */
  const countFact = (
    at: Date,
    code: CodeRecord | null,
    actor: 'customer' | 'system',
    result: 'Report' | 'Suspect',
    reason: string,
  ) =>
    rollups.add(at, {
      actor,
      result,
      verdict: '',
      reason,
      customerType: '',
      variantId: code === null ? 0 : code.facts.variantId,
      labelMakerId: code === null ? 0 : code.state.labelMakerId,
      oilMakerId: code === null ? 0 : (code.state.oilMakerId ?? 0),
      bottleMakerId: code === null ? 0 : code.facts.bottleMakerId,
    });

  const outcomes = commands.map((c): Outcome => {
    const code = c.qrcode === null ? null : (current.get(c.qrcode) ?? null);
    const scope = actorOf(c);
    const key = c.clientId ? clientKey(scope, c.clientId) : undefined;
    if (key) {
      // A repeat answers what the first request got, but only for the same code: a client id reused
      // for another code is a conflict, never the other code's verdict.
      const again = answered.get(key);
      if (again) {
        if (!sameTarget(again.used, c, code)) return conflict({ ...c, clientId: c.clientId! });
        const first = again.outcome;
        if (first.kind === 'conflict') return first;
        return {
          ...first,
          counted: false,
          code: first.code ? (current.get(first.code.facts.qrcode) ?? first.code) : null,
        };
      }
      const earlier = prior.get(key);
      if (earlier)
        return sameTarget(earlier, c, code) ? repeatOf(earlier, code) : conflict({ ...c, clientId: c.clientId! });
    }
    const outcome = run(c, code);
    if (key) answered.set(key, { outcome, used: { qrCodeId: code?.facts.id ?? null, url: c.url } });
    return outcome;
  });

  function repeatOf(earlier: PriorAnswer, code: CodeRecord | null): Outcome {
    if (earlier.kind === 'report') {
      return {
        kind: 'report',
        counted: false,
        reportIndex: null,
        priorReportId: earlier.reportId,
        code,
        at: earlier.at,
      };
    }
    return {
      kind: 'scan',
      counted: false,
      result: earlier.result,
      verdict: earlier.result === 'Not Found' ? 'not_found' : earlier.verdict,
      refusal: earlier.note,
      code,
      suspectReasons: code?.suspectReasons ?? [],
      at: earlier.at,
    };
  }

  function scanOutcome(o: Omit<ScanOutcome, 'kind' | 'counted' | 'suspectReasons' | 'at'>, c: Command): ScanOutcome {
    return { kind: 'scan', counted: true, ...o, suspectReasons: o.code?.suspectReasons ?? [], at: c.at };
  }

  function notFound(c: Exclude<Command, ReportCommand>, actor: Actor, f: EventFields): ScanOutcome {
    emit(c, null, actor, 'Not Found', { ...f, url: c.url });
    const verdict = c.kind === 'customer' || c.kind === 'enforcement' ? 'not_found' : null;
    return scanOutcome({ result: 'Not Found', verdict, refusal: null, code: null }, c);
  }

  function run(c: Command, code: CodeRecord | null): Outcome {
    switch (c.kind) {
      case 'label': {
        if (!code) return notFound(c, 'label_maker', { labelMakerId: c.labelMakerId });
        const t = labelScan(code.state, { labelMakerId: c.labelMakerId, result: c.result, at: c.at });
        // labelScan never refuses: a wrong maker or a repeat is recorded as Cross Scan / Double Scan.
        if (!t.ok) throw new Error(`label scan refused: ${t.reason}`);
        const next = t.state === code.state ? code : { ...code, state: t.state };
        if (next !== code) save(next);
        emit(c, next, 'label_maker', t.result, { labelMakerId: c.labelMakerId });
        if (t.result !== 'Cross Scan') {
          const d = poDelta(code.facts.poLineId);
          d.labelScans++;
          if (t.result === 'Success') d.labelSuccess++;
          if (t.result === 'Reject') d.labelReject++;
        }
        return scanOutcome({ result: t.result, verdict: null, refusal: null, code: next }, c);
      }
      case 'oil': {
        if (!code) return notFound(c, 'oil_maker', { oilMakerId: c.oilMakerId, appUserId: c.appUserId });
        const t = oilScan(code.state, { oilMakerId: c.oilMakerId, action: c.action, at: c.at });
        const fields = { oilMakerId: c.oilMakerId, appUserId: c.appUserId };
        if (!t.ok) {
          // Refused; an attempt on another oil maker's code is still worth recording (Cross Scan).
          if (t.result) emit(c, code, 'oil_maker', t.result, { ...fields, note: t.reason });
          return scanOutcome({ result: t.result ?? null, verdict: null, refusal: t.reason, code }, c);
        }
        let next = code;
        if (t.state !== code.state || code.oilReceivedAt === null) {
          next = { ...code, state: t.state, oilReceivedAt: code.oilReceivedAt ?? c.at };
          save(next);
        }
        emit(c, next, 'oil_maker', t.result, fields);
        if (t.result === 'ACTIVATE') poDelta(code.facts.poLineId).oilActivated++;
        if (t.result === 'DEACTIVATE') poDelta(code.facts.poLineId).oilDeactivated++;
        return scanOutcome({ result: t.result, verdict: null, refusal: null, code: next }, c);
      }
      case 'customer': {
        const located = c.lat !== null && c.lng !== null ? { at: c.at, lat: c.lat, lng: c.lng } : null;
        if (!code) return notFound(c, 'customer', { lat: c.lat, lng: c.lng, customerType: c.customerType });
        const scanned = customerScan(code.state, c.at);
        const reasons = suspicionReasons(
          scanned.state.customerScans,
          located,
          code.lastLocated ? [code.lastLocated] : [],
          options.suspicion,
        );
        const fresh = reasons.filter((r) => !code.suspectReasons.includes(r));
        const next: CodeRecord = {
          ...code,
          state: scanned.state,
          lastLocated: located ?? code.lastLocated,
          suspectReasons: REASON_ORDER.filter((r) => code.suspectReasons.includes(r) || fresh.includes(r)),
        };
        save(next);
        emit(c, next, 'customer', 'Success', {
          verdict: scanned.verdict,
          lat: c.lat,
          lng: c.lng,
          customerType: c.customerType,
        });
        for (const reason of fresh) {
          suspects.push({
            qrCodeId: code.facts.id,
            qrcode: code.facts.qrcode,
            variantId: code.facts.variantId,
            reason,
            at: c.at,
            scanCount: scanned.state.customerScans,
            lat: c.lat,
            lng: c.lng,
            notify: options.notifySince === undefined || c.at.getTime() >= options.notifySince.getTime(),
          });
          countFact(c.at, next, 'system', 'Suspect', reason);
        }
        return scanOutcome({ result: 'Success', verdict: scanned.verdict, refusal: null, code: next }, c);
      }
      case 'enforcement': {
        if (!code) return notFound(c, 'enforcement', { lat: c.lat, lng: c.lng, appUserId: c.appUserId });
        // An officer checking a bottle is not a customer: the scan neither counts nor flags it.
        const verdict = customerVerdict(code.state, c.at);
        emit(c, code, 'enforcement', 'Success', { verdict, lat: c.lat, lng: c.lng, appUserId: c.appUserId });
        return scanOutcome({ result: 'Success', verdict, refusal: null, code }, c);
      }
      case 'report': {
        reports.push({
          qrCodeId: code?.facts.id ?? null,
          url: c.url,
          reason: c.reason,
          description: c.description,
          lat: c.lat,
          lng: c.lng,
          photo: c.photo,
          at: c.at,
          clientId: c.clientId ?? null,
        });
        countFact(c.at, code, 'customer', 'Report', c.reason);
        return { kind: 'report', counted: true, reportIndex: reports.length - 1, priorReportId: null, code, at: c.at };
      }
    }
  }

  return {
    outcomes,
    events,
    changedCodes: [...changed.values()].sort((a, b) => a.facts.id - b.facts.id),
    poLineDeltas: [...poLines.values()].sort((a, b) => a.poLineId - b.poLineId),
    rollups: rollups.rows(),
    suspects,
    reports,
  };
}
