import type { Actor } from '../platform/commands/actor';
import type { CommandContext } from '../platform/commands/command-context';
import type { CreationLink } from './numbered-item-creation';

/**
 * 'Enviar a RDI': the item an RDI is raised from (a task, a possible additional) gets linked to the
 * new RDI as a step of the RDI's creation. The slice that owns the item implements this port and
 * decides the link by its own rules; the RDI slice asks through it and imports no other feature.
 */
export interface RdiSource {
  /**
   * The link of the source to the RDI being created, once the actor may read the source and it is
   * in the RDI's project; otherwise the refusal (404, or 400 on `task_id`).
   */
  linkTo(
    actor: Actor,
    sourceId: string,
    rdi: { projectId: string; rdiId: string },
    context: CommandContext,
  ): Promise<RdiSourceLink>;
}

/** The link is a step of the RDI's numbered creation: checked with it, recorded with the number it took. */
export interface RdiSourceLink extends CreationLink {
  /** The source's detail after the link, as the creation answers it. */
  answer(): Promise<unknown>;
}

/** The provider of RdiSource, given to the RDI slice by the composition root. */
export const RDI_SOURCE = Symbol('RdiSource');
