// The full fuzz run: `pnpm --filter @qrguard/api fuzz`.
//   FUZZ_RUNS   requests (default 10000)
//   FUZZ_SEED   the seed (default: a new one, printed); request i uses seed + i
//   TEST_DB     pglite (default, in memory) or postgres (TEST_DATABASE_URL, a schema of its own)
// Prints the answers counted by status, every 5xx or unanswered request with
// what reproduces it, grouped by route, and exits 1 when there was any or
// when the API no longer answers afterwards.
import { randomInt } from 'node:crypto';
import { TEST_DB } from '../testing/app';
import { describeFailure, runFuzz, statusLine, stillAnswers, type Failure } from './run';
import { startFuzzApp } from './setup';

async function main(): Promise<number> {
  const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(1, 2 ** 31 - runs - 1);
  if (!Number.isSafeInteger(runs) || runs < 1 || !Number.isSafeInteger(seed)) {
    console.error('FUZZ_RUNS and FUZZ_SEED must be whole numbers');
    return 2;
  }
  console.log(`fuzz: a fixed corpus of bodies, then ${runs} random requests on ${TEST_DB}, FUZZ_SEED=${seed}`);
  const f = await startFuzzApp();
  try {
    const step = Math.max(1, Math.floor(runs / 10));
    const result = await runFuzz({
      ...f,
      app: f.t.app,
      runs,
      seed,
      onProgress: (done, r) => {
        if (done % step === 0) console.log(`  ${done}/${runs}  ${statusLine(r.byStatus)}`);
      },
    });
    console.log(
      `\n${result.runs} requests in ${(result.ms / 1000).toFixed(1)} s (${Math.round((result.runs * 1000) / result.ms)}/s)`,
    );
    console.log(`by status: ${statusLine(result.byStatus)}`);

    console.log('\nby route (documented routes first; a route never reached would show no counts):');
    for (const [route, counts] of Object.entries(result.byRoute))
      console.log(`  ${route.padEnd(52)} ${statusLine(counts)}`);

    const byRoute = new Map<string, Failure[]>();
    for (const failure of result.failures) {
      const key = `${failure.request.method} ${failure.request.url.split('?')[0]}`;
      byRoute.set(key, [...(byRoute.get(key) ?? []), failure]);
    }
    if (result.failures.length > 0) {
      console.log(`\n${result.failures.length} requests answered 5xx or not at all, on ${byRoute.size} routes:`);
      for (const [route, list] of byRoute) console.log(`  ${String(list.length).padStart(5)}  ${route}`);
      console.log('\nEvery one of them:');
      for (const failure of result.failures) console.log(describeFailure(failure, seed));
    }
    if (result.unsent.length > 0) {
      console.log(`\n${result.unsent.length} requests the HTTP client refused to send (counted as status 0):`);
      for (const u of result.unsent) console.log(describeFailure(u, seed));
    }
    const problems = await stillAnswers(f.t.app, f.session);
    console.log(
      problems.length === 0
        ? '\nafterwards: /health and the lists still answer'
        : `\nafterwards: ${problems.join('; ')}`,
    );
    console.log(`\nfuzz: ${result.runs} requests, ${result.failures.length} answered 5xx or not at all`);
    return result.failures.length === 0 && problems.length === 0 ? 0 : 1;
  } finally {
    await f.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
