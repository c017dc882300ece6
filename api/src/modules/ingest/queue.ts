// Group commit: requests that arrive while transactions are running wait for
// the next one and are applied together, so throughput grows with load
// instead of every scan serialising on the same hot rollup rows. A promise
// resolves only after its batch committed ("acknowledged only after it is
// committed"). Up to `concurrency` batches are in flight at once (each on its
// own connection); their writes lock rows in a fixed order, so they queue on
// a shared row rather than deadlock.

export interface GroupCommitOptions {
  /** Most items applied in one batch. */
  maxBatch: number;
  /** Most batches in flight at once (1 on a single-connection database). */
  concurrency?: number;
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
  private inFlight = 0;
  private scheduled = false;
  private closed = false;
  private idle: (() => void)[] = [];
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
      this.schedule();
    });
  }

  /** Waits for everything submitted to be applied; refuses new items. */
  close(): Promise<void> {
    this.closed = true;
    if (this.inFlight === 0 && this.pending.length === 0 && !this.scheduled) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // Let the requests parsed in this turn of the event loop join the same batch.
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    const limit = this.options.concurrency ?? 1;
    while (this.inFlight < limit && this.pending.length > 0) {
      const batch = this.pending.splice(0, this.options.maxBatch);
      this.inFlight++;
      void this.run(batch).finally(() => {
        this.inFlight--;
        if (this.pending.length > 0) this.pump();
        else if (this.inFlight === 0) for (const done of this.idle.splice(0)) done();
      });
    }
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
