import { mulberry32 } from './domain/prng';
import { codeTimeline, DEMO_PROFILES } from './demo/timeline';
import type { Command } from './domain/ingest-plan';
const p = { ...DEMO_PROFILES.large, cloneRate: Number(process.argv[4] ?? 0.04), cloneScans: [Number(process.argv[2] ?? 40), Number(process.argv[3] ?? 200)] as [number, number] };
const N = 100_000;
const rng = mulberry32(1);
const until = Date.now();
const span = 40 * 30.4 * 86400000;
let total = 0; const kinds: Record<string, number> = {};
const counters = { photos: 0 };
for (let i = 0; i < N; i++) {
  const out: Command[] = [];
  const poStart = until - span + (span - 4 * 86400000) * Math.pow(rng.next(), 1 / 1.8);
  codeTimeline(rng, { qrcode: 'C' + i, poStart, labelMakerId: 1, otherLabelMakerId: 2, oilMakerId: 3, otherOilMakerId: 4, oilOperatorId: 1, officerIds: [1], station: 's' }, p, until, out, counters);
  total += out.length; for (const c of out) kinds[c.kind] = (kinds[c.kind] ?? 0) + 1;
}
console.log('per code', (total / N).toFixed(2), 'for 1M codes:', Math.round(total / N * 1e6).toLocaleString('en'), kinds);
