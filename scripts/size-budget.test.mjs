// The budget check's verdict, on made-up measurements (the measuring itself needs a running stack).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BUDGETS, checkBudgets } from './size-budget.mjs';

const visit = (signInBytes, visitBytes) => ({
  signInPage: { bytes: signInBytes, files: 9 },
  labelMakerVisit: { bytes: visitBytes, files: 20 },
});

test('a page at its budget passes, a byte over fails', () => {
  const [signIn, labelMaker] = BUDGETS;
  const lines = checkBudgets(visit(signIn.bytes, labelMaker.bytes + 1));
  assert.deepEqual(
    lines.map((line) => [line.name, line.ok]),
    [
      [signIn.name, true],
      [labelMaker.name, false],
    ],
  );
});

test("the budgets: issue 10's 120 KB to sign in and 600 KB to the label-maker page", () => {
  assert.deepEqual(
    BUDGETS.map((budget) => budget.bytes / 1024),
    [120, 600],
  );
});
