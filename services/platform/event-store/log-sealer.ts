import { Logger } from '@nestjs/common';

/** A log whose hash chain is sealed after the fact (EventStoreDB: esdb-event-store.ts). */
export interface SealableLog {
  sealPending(): Promise<number>;
}

export const isSealable = (log: object): log is SealableLog =>
  typeof (log as Partial<SealableLog>).sealPending === 'function';

/** Seconds between two rounds: a seal trails the log by about this much. */
const SEAL_EVERY_MS = 5_000;

const logger = new Logger('LogSealer');

/**
 * Seals the log's new events every few seconds, in the one process that projects. A failed round
 * is logged and the next one takes it up again: the seals go on from the last one written.
 */
export function startLogSealer(log: SealableLog, everyMs = SEAL_EVERY_MS): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() =>
      log.sealPending().catch((error: Error) => logger.error(`Sealing the log failed: ${error.message}`, error.stack)),
    );
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
