// An open-loop load: requests start on a fixed schedule (`rate` per second,
// evenly spaced), whether or not earlier ones have been answered, the way
// independent customers arrive. Latency is counted from the moment a request
// was due, not from when a free connection sent it, so a server that falls
// behind shows it (no coordinated omission). autocannon's own rate option
// fires each connection's whole quota at the start of every second and
// corrects latencies with a 1 ms expected interval, which measures bursts,
// not a steady rate; it is kept for the unthrottled (closed-loop) run only.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface OpenLoopRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface OpenLoopResult {
  /** Measured part of the run (after the warm-up). */
  seconds: number;
  /** Answers measured (after the warm-up). */
  measured: number;
  sent: number;
  ok: number;
  non2xx: number;
  errors: number;
  p50ms: number;
  p90ms: number;
  p99ms: number;
  maxMs: number;
  /** The load generator's own event-loop delay (p99): late sends that are the generator's fault, not the server's. */
  generatorLagP99Ms: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function openLoop(options: {
  url: string;
  rate: number;
  seconds: number;
  /**
   * Requests due in this first part of the run are sent but not measured: the
   * generator opens its connections then (measured, they were the whole p99).
   */
  warmupSeconds: number;
  connections: number;
  next: () => OpenLoopRequest;
}): Promise<OpenLoopResult> {
  const { hostname, port } = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const warmup = Math.round(options.rate * options.warmupSeconds);
  const total = warmup + Math.round(options.rate * options.seconds);
  const latencies = new Float64Array(total);
  let answered = 0;
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  const interval = 1000 / options.rate;
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const started = performance.now();

  const send = (due: number, measure: boolean) =>
    new Promise<void>((resolve) => {
      const r = options.next();
      const req = http.request(
        { host: hostname, port, method: 'POST', path: r.path, agent, headers: r.headers },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (measure) latencies[answered++] = performance.now() - due;
            if (res.statusCode! >= 200 && res.statusCode! < 300) ok++;
            else non2xx++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(r.body);
    });

  const inFlight: Promise<void>[] = [];
  let sent = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      // Everything due by now goes out now, each keeping its own due time.
      while (sent < total && started + sent * interval <= now) {
        inFlight.push(send(started + sent * interval, sent >= warmup));
        sent++;
      }
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * interval - performance.now()));
      else done();
    };
    tick();
  });
  const scheduleEnd = performance.now();
  await Promise.all(inFlight);
  agent.destroy();
  lag.disable();
  const measured = latencies.subarray(0, answered).sort();
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    seconds: round((scheduleEnd - started) / 1000 - options.warmupSeconds),
    measured: answered,
    sent,
    ok,
    non2xx,
    errors,
    p50ms: round(percentile(measured, 50)),
    p90ms: round(percentile(measured, 90)),
    p99ms: round(percentile(measured, 99)),
    maxMs: round(measured.length ? measured[measured.length - 1]! : 0),
    generatorLagP99Ms: round(lag.percentile(99) / 1e6),
  };
}
