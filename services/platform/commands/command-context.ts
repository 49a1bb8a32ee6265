/** Who sends a command, and the ids that tie it to its request and to what caused it. */
export interface CommandContext {
  actorId: string;
  /** Made by the client; the same id twice runs the command once. */
  commandId: string;
  correlationId?: string;
  causationId?: string;
  projectId?: string;
}

/** The actor id used for what the system does by itself (demo data, migrations). */
export const SYSTEM_ACTOR = 'system';
