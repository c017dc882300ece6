// The ingestion service every endpoint submits to: one group-commit queue per
// process over applyCommands, plus the reference names used in answers. A
// command that would fail its batch is refused before it joins one, a client
// id reused for another code is a 409, and a command the database still
// refuses (isolated by the queue) is a 400 for its sender alone.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import { isDatabaseUnavailable } from '../../db/unavailable';
import type { Command } from '../../domain/ingest-plan';
import type { SuspicionConfig } from '../../domain/suspicion';
import { HttpError } from '../../http/errors';
import { commandError } from './command-check';
import { applyCommands, type Applied } from './engine';
import { GroupCommitQueue } from './queue';
import { ReferenceCache } from './reference-cache';
import type { CompletedWorkOrder } from './work-orders';

export interface IngestServiceOptions {
  suspicion: SuspicionConfig;
  timeZone: string;
  maxBatch: number;
  concurrency: number;
}

const sqlState = (err: unknown): string => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};

/**
 * Failures of the database itself, not of any one command (connection lost,
 * server shutting down, out of resources, an answer already decided as 503):
 * splitting the batch to find a culprit would only repeat them.
 */
export function isDatabaseFailure(err: unknown): boolean {
  if ((err as { statusCode?: unknown } | null)?.statusCode === 503) return true;
  const code = sqlState(err);
  return /^(08|53|57P|58)/.test(code) || ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT'].includes(code);
}

/**
 * A command the database refused on its own, after the queue isolated it:
 * a data exception (class 22) or a broken constraint (class 23) is bad input,
 * a 400 for its sender; anything else stays an error of the server.
 */
function refusedCommand(err: unknown): HttpError | null {
  if (!/^(22|23)/.test(sqlState(err))) return null;
  return new HttpError(400, `The scan could not be stored: the database refused its data (${sqlState(err)}).`);
}

export class IngestService {
  readonly reference: ReferenceCache;
  private readonly queue: GroupCommitQueue<Command, Applied>;
  /** Issue 15: told of each work order a batch completed, after its COMMIT (the hook for "work order completed" alerts). */
  private readonly completedListeners = new Set<(wo: CompletedWorkOrder) => void>();

  constructor(db: Db, options: IngestServiceOptions, log?: FastifyBaseLogger) {
    this.reference = new ReferenceCache(db);
    const engine = { suspicion: options.suspicion, timeZone: options.timeZone };
    this.queue = new GroupCommitQueue<Command, Applied>(
      async (commands) => {
        const completed: CompletedWorkOrder[] = [];
        const onWorkOrdersCompleted = (c: CompletedWorkOrder[]) => completed.push(...c);
        const applied = await db.transaction((tx) => applyCommands(tx, commands, { ...engine, onWorkOrdersCompleted }));
        // Committed: only now are the completions real (a failed batch, halved and retried, reports them once).
        for (const wo of completed)
          for (const listener of this.completedListeners) {
            try {
              listener(wo);
            } catch (err) {
              log?.error({ err, workOrder: wo.code }, 'a work-order-completed listener failed');
            }
          }
        return applied;
      },
      {
        maxBatch: options.maxBatch,
        concurrency: options.concurrency,
        // Also the driver's errors without a SQLSTATE (connection terminated, pool checkout timed out).
        isolatable: (err) => !isDatabaseFailure(err) && !isDatabaseUnavailable(err),
        onBatchError: (err, size) =>
          log?.warn({ err, size }, 'an ingestion batch failed; halving it to isolate the command at fault'),
      },
    );
  }

  /** Applies one command; resolves after the transaction holding it committed. */
  async submit(command: Command): Promise<Applied> {
    const invalid = commandError(command);
    if (invalid) throw invalid;
    let applied: Applied;
    try {
      applied = await this.queue.submit(command);
    } catch (err) {
      throw refusedCommand(err) ?? err;
    }
    const { outcome } = applied;
    if (outcome.kind === 'conflict') {
      throw new HttpError(409, outcome.message, [
        { field: 'body/client_id', message: 'was already used for another code' },
      ]);
    }
    return applied;
  }

  /** Calls `listener` for every work order completed by a committed batch; returns the unsubscribe. */
  onWorkOrderCompleted(listener: (wo: CompletedWorkOrder) => void): () => void {
    this.completedListeners.add(listener);
    return () => this.completedListeners.delete(listener);
  }

  get stats() {
    return this.queue.stats;
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
