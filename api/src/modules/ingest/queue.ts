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
  /** Told about a batch that failed as a whole before the item that failed it is looked for. */
  onBatchError?: (err: unknown, size: number) => void;
  /**
   * Whether a batch's failure may be one item's fault (bad data) and is worth
   * isolating. False for failures of the database itself (connection lost):
   * splitting the batch would only repeat them, so every item gets the error.
   * Default: always.
   */
  isolatable?: (err: unknown) => boolean;
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
  /** Batches applied and items in them, and the extra transactions spent isolating bad items (diagnostics, benchmark). */
  readonly stats = { batches: 0, items: 0, largest: 0, isolations: 0 };

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
    await this.applyPart(batch, true);
  }

  /**
   * Applies part of a batch. One bad item must not fail the others, nor cost
   * each of them a transaction of its own (replaying a failed batch of n item
   * by item made every poisoned batch about n times dearer): a failed part is
   * split in halves, applied in order, and only a half that fails is split
   * again, so one culprit among n costs about 2·log2(n) more transactions and
   * everyone else is committed and answered.
   */
  private async applyPart(part: Pending<I, R>[], whole: boolean): Promise<void> {
    if (!whole) this.stats.isolations++;
    try {
      settle(part, await this.applyWithRetry(part.map((p) => p.item)));
      return;
    } catch (err) {
      if (part.length === 1 || !(this.options.isolatable?.(err) ?? true)) {
        for (const p of part) p.reject(err);
        return;
      }
      if (whole) this.options.onBatchError?.(err, part.length);
    }
    const middle = Math.ceil(part.length / 2);
    await this.applyPart(part.slice(0, middle), false);
    await this.applyPart(part.slice(middle), false);
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
