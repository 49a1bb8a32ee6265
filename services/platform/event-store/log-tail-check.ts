import { readFile, rename, writeFile } from 'node:fs/promises';
import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { EventLog } from './event-store.port';
import { type ChainMark, ChainVerifier } from './hash-chain';

/**
 * Events checked at most per start, past the last verified one: a few seconds of one core on the
 * largest logs, in batches between which requests are served. What is left is checked by the
 * next starts; `npm run verify-log` checks the whole log at once.
 */
export const TAIL_CHECK_LIMIT = 100_000;
const BATCH = 1_000;
/** How long an API replica answers the check it last read from the file (the projector writes it). */
const REREAD_MS = 5_000;

/** What the last check found, kept beside the log: where the next start goes on from. */
export interface LogCheckRecord {
  /** The last event the chain was found to reach; null before any. */
  verified: ChainMark | null;
  /** The first position where the chain broke; null while whole. */
  broken_at: number | null;
  checked_at: string;
}

export interface TailCheck {
  /** Where the next check goes on from. */
  verified: ChainMark | null;
  broken_at: number | null;
  checked: number;
  /** Whether the check reached the end of the log (else the limit stopped it). */
  complete: boolean;
}

/**
 * Checks the chain from `from` (the genesis when null), at most `limit` events. A log that ends
 * before the event verified earlier lost its tail: it is broken at the first missing position.
 */
export async function checkTail(
  log: Pick<EventLog, 'readChain' | 'lastPosition'>,
  from: ChainMark | null,
  limit: number,
  stopped: () => boolean = () => false,
): Promise<TailCheck> {
  const last = await log.lastPosition();
  if (from && last < from.position) return { verified: from, broken_at: last + 1, checked: 0, complete: true };
  const verifier = new ChainVerifier(from);
  let read = 0;
  let complete = true;
  for await (const batch of log.readChain(from?.position ?? 0, BATCH)) {
    const taken = batch.slice(0, limit - read);
    read += taken.length;
    if (!verifier.check(taken)) break;
    if (read >= limit || stopped()) {
      complete = false;
      break;
    }
    await new Promise(setImmediate);
  }
  const { first_broken_position, checked } = verifier.result();
  return { verified: verifier.mark() ?? from, broken_at: first_broken_position, checked, complete };
}

/** What health says of the log: checked whole, being checked, or broken at a position. */
export type LogState = 'ok' | 'checking' | `broken at ${number}`;

export const LOG_TAIL_CHECK = Symbol('LogTailCheck');

const logger = new Logger('EventLog');

const stateOf = (record: Pick<LogCheckRecord, 'broken_at'>): LogState =>
  record.broken_at === null ? 'ok' : `broken at ${record.broken_at}`;

/**
 * The chain's tail checked at each start of the process that projects, once the read models are
 * ready (so it never holds up the start), from the last event verified, which a small file beside
 * the log keeps. A break is logged as an error and named by health (`log: 'broken at N'`) on
 * every process that shares the data folder, until the log is whole again.
 */
export class LogTailCheck implements OnApplicationBootstrap, OnModuleDestroy {
  private state: LogState | null = null;
  private running: Promise<void> = Promise.resolve();
  private readonly stopping = new AbortController();
  private readAt = 0;

  constructor(
    private readonly log: EventLog,
    /** True once the read models have caught up with the log; false if `stopping` aborts first. */
    private readonly readModelsReady: (stopping: AbortSignal) => Promise<boolean>,
    private readonly file: string,
    /** False on API replicas: they read what the projector found. */
    private readonly checks: boolean,
    private readonly limit = TAIL_CHECK_LIMIT,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.checks) return;
    this.state = 'checking';
    this.running = this.readModelsReady(this.stopping.signal)
      .then((ready) => (ready ? this.run() : undefined))
      .catch((error: Error) => {
        this.state = null;
        logger.error(`The check of the log's hash chain failed: ${error.message}`, error.stack);
      });
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    await this.running;
  }

  /** Null where no check is known yet. */
  status(): LogState | null {
    if (!this.checks && Date.now() - this.readAt > REREAD_MS) {
      this.readAt = Date.now();
      this.read().then(
        (record) => {
          this.state = record && stateOf(record);
        },
        (error: Error) => logger.warn(`The log check's record could not be read: ${error.message}`),
      );
    }
    return this.state;
  }

  private async run(): Promise<void> {
    const from = (await this.read())?.verified ?? null;
    const started = Date.now();
    const check = await checkTail(this.log, from, this.limit, () => this.stopping.signal.aborted);
    const record: LogCheckRecord = {
      verified: check.verified,
      broken_at: check.broken_at,
      checked_at: new Date().toISOString(),
    };
    await this.write(record);
    this.state = stateOf(record);
    if (check.broken_at !== null) {
      logger.error(
        `THE EVENT LOG HAS BEEN ALTERED: its hash chain breaks at position ${check.broken_at} ` +
          `(checked ${check.checked} events after position ${from?.position ?? 0}). ` +
          'Run `npm run verify-log` and restore the log from a backup.',
      );
      return;
    }
    const reached = check.verified?.position ?? 0;
    const took = `${check.checked} events checked in ${Date.now() - started} ms`;
    if (check.complete) logger.log(`Log's hash chain whole up to position ${reached} (${took})`);
    else logger.warn(`Log's hash chain whole up to position ${reached} (${took}); the next start checks on from there`);
  }

  private async read(): Promise<LogCheckRecord | null> {
    try {
      return JSON.parse(await readFile(this.file, 'utf8')) as LogCheckRecord;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Written aside and renamed, so a reader never finds half a file. */
  private async write(record: LogCheckRecord): Promise<void> {
    await writeFile(`${this.file}.next`, JSON.stringify(record));
    await rename(`${this.file}.next`, this.file);
  }
}
