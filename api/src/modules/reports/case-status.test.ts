import assert from 'node:assert/strict';
import { test } from 'node:test';
import { REPORT_CASE_STATUSES, type ReportCaseStatus } from '@qrguard/shared-api/contract';
import { CASE_TRANSITIONS, caseTransition, nextCaseStatuses } from './case-status';

test('every status has its transitions, all to known statuses, never to itself', () => {
  assert.deepEqual(Object.keys(CASE_TRANSITIONS).sort(), [...REPORT_CASE_STATUSES].sort());
  for (const from of REPORT_CASE_STATUSES) {
    for (const to of nextCaseStatuses(from)) {
      assert.ok(REPORT_CASE_STATUSES.includes(to));
      assert.notEqual(to, from);
    }
  }
});

test('allowed moves', () => {
  const allowed: [ReportCaseStatus, ReportCaseStatus][] = [
    ['Open', 'Investigating'],
    ['Open', 'Not counterfeit'],
    ['Open', 'Closed'],
    ['Investigating', 'Confirmed counterfeit'],
    ['Investigating', 'Not counterfeit'],
    ['Investigating', 'Open'],
    ['Confirmed counterfeit', 'Closed'],
    ['Confirmed counterfeit', 'Investigating'],
    ['Not counterfeit', 'Closed'],
    ['Not counterfeit', 'Investigating'],
    ['Closed', 'Investigating'],
  ];
  for (const [from, to] of allowed) assert.deepEqual(caseTransition(from, to), { ok: true }, `${from} -> ${to}`);
  // Exactly these: every other pair is refused.
  let refused = 0;
  for (const from of REPORT_CASE_STATUSES)
    for (const to of REPORT_CASE_STATUSES) {
      const ok = caseTransition(from, to).ok;
      assert.equal(
        ok,
        allowed.some(([a, b]) => a === from && b === to),
        `${from} -> ${to}`,
      );
      if (!ok) refused++;
    }
  assert.equal(refused, 25 - allowed.length);
});

test('refusals say why', () => {
  assert.deepEqual(caseTransition('Open', 'Open'), { ok: false, reason: 'The case is already Open.' });
  const r = caseTransition('Open', 'Confirmed counterfeit');
  assert.equal(r.ok, false);
  assert.match(!r.ok ? r.reason : '', /cannot become Confirmed counterfeit; it can become Investigating/);
  assert.equal(caseTransition('Closed', 'Open').ok, false);
  assert.equal(caseTransition('Bogus' as ReportCaseStatus, 'Open').ok, false);
});
