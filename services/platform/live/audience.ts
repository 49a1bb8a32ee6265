import { USERS } from '../../contracts/collections';
import { type LiveChange, type LiveMessage, liveKindOf } from '../../contracts/live-kinds';
import { type Actor, inRoleAudience, type RoleAudience } from '../commands/actor';
import type { DocumentChange } from '../read-store/read-store.port';

/** What the gateway knows of a connected user: who they are and their memberships, as the actor port reads them. */
export type Listener = Pick<Actor, 'id' | 'projects' | 'can'>;

/** A change with what the gateway looked up to place it: for a user document, that user's projects. */
export interface PlacedChange {
  change: DocumentChange;
  userProjects?: ReadonlySet<string>;
}

/** The changes one command made (or, when the cause is unknown, that arrived together). */
export interface ChangeBatch {
  commandId?: string;
  changes: readonly PlacedChange[];
}

/**
 * May this user hear of this change? Only collections meant for clients are heard. A document
 * names its project (`project_id`), may narrow its readers (`visible_to`, for private items, or
 * `heard_by`, some roles of its project: a Libro de Obra's readers), or belongs to one user (`user_id`). A user document is heard by that user and by whoever shares a
 * project with them (`userProjects`, the changed user's projects), who see that profile in the
 * project's user list.
 */
export function mayHear(
  listener: Listener,
  change: DocumentChange,
  userProjects: ReadonlySet<string> = new Set(),
): boolean {
  const doc = change.doc;
  if (!doc || !liveKindOf(change.collection)) return false;
  const visibleTo = doc.visible_to;
  if (Array.isArray(visibleTo) && !visibleTo.includes(listener.id)) return false;
  const roles = doc.heard_by as RoleAudience | undefined;
  if (roles && (typeof doc.project_id !== 'string' || !inRoleAudience(listener, doc.project_id, roles))) return false;
  if (change.collection === USERS) {
    return change.id === listener.id || [...userProjects].some((projectId) => listener.projects.has(projectId));
  }
  if (typeof doc.user_id === 'string' && doc.user_id === listener.id) return true;
  if (typeof doc.project_id === 'string') return listener.projects.has(doc.project_id);
  return false;
}

/**
 * The command id the client sent (X-Command-Id) for a change's command. A request that runs
 * several commands names them `<request command id>:<part>` (a client's id holds no colon), so
 * all their changes go out as the request's.
 */
export const requestCommandId = (commandId: string): string => commandId.split(':', 1)[0] ?? commandId;

/** What a client learns of one change: its item kind and enough to know which queries it touches. */
export function liveChange(change: DocumentChange): LiveChange | null {
  const kind = liveKindOf(change.collection);
  if (!kind) return null;
  const projectId = change.doc?.project_id;
  const userId = change.doc?.user_id;
  return {
    kind,
    id: change.id,
    ...(typeof projectId === 'string' ? { project_id: projectId } : {}),
    ...(typeof userId === 'string' ? { user_id: userId } : {}),
  };
}

/**
 * The one message a listener gets for a batch: the changes it may hear, each document once (its
 * last state decides) and each change once (an item's documents in several collections are one
 * change of its kind), or nothing when it may hear none of them.
 */
export function messageFor(listener: Listener, batch: ChangeBatch): LiveMessage | null {
  const latest = new Map<string, PlacedChange>();
  for (const placed of batch.changes) latest.set(`${placed.change.collection}\u0000${placed.change.id}`, placed);
  const changes = new Map<string, LiveChange>();
  for (const { change, userProjects } of latest.values()) {
    const heard = mayHear(listener, change, userProjects) ? liveChange(change) : null;
    if (heard) changes.set(JSON.stringify(heard), heard);
  }
  if (changes.size === 0) return null;
  return {
    type: 'changes',
    ...(batch.commandId ? { command_id: batch.commandId } : {}),
    changes: [...changes.values()],
  };
}
