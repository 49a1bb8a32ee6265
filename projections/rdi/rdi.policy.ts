import type { Actor } from '../../services/platform/commands/actor';
import { DomainError } from '../../services/platform/domain-error';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import { RDI_MESSAGES, rdiReadRefusal } from '../../services/rdi/rdi.decider';
import { RDIS, type RdiDocument } from './rdi.projection';

/** Who may read an RDI: the RDI decider's rule (a member with view_rdi, or its creator). */
export const mayReadRdi = (actor: Actor, rdi: Pick<RdiDocument, 'project_id' | 'created_by'>): boolean =>
  rdiReadRefusal(actor, rdi) === null;

/**
 * The RDI's document; 404 when it does not exist or its project is out of the actor's sight (so an
 * id is never confirmed), 403 with the reason to a member without view_rdi (issue 18).
 */
export async function readableRdi(reads: ReadStore, actor: Actor, id: string): Promise<RdiDocument> {
  const rdi = await reads.collection<RdiDocument>(RDIS).get(id);
  if (!rdi) throw new DomainError('rdi.not_found', RDI_MESSAGES.notFound, 404);
  const refused = rdiReadRefusal(actor, rdi);
  if (refused) throw refused;
  return rdi;
}

/**
 * Whether the actor may attach files to the RDI through the upload center (types 3 and 4): they
 * read it and may interact with RDI in its project.
 */
export const mayAttachToRdi = (actor: Actor, rdi: Pick<RdiDocument, 'project_id' | 'created_by'>): boolean =>
  mayReadRdi(actor, rdi) && actor.can('interact_rdi', rdi.project_id);
