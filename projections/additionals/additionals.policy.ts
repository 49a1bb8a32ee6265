import { ADDITIONAL_MESSAGES, additionalReadRefusal } from '../../services/additionals/additional.decider';
import type { Actor } from '../../services/platform/commands/actor';
import { DomainError } from '../../services/platform/domain-error';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import { ADDITIONALS, type AdditionalDocument } from './additionals.projection';

type Visibility = Pick<AdditionalDocument, 'project_id' | 'created_by'>;

/** Who may read an additional: the additional decider's rule (a member with view_additionals, or its creator). */
export const mayReadAdditional = (actor: Actor, additional: Visibility): boolean =>
  actor.sees(additional.project_id) && additionalReadRefusal(actor, additional) === null;

/**
 * The additional's document: 404 when it does not exist or its project is not the actor's (so
 * nothing leaks), 403 with the reason when a member may not read it.
 */
export async function readableAdditional(reads: ReadStore, actor: Actor, id: string): Promise<AdditionalDocument> {
  const additional = await reads.collection<AdditionalDocument>(ADDITIONALS).get(id);
  if (!additional || !actor.sees(additional.project_id)) {
    throw new DomainError('additional.not_found', ADDITIONAL_MESSAGES.notFound, 404);
  }
  const refused = additionalReadRefusal(actor, additional);
  if (refused) throw refused;
  return additional;
}

/**
 * Whether the actor may attach files to the additional through the upload center (types 5 and
 * 6): they read it and may change its status (who writes its revisions), or created it.
 */
export const mayAttachToAdditional = (actor: Actor, additional: Visibility): boolean =>
  mayReadAdditional(actor, additional) &&
  (actor.can('change_status_additionals', additional.project_id) || actor.id === additional.created_by);
