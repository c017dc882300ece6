// Group commit: requests that arrive while a transaction is running wait for
// the next one and are applied together, so throughput grows with load
// instead of every scan serialising on the same hot rollup rows. A promise
// resolves only after its batch committed ("acknowledged only after it is
// committed"). One batch is in flight at a time per process.

export interface GroupCommitOptions {
  /** Most items applied in one batch. */
  maxBatch: number;
  /** Told about a batch that failed as a whole before its items were retried one by one. */
  onBatchError?: (err: unknown, size: number) => void;
}

interface Pending<I, R> {
  item: I;
  resolve: (r: R) => void;
  reject: (e: unknown) => void;
}

/** Errors worth one more try: deadlock, serialization failure, a unique race with another instance. */
const TRANSIENT = new Set(['40P01', '40001', '23505']);
export const isTransient = (err: unknown) => TRANSIENT.has((err as { code?: string } | null)?.code ?? '');

export class GroupCommitQueue<I, R> {
  private pending: Pending<I, R>[] = [];
  private running: Promise<void> | null = null;
  private closed = false;
  /** Batches applied and items in them, for diagnostics and the benchmark. */
  readonly stats = { batches: 0, items: 0, largest: 0 };

  constructor(
    private readonly apply: (items: I[]) => Promise<R[]>,
    private readonly options: GroupCommitOptions,
  ) {}

  submit(item: I): Promise<R> {
    if (this.closed) return Promise.reject(new Error('The ingestion queue is closed.'));
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      this.running ??= this.drain();
    });
  }

  /** Waits for everything submitted to be applied; refuses new items. */
  async close(): Promise<void> {
    this.closed = true;
    await this.running;
  }

  private async drain(): Promise<void> {
    // Let the requests parsed in this turn of the event loop join the first batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.options.maxBatch);
      await this.run(batch);
    }
    this.running = null;
  }

  private async run(batch: Pending<I, R>[]): Promise<void> {
    this.stats.batches++;
    this.stats.items += batch.length;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    try {
      settle(batch, await this.applyWithRetry(batch.map((p) => p.item)));
      return;
    } catch (err) {
      if (batch.length === 1) {
        batch[0]!.reject(err);
        return;
      }
      this.options.onBatchError?.(err, batch.length);
    }
    // One bad item must not fail the others: apply each alone, in order.
    for (const p of batch) {
      try {
        settle([p], await this.applyWithRetry([p.item]));
      } catch (err) {
        p.reject(err);
      }
    }
  }

  private async applyWithRetry(items: I[]): Promise<R[]> {
    try {
      return await this.apply(items);
    } catch (err) {
      if (!isTransient(err)) throw err;
      return this.apply(items);
    }
  }
}

function settle<I, R>(batch: Pending<I, R>[], results: R[]): void {
  if (results.length !== batch.length) throw new Error(`a batch of ${batch.length} returned ${results.length} results`);
  batch.forEach((p, i) => p.resolve(results[i]!));
}
