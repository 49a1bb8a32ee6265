import { createHash } from 'node:crypto';

/** Who sends a command, and the ids that tie it to its request and to what caused it. */
export interface CommandContext {
  actorId: string;
  /** Made by the client; the same id twice from the same actor runs the command once. */
  commandId: string;
  /**
   * A digest of the request the command came from: the same command id with another request is
   * refused (409) instead of answering the first request's result.
   */
  requestHash?: string;
  correlationId?: string;
  causationId?: string;
  projectId?: string;
  /**
   * The stream revision the edit's form was opened on (`expected_version` or `If-Match`): a field
   * it touches that someone else changed since is a conflict (edit-conflict.ts). Without it the
   * sent fields win.
   */
  expectedVersion?: number;
  /**
   * A request the client sent again after it went through (same command id, same request): the
   * handler runs only to answer, and the pipeline appends nothing (see request-idempotency.ts).
   */
  repeat?: true;
  /**
   * When the person made the command on their device (ISO instant), for a command an offline
   * outbox replays: recorded beside the server's time; the decider decides on the server's.
   */
  madeAt?: string;
}

/** The actor id used for what the system does by itself (demo data, migrations). */
export const SYSTEM_ACTOR = 'system';

/**
 * One step of a request that writes to several streams (a user, their company, each project):
 * its own command id, derived from the request's, so a retried request repeats no step. The edit's
 * version is the item's, not a step's.
 */
export const commandStep = ({ expectedVersion: _, ...context }: CommandContext, step: string): CommandContext => ({
  ...context,
  commandId: `${context.commandId}:${step}`,
  correlationId: context.correlationId ?? context.commandId,
  ...(context.requestHash ? { requestHash: `${context.requestHash}:${step}` } : {}),
});

/**
 * An id for something a command creates, made from the actor and command id: a retried create
 * targets the same stream and answers the same id instead of creating a twin.
 */
export function createdId(context: CommandContext, purpose: string): string {
  const hex = createHash('sha256').update(`${context.actorId}|${context.commandId}|${purpose}`).digest('hex');
  // Shaped as a version-8 (custom) UUID so it reads like the random ids elsewhere.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
