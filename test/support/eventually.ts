/**
 * Waiting for what the app does after it answers (a projection, a live push, an e-mail, a page
 * that settles): tests poll the observable state with a deadline, never sleep for a fixed time.
 */

export interface PollOptions {
  /** How long to keep reading, in ms (5 s unless told; browser tests pass BROWSER_WAIT). */
  timeout?: number;
  /** The pause between two reads, in ms. */
  every?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads `read` until `done` holds of its value or the time is up, and answers the last value read
 * either way: the caller's `expect` on it then says what was seen instead.
 */
export async function eventually<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { timeout = 5_000, every = 25 }: PollOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await pause(every);
    value = await read();
  }
  return value;
}

/**
 * Reads `read` until it answers something truthy, and answers that; when the time is up, throws
 * naming `what` (a function is asked then, so it can tell what was seen instead).
 */
export async function until<T>(
  what: string | (() => string),
  read: () => T | Promise<T>,
  options: PollOptions = {},
): Promise<NonNullable<T>> {
  const value = await eventually(read, Boolean, options);
  if (!value) throw new Error(`Never happened: ${typeof what === 'string' ? what : what()}`);
  return value as NonNullable<T>;
}
