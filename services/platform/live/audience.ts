import type { DocumentChange } from '../read-store/read-store.port';

/** What the gateway knows of a connected user. */
export interface Listener {
  userId: string;
  projectIds: ReadonlySet<string>;
}

/**
 * May this user hear of this change? A document names its project (`project_id`), may narrow
 * its readers (`visible_to`, for private items), or belongs to one user (`user_id`). A user
 * document is heard by that user and by whoever shares a project with them (`userProjects`, the
 * changed user's projects), who see that profile in the project's user list.
 */
export function mayHear(
  listener: Listener,
  change: DocumentChange,
  userProjects: ReadonlySet<string> = new Set(),
): boolean {
  const doc = change.doc;
  if (!doc) return false;
  const visibleTo = doc.visible_to;
  if (Array.isArray(visibleTo) && !visibleTo.includes(listener.userId)) return false;
  if (change.collection === 'users') {
    return change.id === listener.userId || [...userProjects].some((projectId) => listener.projectIds.has(projectId));
  }
  if (typeof doc.user_id === 'string' && doc.user_id === listener.userId) return true;
  if (typeof doc.project_id === 'string') return listener.projectIds.has(doc.project_id);
  return false;
}

/** The message a client receives: enough to know which queries to revalidate, nothing more. */
export const changeMessage = (change: DocumentChange) => ({
  type: 'change' as const,
  collection: change.collection,
  id: change.id,
  ...(typeof change.doc?.project_id === 'string' ? { project_id: change.doc.project_id } : {}),
});
