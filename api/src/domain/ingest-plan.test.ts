import assert from 'node:assert/strict';
import { test } from 'node:test';
import { QR_STATUS } from './constants';
import { clientKey, planBatch, type CodeRecord, type Command, type PriorAnswer, type ScanOutcome } from './ingest-plan';
import { issue } from './lifecycle';
import { DEFAULT_SUSPICION, REASON_DISTANT, REASON_TOO_MANY } from './suspicion';

const CAHAYA = 1;
const MENARA = 2;
const FEDERAL = 10;
const NIPPON = 11;
const T0 = new Date('2026-03-01T01:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const JAKARTA = { lat: -6.2088, lng: 106.8456 };
const SURABAYA = { lat: -7.2575, lng: 112.7521 };
const OPTIONS = { suspicion: DEFAULT_SUSPICION, timeZone: 'Asia/Jakarta' };

let nextId = 1;
function code(qrcode: string, over: Partial<CodeRecord['state']> = {}, extra: Partial<CodeRecord> = {}): CodeRecord {
  const id = nextId++;
  return {
    facts: {
      id,
      qrcode,
      serialNumber: `SN-${id}`,
      poLineId: 100 + (id % 2),
      productId: 5,
      variantId: 3,
      bottleMakerId: 7,
    },
    state: { ...issue(CAHAYA, FEDERAL), ...over },
    oilReceivedAt: null,
    lastLocated: null,
    suspectReasons: [],
    ...extra,
  };
}
const verified = { status: QR_STATUS.verified, labelScannedAt: at(-10_000) };
const activated = { ...verified, oilActivatedAt: at(-5_000), validityStart: at(-5_000) };

const codesOf = (...records: CodeRecord[]) => new Map(records.map((r) => [r.facts.qrcode, r]));
const noPrior = new Map<string, PriorAnswer>();
const scan = (o: unknown) => o as ScanOutcome;

const label = (
  qrcode: string | null,
  labelMakerId: number,
  result: 'Success' | 'Reject',
  minute = 0,
  clientId?: string,
): Command => ({
  kind: 'label',
  qrcode,
  url: qrcode ?? 'garbage',
  labelMakerId,
  result,
  at: at(minute),
  clientId,
});
const oil = (qrcode: string | null, oilMakerId: number, action: 'ACTIVATE' | 'DEACTIVATE', minute = 0): Command => ({
  kind: 'oil',
  qrcode,
  url: qrcode ?? 'garbage',
  oilMakerId,
  action,
  appUserId: 9,
  at: at(minute),
});
const customer = (
  qrcode: string | null,
  minute: number,
  place: { lat: number; lng: number } | null = null,
  clientId?: string,
): Command => ({
  kind: 'customer',
  qrcode,
  url: `https://qrguard.id/q/${qrcode ?? 'nothing'}`,
  lat: place?.lat ?? null,
  lng: place?.lng ?? null,
  customerType: 'Web',
  at: at(minute),
  clientId,
});

test('label scans: results, PO-line counters and the scanner on Cross Scan events', () => {
  const a = code('AAAA1');
  const plan = planBatch(
    [
      label('AAAA1', CAHAYA, 'Success'),
      label('AAAA1', CAHAYA, 'Success', 1),
      label('AAAA1', MENARA, 'Success', 2),
      label('ZZZZ9', CAHAYA, 'Reject', 3),
      label(null, MENARA, 'Success', 4),
    ],
    codesOf(a),
    noPrior,
    OPTIONS,
  );
  assert.deepEqual(
    plan.outcomes.map((o) => scan(o).result),
    ['Success', 'Double Scan', 'Cross Scan', 'Not Found', 'Not Found'],
  );
  assert.deepEqual(
    plan.events.map((e) => [e.result, e.labelMakerId, e.qrCodeId]),
    [
      ['Success', CAHAYA, a.facts.id],
      ['Double Scan', CAHAYA, a.facts.id],
      ['Cross Scan', MENARA, a.facts.id],
      ['Not Found', CAHAYA, null],
      ['Not Found', MENARA, null],
    ],
  );
  assert.equal(plan.events[3]!.url, 'ZZZZ9', 'a not-found scan keeps what was scanned');
  assert.deepEqual(plan.poLineDeltas, [
    { poLineId: a.facts.poLineId, labelScans: 2, labelSuccess: 1, labelReject: 0, oilActivated: 0, oilDeactivated: 0 },
  ]);
  assert.equal(plan.changedCodes.length, 1);
  assert.equal(plan.changedCodes[0]!.state.status, QR_STATUS.verified);
  assert.equal(a.state.status, QR_STATUS.unverified, 'the loaded record is not modified');
});

test('oil scans: refusals with their reasons, Cross Scan recorded, activation counted', () => {
  const fresh = code('BBBB1');
  const ready = code('BBBB2', verified);
  const cases: Array<[name: string, cmd: Command, result: string | null, refusal: RegExp | null, events: number]> = [
    ['unverified label', oil('BBBB1', FEDERAL, 'ACTIVATE'), null, /not been verified/, 0],
    ['another oil maker', oil('BBBB2', NIPPON, 'ACTIVATE'), 'Cross Scan', /another oil maker/, 1],
    ['its oil maker', oil('BBBB2', FEDERAL, 'ACTIVATE'), 'ACTIVATE', null, 1],
    ['unknown code', oil('NOPE1', FEDERAL, 'ACTIVATE'), 'Not Found', null, 1],
  ];
  for (const [name, cmd, result, refusal, events] of cases) {
    const plan = planBatch([cmd], codesOf(fresh, ready), noPrior, OPTIONS);
    const o = scan(plan.outcomes[0]);
    assert.equal(o.result, result, name);
    if (refusal) assert.match(o.refusal ?? '', refusal, name);
    else assert.equal(o.refusal, null, name);
    assert.equal(plan.events.length, events, `${name}: events`);
  }
  const plan = planBatch(
    [oil('BBBB2', FEDERAL, 'ACTIVATE', 5), oil('BBBB2', FEDERAL, 'ACTIVATE', 6)],
    codesOf(ready),
    noPrior,
    OPTIONS,
  );
  assert.deepEqual(
    plan.outcomes.map((o) => scan(o).result),
    ['ACTIVATE', 'Double Scan'],
  );
  assert.deepEqual(plan.changedCodes[0]!.oilReceivedAt, at(5));
  assert.deepEqual(plan.changedCodes[0]!.state.validityStart, at(5));
  assert.equal(plan.poLineDeltas[0]!.oilActivated, 1);
  const cross = planBatch([oil('BBBB2', NIPPON, 'DEACTIVATE')], codesOf(ready), noPrior, OPTIONS);
  assert.equal(cross.events[0]!.oilMakerId, NIPPON, 'the event names the oil maker who tried');
  assert.match(cross.events[0]!.note ?? '', /another oil maker/);
  assert.equal(cross.changedCodes.length, 0);
});

test('customer verdicts: valid, inactive, expired, not found', () => {
  const cases: Array<[name: string, record: CodeRecord | null, expected: string]> = [
    ['activated', code('CCCC1', activated), 'valid'],
    ['never activated', code('CCCC2', verified), 'inactive'],
    ['deactivated', code('CCCC3', { ...activated, status: QR_STATUS.deactivated }), 'inactive'],
    [
      'activated more than 3 years ago',
      code('CCCC4', {
        ...verified,
        oilActivatedAt: new Date('2023-01-01T00:00:00Z'),
        validityStart: new Date('2023-01-01T00:00:00Z'),
      }),
      'expired',
    ],
    ['no such code', null, 'not_found'],
  ];
  for (const [name, record, expected] of cases) {
    const qrcode = record?.facts.qrcode ?? 'MISSING1';
    const plan = planBatch([customer(qrcode, 1)], record ? codesOf(record) : new Map(), noPrior, OPTIONS);
    assert.equal(scan(plan.outcomes[0]).verdict, expected, name);
    assert.equal(plan.events[0]!.verdict, expected === 'not_found' ? null : expected, `${name}: stored verdict`);
    assert.equal(plan.events[0]!.result, expected === 'not_found' ? 'Not Found' : 'Success', `${name}: result`);
  }
});

test('suspicion: more than 5 scans, then distant places within hours; each reason flagged once', () => {
  const c = code('DDDD1', activated);
  const commands = [1, 2, 3, 4, 5, 6, 7].map((i) => customer('DDDD1', i * 10, JAKARTA));
  commands.push(customer('DDDD1', 100, SURABAYA), customer('DDDD1', 110, JAKARTA));
  const plan = planBatch(commands, codesOf(c), noPrior, OPTIONS);
  const reasons = plan.outcomes.map((o) => scan(o).suspectReasons.join('+') || '-');
  assert.deepEqual(reasons, [
    '-',
    '-',
    '-',
    '-',
    '-',
    REASON_TOO_MANY,
    REASON_TOO_MANY,
    `${REASON_TOO_MANY}+${REASON_DISTANT}`,
    `${REASON_TOO_MANY}+${REASON_DISTANT}`,
  ]);
  assert.deepEqual(
    plan.suspects.map((s) => [s.reason, s.scanCount, s.notify]),
    [
      [REASON_TOO_MANY, 6, true],
      [REASON_DISTANT, 8, true],
    ],
  );
  assert.equal(plan.changedCodes[0]!.state.customerScans, 9);
  assert.deepEqual(plan.changedCodes[0]!.lastLocated, { at: at(110), ...JAKARTA });
  const suspectRollups = plan.rollups.daily.filter((r) => r.result === 'Suspect');
  assert.deepEqual(suspectRollups.map((r) => [r.reason, r.count]).sort(), [
    [REASON_DISTANT, 1],
    [REASON_TOO_MANY, 1],
  ]);
});

test('a code already flagged stays suspicious without a new suspect; old history notifies nobody', () => {
  const flagged = code('EEEE1', { ...activated, customerScans: 9 }, { suspectReasons: [REASON_TOO_MANY] });
  const plan = planBatch([customer('EEEE1', 1)], codesOf(flagged), noPrior, OPTIONS);
  assert.deepEqual(scan(plan.outcomes[0]).suspectReasons, [REASON_TOO_MANY]);
  assert.equal(plan.suspects.length, 0);
  const quiet = planBatch([customer('EEEE2', 1)], codesOf(code('EEEE2', { ...activated, customerScans: 5 })), noPrior, {
    ...OPTIONS,
    notifySince: at(60),
  });
  assert.deepEqual(
    quiet.suspects.map((s) => s.notify),
    [false],
  );
});

test('travel without coordinates on one side is never distant', () => {
  const c = code('FFFF1', activated);
  const plan = planBatch(
    [customer('FFFF1', 0, JAKARTA), customer('FFFF1', 5, null), customer('FFFF1', 6, JAKARTA)],
    codesOf(c),
    noPrior,
    OPTIONS,
  );
  assert.deepEqual(plan.suspects, []);
  assert.deepEqual(plan.changedCodes[0]!.lastLocated, { at: at(6), ...JAKARTA });
});

test('enforcement scans answer the verdict without counting the scan', () => {
  const c = code('GGGG1', { ...activated, customerScans: 5 });
  const plan = planBatch(
    [{ kind: 'enforcement', qrcode: 'GGGG1', url: 'GGGG1', lat: null, lng: null, appUserId: 4, at: at(1) }],
    codesOf(c),
    noPrior,
    OPTIONS,
  );
  assert.equal(scan(plan.outcomes[0]).verdict, 'valid');
  assert.equal(plan.changedCodes.length, 0);
  assert.deepEqual(
    plan.events.map((e) => [e.actor, e.appUserId]),
    [['enforcement', 4]],
  );
});

test('reports: counted per reason, with Unknown dimensions when the URL is no code', () => {
  const c = code('HHHH1', activated);
  const report = (qrcode: string | null): Command => ({
    kind: 'report',
    qrcode,
    url: qrcode ?? 'https://fake.example/x',
    reason: 'Kemasan rusak',
    description: 'leaking cap',
    lat: null,
    lng: null,
    photo: null,
    at: at(2),
  });
  const plan = planBatch([report('HHHH1'), report(null)], codesOf(c), noPrior, OPTIONS);
  assert.deepEqual(
    plan.reports.map((r) => r.qrCodeId),
    [c.facts.id, null],
  );
  assert.deepEqual(
    plan.outcomes.map((o) => (o.kind === 'report' ? o.reportIndex : -1)),
    [0, 1],
  );
  assert.deepEqual(plan.rollups.daily.map((r) => [r.result, r.reason, r.variantId]).sort(), [
    ['Report', 'Kemasan rusak', 0],
    ['Report', 'Kemasan rusak', 3],
  ]);
  assert.equal(plan.events.length, 0, 'a report is not a scan');
});

test('a repeated client id is answered, not counted, in the same batch or after', () => {
  const c = code('IIII1', activated);
  const inBatch = planBatch(
    [customer('IIII1', 1, null, 'client-0001'), customer('IIII1', 2, null, 'client-0001')],
    codesOf(c),
    noPrior,
    OPTIONS,
  );
  assert.deepEqual(
    inBatch.outcomes.map((o) => [o.counted, scan(o).verdict]),
    [
      [true, 'valid'],
      [false, 'valid'],
    ],
  );
  assert.equal(inBatch.events.length, 1);
  assert.equal(inBatch.changedCodes[0]!.state.customerScans, 1);

  const prior = new Map<string, PriorAnswer>([
    [
      clientKey('customer', 'client-0002'),
      { kind: 'scan', result: 'Success', verdict: 'inactive', note: null, at: at(-1), qrCodeId: c.facts.id, url: null },
    ],
  ]);
  const later = planBatch([customer('IIII1', 3, null, 'client-0002')], codesOf(c), prior, OPTIONS);
  assert.deepEqual(
    later.outcomes.map((o) => [o.counted, scan(o).verdict]),
    [[false, 'inactive']],
    'the original answer',
  );
  assert.equal(later.events.length, 0);
  assert.equal(later.changedCodes.length, 0);

  const otherActor = planBatch([label('IIII1', CAHAYA, 'Success', 4, 'client-0002')], codesOf(c), prior, OPTIONS);
  assert.equal(otherActor.outcomes[0]!.counted, true, 'client ids are scoped to the actor');
});

test('a client id reused for another code is a conflict, not the first code answer', () => {
  const first = code('KKKK1', activated);
  const second = code('KKKK2', activated);
  const codes = codesOf(first, second);
  // Before: the second scan was answered with KKKK1's verdict and KKKK2 was never scanned.
  const inBatch = planBatch(
    [
      customer('KKKK1', 1, null, 'client-0003'),
      customer('KKKK2', 2, null, 'client-0003'),
      customer('KKKK1', 3, null, 'client-0003'),
    ],
    codes,
    noPrior,
    OPTIONS,
  );
  assert.deepEqual(
    inBatch.outcomes.map((o) => [o.kind, o.counted]),
    [
      ['scan', true],
      ['conflict', false],
      ['scan', false],
    ],
    'the same code again stays idempotent',
  );
  assert.match(
    (inBatch.outcomes[1] as { message: string }).message,
    /client_id client-0003 was already used for another code/,
  );
  assert.equal(inBatch.events.length, 1);

  const prior = new Map<string, PriorAnswer>([
    [
      clientKey('customer', 'client-0004'),
      {
        kind: 'scan',
        result: 'Success',
        verdict: 'valid',
        note: null,
        at: at(-1),
        qrCodeId: first.facts.id,
        url: null,
      },
    ],
    [
      clientKey('customer', 'client-0005'),
      {
        kind: 'scan',
        result: 'Not Found',
        verdict: null,
        note: null,
        at: at(-1),
        qrCodeId: null,
        url: 'https://qrguard.id/q/FAKE1',
      },
    ],
  ]);
  const later = planBatch(
    [
      customer('KKKK2', 4, null, 'client-0004'),
      customer('KKKK1', 5, null, 'client-0004'),
      customer('FAKE1', 6, null, 'client-0005'),
      customer('KKKK1', 7, null, 'client-0005'),
    ],
    codesOf(first, second),
    prior,
    OPTIONS,
  );
  assert.deepEqual(
    later.outcomes.map((o) => o.kind),
    ['conflict', 'scan', 'scan', 'conflict'],
    'a stored code or not-found text must match too',
  );
  assert.equal(later.events.length, 0);
});

test('rollups hold exactly the facts of the batch', () => {
  const a = code('JJJJ1');
  const b = code('JJJJ2', activated);
  const plan = planBatch(
    [
      label('JJJJ1', CAHAYA, 'Success'),
      oil('JJJJ1', FEDERAL, 'ACTIVATE', 1),
      customer('JJJJ1', 2),
      customer('JJJJ2', 3, JAKARTA),
      customer('NOPE2', 4),
      oil('JJJJ2', NIPPON, 'DEACTIVATE', 5),
    ],
    codesOf(a, b),
    noPrior,
    OPTIONS,
  );
  const sum = (rows: { count: number }[]) => rows.reduce((s, r) => s + r.count, 0);
  assert.equal(sum(plan.rollups.hourly), plan.events.length);
  assert.equal(sum(plan.rollups.daily), plan.events.length);
  for (const e of plan.events) {
    const match = plan.rollups.daily.find(
      (r) =>
        r.actor === e.actor &&
        r.result === e.result &&
        r.verdict === (e.verdict ?? '') &&
        r.oilMakerId === (e.oilMakerId ?? 0),
    );
    assert.ok(match, `a rollup row for ${e.actor} ${e.result}`);
  }
  assert.equal(plan.rollups.daily[0]!.bucket, '2026-03-01');
  assert.equal(plan.rollups.hourly[0]!.bucket, '2026-03-01 08:00:00');
});
