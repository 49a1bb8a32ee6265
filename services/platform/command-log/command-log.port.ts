/** What a request named by the client (X-Command-Id) answered the first time. */
export interface CommandOutcome {
  /** Digest of the request: the same id with another request is refused, not replayed. */
  requestHash: string;
  /** The JSON body the first request was answered with. */
  response: unknown;
}

/**
 * Remembers the answer of every successful named request, keyed by actor and command id, so a
 * repeat (a retry after a lost answer, a countdown that fires twice) gets the same answer without
 * running again, including requests that changed nothing.
 */
export interface CommandLog {
  find(actorId: string, commandId: string): Promise<CommandOutcome | null>;
  /** Keeps the first outcome: a second record of the same key changes nothing. */
  record(actorId: string, commandId: string, outcome: CommandOutcome): Promise<void>;
  close(): Promise<void>;
}

export const COMMAND_LOG = Symbol('CommandLog');

/** Clients retry within minutes; a week covers a laptop closed over a weekend. */
export const COMMAND_OUTCOME_DAYS = 7;
