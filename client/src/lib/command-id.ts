/**
 * A fresh command id (a UUID v4). crypto.randomUUID exists only on https and localhost; a plain
 * http address on a site network still has getRandomValues.
 */
export function newCommandId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How many of its latest command ids a tab remembers: far more than it has in flight. */
const REMEMBERED_COMMANDS = 100;
const sentCommands = new Set<string>();

/** Notes that this tab sent a command under `commandId` (X-Command-Id). */
export function rememberSentCommand(commandId: string): void {
  sentCommands.delete(commandId);
  sentCommands.add(commandId);
  if (sentCommands.size > REMEMBERED_COMMANDS) {
    const oldest = sentCommands.values().next().value;
    if (oldest !== undefined) sentCommands.delete(oldest);
  }
}

/** Whether this tab sent the command: the live push of its changes is then only an echo. */
export const isOwnCommand = (commandId: string): boolean => sentCommands.has(commandId);
