/**
 * What a repeat of a request named by the client (X-Command-Id) needs from its first run: which
 * request it was. The rest comes back without being stored: only successes are remembered (so the
 * status is 200), the ids a command creates are derived from its command id (`createdId`), and the
 * answer reads the item as it is now, with its version (request-idempotency.ts).
 */
export interface RememberedRequest {
  /** Digest of the request: the same id with another request is refused, not answered. */
  requestHash: string;
}

/**
 * Remembers every successful named request, keyed by actor and command id, so a repeat (a retry
 * after a lost answer, a countdown that fires twice) is answered without running again, including
 * requests that changed nothing.
 */
export interface CommandLog {
  find(actorId: string, commandId: string): Promise<RememberedRequest | null>;
  /** Keeps the first record: a second record of the same key changes nothing. */
  record(actorId: string, commandId: string, request: RememberedRequest): Promise<void>;
  close(): Promise<void>;
}

export const COMMAND_LOG = Symbol('CommandLog');

/** Clients retry within minutes; a week covers a laptop closed over a weekend. */
export const COMMAND_OUTCOME_DAYS = 7;
