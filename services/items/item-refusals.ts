import { type ProjectFacts, projectClosed } from '../organisation/refusal';
import type { Actor } from '../platform/commands/actor';
import type { DomainError } from '../platform/domain-error';

/** What every item's state tells of its life and place. */
interface ItemLife {
  created: boolean;
  deleted?: boolean;
  projectId: string;
}

/** How one item type refuses: its 404, who may read it, and when it is finished. */
interface ItemRefusals<State extends ItemLife> {
  notFound: () => DomainError;
  /** Null when the actor may read the item (a member of its project). */
  readRefusal: (actor: Actor, state: State) => DomainError | null;
  finished: (state: State) => boolean;
  finishedRefusal: () => DomainError;
}

/**
 * The two checks every item's decider (task, RDI, additional, Estado de Pago) runs before a
 * command, with that item's refusals.
 */
export function itemGuards<State extends ItemLife>(refusals: ItemRefusals<State>) {
  return {
    /**
     * The item the command names, when the actor may read it. One never created, deleted, or in a
     * project the actor does not see is a 404 (a 403 would confirm the id).
     */
    existing(state: State, actor: Actor): State {
      if (!state.created || state.deleted || !actor.sees(state.projectId)) throw refusals.notFound();
      const refused = refusals.readRefusal(actor, state);
      if (refused) throw refused;
      return state;
    },
    /** A change to the item itself (not one person's own marks) needs an open project and an unfinished item. */
    changeable(state: State, project: ProjectFacts | null): void {
      const refused = changeRefusal(
        { projectClosed: project?.closed ?? false, finished: refusals.finished(state) },
        refusals.finishedRefusal,
      );
      if (refused) throw refused;
    },
  };
}

/**
 * A change to an item itself (not one person's own marks) needs an open project and an unfinished
 * item, refused in the item's words (`finishedRefusal`). Null when it may: the detail's `can` asks it too.
 */
export function changeRefusal(
  item: { projectClosed: boolean; finished: boolean },
  finishedRefusal: () => DomainError,
): DomainError | null {
  if (item.projectClosed) return projectClosed();
  if (item.finished) return finishedRefusal();
  return null;
}
