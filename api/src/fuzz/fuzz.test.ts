// The short fuzz run of `npm test`: requests over every route of the OpenAPI
// document (odd strings, edge numbers, extreme dates, wrong types, missing
// and extra fields, broken bodies, with and without a session), then the API
// must still answer. Zero 5xx. A fixed seed keeps CI deterministic; FUZZ_SEED
// and FUZZ_SHORT_RUNS explore further. The full run is `pnpm --filter
// @qrguard/api fuzz` (cli.ts).
//
// KNOWN OPEN FINDINGS (issue 9, being fixed by the lead while this was written;
// the assertion stays strict and this test fails until they land):
// - ids past 2^31-1 in the highlight id lists (variant=4710330234) reach SQL
//   and answer 500 "out of range for type integer" ("ids outside the column's
//   range are a 400");
// - a deeply nested JSON body ([[[... 5000 deep) overflows the stack of
//   http/validation.ts unsafeText (the NUL-byte check) and answers 500 on
//   every JSON route, public ones included.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { describeFailure, runFuzz, statusLine, stillAnswers } from './run';
import { startFuzzApp, type FuzzApp } from './setup';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const RUNS = Number(process.env.FUZZ_SHORT_RUNS ?? 1000);

let f: FuzzApp;
before(async () => {
  f = await startFuzzApp();
});
after(() => f.close());

test(`${RUNS} fuzz requests over every documented route: no 5xx, and the API still answers`, async () => {
  const result = await runFuzz({ ...f, app: f.t.app, runs: RUNS, seed: SEED, timeoutMs: 20_000 });
  console.log(`# fuzz seed ${SEED}: ${result.runs} requests in ${result.ms} ms (${statusLine(result.byStatus)})`);
  const failures = result.failures.map((x) => describeFailure(x, SEED));
  assert.ok(result.runs > RUNS, 'the body corpus and the random requests were all sent');
  const unreached = Object.entries(result.byRoute).filter(([, counts]) => Object.keys(counts).length === 0);
  assert.deepEqual(unreached, [], 'every documented route is called');
  assert.deepEqual(failures, [], `${failures.length} requests answered 5xx or not at all:\n${failures.join('\n')}`);
  assert.deepEqual(await stillAnswers(f.t.app, f.session), []);
});
