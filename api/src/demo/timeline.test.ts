import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Command } from '../domain/ingest-plan';
import { mulberry32 } from '../domain/prng';
import { codeTimeline, DEMO_PROFILES, type CodeContext } from './timeline';

const UNTIL = Date.parse('2026-06-01T00:00:00Z');
const context = (i: number): CodeContext => ({
  qrcode: `CODE${i}`,
  poStart: Date.parse('2023-03-01T17:00:00Z') + (i % 900) * 86_400_000,
  labelMakerId: 1,
  otherLabelMakerId: 2,
  oilMakerId: 10,
  otherOilMakerId: 11,
  oilOperatorId: 5,
  officerIds: [7, 8],
  station: 'Station 1',
});

function draw(seed: number, codes: number): Command[] {
  const rng = mulberry32(seed);
  const out: Command[] = [];
  const counters = { photos: 0 };
  for (let i = 0; i < codes; i++) codeTimeline(rng, context(i), DEMO_PROFILES.small, UNTIL, out, counters);
  return out;
}

test('the same seed draws the same lives; another seed other ones', () => {
  const a = draw(11, 300);
  const b = draw(11, 300);
  assert.deepEqual(a, b);
  assert.notDeepEqual(draw(12, 300), a);
});

test("every command is in the past and each code's commands are in time order", () => {
  const commands = draw(3, 2_000);
  assert.ok(commands.every((c) => c.at.getTime() <= UNTIL));
  const last = new Map<string, number>();
  for (const c of commands) {
    if (c.qrcode === null) continue;
    const t = c.at.getTime();
    assert.ok(t >= (last.get(c.qrcode) ?? 0), `${c.qrcode} goes back in time`);
    last.set(c.qrcode, t);
  }
});

test('the programme has every kind of event', () => {
  const commands = draw(5, 3_000);
  const kinds = new Set(
    commands.map((c) =>
      c.kind === 'label'
        ? `label ${c.result} ${c.labelMakerId}`
        : c.kind === 'oil'
          ? `oil ${c.action} ${c.oilMakerId}`
          : c.kind === 'customer'
            ? `customer ${c.qrcode ? 'code' : 'fake'}`
            : c.kind,
    ),
  );
  for (const k of [
    'label Success 1',
    'label Reject 1',
    'label Success 2',
    'oil ACTIVATE 10',
    'oil DEACTIVATE 10',
    'oil ACTIVATE 11',
    'customer code',
    'customer fake',
    'report',
    'enforcement',
  ]) {
    assert.ok(kinds.has(k), `no "${k}" in ${[...kinds].join(', ')}`);
  }
  const reasons = new Set(commands.flatMap((c) => (c.kind === 'report' ? [c.reason] : [])));
  assert.equal(reasons.size, 5, 'reports with each reason');
  const types = new Set(commands.flatMap((c) => (c.kind === 'customer' ? [c.customerType] : [])));
  assert.equal(types.size, 5, 'every customer type');
});
