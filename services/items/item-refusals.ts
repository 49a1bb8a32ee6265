import { DomainError } from '../platform/domain-error';

/**
 * The refusals every item's decider (task, RDI, additional, Estado de Pago) gives about the item's
 * project, with one code and one Spanish message each.
 */

/** A project that does not exist, or one the actor does not see: nothing leaks (404). */
export const projectNotFound = () => new DomainError('project.not_found', 'El proyecto no existe.', 404);

/** A closed project takes no change to its items (their readers' own marks aside). */
export const projectClosed = () => new DomainError('project.closed', 'El proyecto está cerrado.', 409);

/**
 * A change to an item itself (not one person's own marks) needs an open project and an unfinished
 * item, refused in the item's words (`finishedRefusal`). Null when it may.
 */
export function changeRefusal(
  item: { projectClosed: boolean; finished: boolean },
  finishedRefusal: () => DomainError,
): DomainError | null {
  if (item.projectClosed) return projectClosed();
  if (item.finished) return finishedRefusal();
  return null;
}
