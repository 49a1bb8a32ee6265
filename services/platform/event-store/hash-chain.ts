import { createHash } from 'node:crypto';
import type { ChainedEvent, EventLog, StoredEvent } from './event-store.port';

/** The hash before the first event of every log: 64 zeros. */
export const GENESIS_HASH = '0'.repeat(64);

export interface ChainCheck {
  ok: boolean;
  checked: number;
  /** The first position whose stored hash is not the one recomputed, or null when every one is. */
  first_broken_position: number | null;
}

/** Objects with their keys sorted (UTF-16 order, as RFC 8785), arrays and scalars as they are. */
const sortKeys = (_key: string, value: unknown): unknown => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = (value as Record<string, unknown>)[key];
  return sorted;
};

/**
 * The canonical form of an event: JSON of {data, event_id, metadata, position, revision, stream,
 * type} with every object's keys sorted, so a log that stores or returns the keys in another order
 * hashes the same (docs/decisions.md, "Registro a prueba de alteraciones").
 */
export const canonicalEvent = (event: StoredEvent): string =>
  JSON.stringify(
    {
      position: event.position,
      event_id: event.eventId,
      stream: event.stream,
      revision: event.revision,
      type: event.type,
      data: event.data,
      metadata: event.metadata,
    },
    sortKeys,
  );

/** hash_n = sha256(hash_{n-1} || canonical_n), hex, over the UTF-8 bytes. */
export const chainHash = (previous: string, event: StoredEvent): string =>
  createHash('sha256').update(previous).update(canonicalEvent(event)).digest('hex');

/** An event whose hash the chain was found to reach: a check may go on from it. */
export interface ChainMark {
  position: number;
  hash: string;
}

/**
 * Recomputes a chain batch by batch and stops at the first stored hash that differs: an edited
 * event breaks at itself, a deleted one at the event after it, two swapped at the first of them.
 * It starts at the genesis, or goes on from an event verified earlier (`from`).
 */
export class ChainVerifier {
  private previous: string;
  private position: number;
  private checked = 0;
  private broken: number | null = null;

  constructor(from: ChainMark | null = null) {
    this.previous = from?.hash ?? GENESIS_HASH;
    this.position = from?.position ?? 0;
  }

  /** Checks the next events in log order; false once the chain is broken (later events are not read). */
  check(events: readonly ChainedEvent[]): boolean {
    for (const event of events) {
      if (this.broken !== null) return false;
      if (chainHash(this.previous, event) !== event.hash) {
        this.broken = event.position;
        return false;
      }
      this.previous = event.hash;
      this.position = event.position;
      this.checked += 1;
    }
    return this.broken === null;
  }

  /** The last event verified (or where the check started): a later check goes on from it. */
  mark(): ChainMark | null {
    return this.position === 0 ? null : { position: this.position, hash: this.previous };
  }

  result(): ChainCheck {
    return { ok: this.broken === null, checked: this.checked, first_broken_position: this.broken };
  }
}

/**
 * Verifies a whole log from its genesis, reporting after each batch how many events were checked
 * and the last position reached; between batches the process answers other requests.
 */
export async function verifyLog(
  log: Pick<EventLog, 'readChain'>,
  progress?: (checked: number, position: number) => void,
): Promise<ChainCheck> {
  const verifier = new ChainVerifier();
  for await (const batch of log.readChain(0)) {
    const going = verifier.check(batch);
    progress?.(verifier.result().checked, batch.at(-1)?.position ?? 0);
    if (!going) break;
    await new Promise(setImmediate);
  }
  return verifier.result();
}
