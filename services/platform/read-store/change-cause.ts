import { AsyncLocalStorage } from 'node:async_hooks';

const cause = new AsyncLocalStorage<string>();

/**
 * Runs `write` so that the read-store changes it makes name the request that caused them, where
 * the adapter can carry it (the embedded store can; a MongoDB change stream cannot). The
 * projection engine wraps each event's projection in it, so the live push can send one message
 * per command and the tab that sent the command can recognise its own echo.
 */
export function withChangeCause<T>(commandId: string, write: () => Promise<T>): Promise<T> {
  return cause.run(requestCommandId(commandId), write);
}

/** The request whose events are being projected right now, if any. */
export const currentChangeCause = (): string | undefined => cause.getStore();

/**
 * The command id the client sent (X-Command-Id). A request that runs several commands names them
 * `<request command id>:<part>` (a client's id never holds a colon), so its changes all name it.
 */
export const requestCommandId = (commandId: string): string => commandId.split(':', 1)[0]!;
