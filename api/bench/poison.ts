// The poison run of bench:ingest (issue 9): the same unthrottled load, but
// `poisonClients` of the clients send one poison scan in every `every` (text
// the database cannot store: a NUL character or a lone surrogate in the URL)
// among good ones. Before issue 9 one such scan failed its whole group-commit
// batch and every scan in it was replayed alone (four such clients cut
// throughput from about 1,700 to 430 scans/s); now it is refused alone with a
// 400 and the throughput of good scans must stay within 10 % of the clean run.
import autocannon from 'autocannon';

interface ScanRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  setupRequest: (req: { headers?: Record<string, string>; body?: string }) => {
    headers: Record<string, string>;
    body: string;
  };
}

/** Poison bodies in turn: each must be a 400, never stored, never a 5xx. */
const POISON = [
  (n: number) => ({ url: `https://qrguard.id/q/BENCH0X${n}\u0000` }),
  (n: number) => ({ url: `https://qrguard.id/q/BENCH0X${n}\uD800`, lat: -6.2, lng: 106.8 }),
];

export interface PoisonRun {
  seconds: number;
  /** Good scans acknowledged (2xx). */
  ok: number;
  /** Poison scans refused with a 400, as they should be. */
  refused400: number;
  /** Anything else that was not a 2xx: an error of the run. */
  unexpected: number;
  sent: number;
  errors: number;
  p50ms: number;
  p90ms: number;
  p99ms: number;
  maxMs: number;
}

export async function poisonRun(o: {
  url: string;
  request: ScanRequest;
  connections: number;
  poisonClients: number;
  every: number;
  duration: number;
}): Promise<PoisonRun> {
  const good = o.request;
  let n = 0;
  const poison = {
    ...good,
    setupRequest: (req: { headers?: Record<string, string>; body?: string }) => {
      const r = good.setupRequest(req);
      return { ...r, body: JSON.stringify(POISON[n % POISON.length]!(n++)) };
    },
  };
  // autocannon gives every client the same request list: the poisoning clients are a second
  // instance run alongside, cycling through one poison and `every - 1` good scans.
  const poisonList = [poison, ...Array.from({ length: o.every - 1 }, () => good)];
  const common = { url: o.url, duration: o.duration, timeout: 10 };
  // With every client poisoning (--poison-clients equal to --connections) there is no clean instance.
  const [cleanOnly, mixed] = await Promise.all([
    o.connections > o.poisonClients
      ? autocannon({ ...common, connections: o.connections - o.poisonClients, requests: [good] })
      : null,
    autocannon({ ...common, connections: o.poisonClients, requests: poisonList }),
  ]);
  const clean = cleanOnly ?? {
    ...mixed,
    '2xx': 0,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    requests: { ...mixed.requests, sent: 0 },
  };
  const refused400 = mixed.statusCodeStats['400']?.count ?? 0;
  return {
    seconds: Math.max(clean.duration, mixed.duration),
    ok: clean['2xx'] + mixed['2xx'],
    refused400,
    unexpected: clean.non2xx + mixed.non2xx - refused400,
    sent: clean.requests.sent + mixed.requests.sent,
    errors: clean.errors + clean.timeouts + mixed.errors + mixed.timeouts,
    // What the clients sending only good scans saw, beside the poisoning ones (or the poisoning ones, when all are).
    p50ms: clean.latency.p50,
    p90ms: clean.latency.p90,
    p99ms: clean.latency.p99,
    maxMs: Math.max(clean.latency.max, mixed.latency.max),
  };
}
