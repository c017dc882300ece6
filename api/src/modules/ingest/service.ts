// The ingestion service every endpoint submits to: one group-commit queue per
// process over applyCommands, plus the reference names used in answers.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import type { Command } from '../../domain/ingest-plan';
import type { SuspicionConfig } from '../../domain/suspicion';
import { applyCommands, type Applied } from './engine';
import { GroupCommitQueue } from './queue';
import { ReferenceCache } from './reference-cache';

export interface IngestServiceOptions {
  suspicion: SuspicionConfig;
  timeZone: string;
  maxBatch: number;
  concurrency: number;
}

export class IngestService {
  readonly reference: ReferenceCache;
  private readonly queue: GroupCommitQueue<Command, Applied>;

  constructor(db: Db, options: IngestServiceOptions, log?: FastifyBaseLogger) {
    this.reference = new ReferenceCache(db);
    const engine = { suspicion: options.suspicion, timeZone: options.timeZone };
    this.queue = new GroupCommitQueue<Command, Applied>(
      (commands) => db.transaction((tx) => applyCommands(tx, commands, engine)),
      {
        maxBatch: options.maxBatch,
        concurrency: options.concurrency,
        onBatchError: (err, size) =>
          log?.warn({ err, size }, 'an ingestion batch failed; retrying its commands one by one'),
      },
    );
  }

  /** Applies one command; resolves after the transaction holding it committed. */
  submit(command: Command): Promise<Applied> {
    return this.queue.submit(command);
  }

  get stats() {
    return this.queue.stats;
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
