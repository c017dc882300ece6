// Which rollup facts each highlight figure counts (the metric meanings of
// contract/highlight.ts and spec shell-highlights 2). One definition per
// figure: the card and the chart that breaks it down both use it, so they
// cannot disagree.

/** A rollup fact: who, what result, and for customer scans the verdict. */
export interface Fact {
  actor: string;
  result: string;
  verdict: string;
}

/** Label-maker scans of printed labels: every result a label can get; a URL that names no code is no printed label. */
export const LABEL_SCAN_RESULTS = ['Success', 'Reject', 'Double Scan', 'Cross Scan'] as const;
/** Conveyor scans an oil maker's app recorded as refused. */
export const OIL_FAILED_RESULTS = ['Not Found', 'Double Scan', 'Cross Scan'] as const;

const is = (f: Fact, actor: string, result: string) => f.actor === actor && f.result === result;
const customerScan = (f: Fact) => f.actor === 'customer' && (f.result === 'Success' || f.result === 'Not Found');

export const METRICS = {
  // Label maker (and the overview's first five cards)
  labelScan: (f: Fact) => f.actor === 'label_maker' && (LABEL_SCAN_RESULTS as readonly string[]).includes(f.result),
  labelActive: (f: Fact) => is(f, 'label_maker', 'Success'),
  labelFailed: (f: Fact) => is(f, 'label_maker', 'Reject'),
  // Oil maker
  /** Labelled bottles sent to the oil makers: labels that passed verification, on that day. */
  oilTotalQr: (f: Fact) => is(f, 'label_maker', 'Success'),
  oilScan: (f: Fact) => f.actor === 'oil_maker',
  oilActive: (f: Fact) => is(f, 'oil_maker', 'ACTIVATE'),
  oilDeactivate: (f: Fact) => is(f, 'oil_maker', 'DEACTIVATE'),
  oilFailed: (f: Fact) => f.actor === 'oil_maker' && (OIL_FAILED_RESULTS as readonly string[]).includes(f.result),
  // Customers
  customerScan,
  customerValid: (f: Fact) => is(f, 'customer', 'Success') && f.verdict === 'valid',
  /** Not valid: inactive, expired, or a code never issued (Not Found). */
  customerInvalid: (f: Fact) => customerScan(f) && !(f.result === 'Success' && f.verdict === 'valid'),
  customerInactive: (f: Fact) => is(f, 'customer', 'Success') && f.verdict === 'inactive',
  customerExpired: (f: Fact) => is(f, 'customer', 'Success') && f.verdict === 'expired',
  report: (f: Fact) => is(f, 'customer', 'Report'),
} satisfies Record<string, (f: Fact) => boolean>;

export type Metric = keyof typeof METRICS;

/** Sums `n` over the facts a metric counts. */
export function sumOf<T extends Fact & { n: number }>(rows: readonly T[], metric: Metric): number {
  const test = METRICS[metric];
  let total = 0;
  for (const r of rows) if (test(r)) total += r.n;
  return total;
}
