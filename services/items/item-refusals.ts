import type { ProjectCapability } from '../contracts/capabilities';
import { openProjectRefusal, type ProjectFacts, projectClosed, projectNotFound } from '../organisation/refusal';
import type { Actor } from '../platform/commands/actor';
import { type DomainError, forbidden } from '../platform/domain-error';

/** What every item's state tells of its life and place. */
interface ItemLife {
  created: boolean;
  deleted?: boolean;
  projectId: string;
}

/**
 * The project a new item goes in, once the creation's checks pass: one the actor sees (else 404),
 * open, where the actor holds `capability`. Null when the item exists already: a retried creation
 * decides nothing.
 */
export function creationProject<Project extends ProjectFacts>(
  actor: Actor,
  project: Project | null,
  item: { created: boolean },
  capability: ProjectCapability,
): Project | null {
  if (!project || !actor.sees(project.projectId)) throw projectNotFound();
  if (item.created) return null;
  const refused = openProjectRefusal(actor, project, capability);
  if (refused) throw refused;
  return project;
}

/** Only an item's creator deletes it. */
export const mayDeleteItem = (actor: Actor, item: { creatorId: string }) => actor.id === item.creatorId;

/** How one item type refuses: its 404, who may read it, and when it is finished. */
interface ItemRefusals<State extends ItemLife> {
  notFound: () => DomainError;
  /** Null when the actor may read the item (a member of its project). */
  readRefusal: (actor: Actor, state: State) => DomainError | null;
  finished: (state: State) => boolean;
  finishedRefusal: () => DomainError;
}

/**
 * The checks every item's decider (task, RDI, additional, Estado de Pago) runs before a command,
 * with that item's refusals.
 */
export function itemGuards<State extends ItemLife>(refusals: ItemRefusals<State>) {
  const refuseChange = (state: State, project: ProjectFacts | null, finishedRefusal: () => DomainError) => {
    const refused = changeRefusal(
      { projectClosed: project?.closed ?? false, finished: refusals.finished(state) },
      finishedRefusal,
    );
    if (refused) throw refused;
  };
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
      refuseChange(state, project, refusals.finishedRefusal);
    },
    /**
     * Deleting the item: by its creator only, then as any change (a finished item is a record:
     * docs/decisions.md, "Ítems finalizados: registros"), refused in the words the item has for it.
     */
    deletable(
      state: State & { creatorId: string },
      actor: Actor,
      project: ProjectFacts | null,
      words: { notCreator: string; finished?: () => DomainError },
    ): void {
      if (!mayDeleteItem(actor, state)) throw forbidden(words.notCreator);
      refuseChange(state, project, words.finished ?? refusals.finishedRefusal);
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
