import type { Actor } from '../../services/platform/commands/actor';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import { similarItems } from '../search/similar-items';
import { RDIS, type RdiDocument } from './rdi.projection';

/** Similar RDI for the create dialogs' panel; none for a reader without view_rdi. */
export async function similarRdis(
  reads: ReadStore,
  actor: Actor,
  query: { projectId: string; search: string; excludeDescription: boolean },
) {
  if (!actor.can('view_rdi', query.projectId)) return [];
  const found = await similarItems(reads.collection<RdiDocument>(RDIS), { project_id: query.projectId }, query, {
    number_key: -1,
  });
  return found.map((rdi) => ({
    id: rdi.id,
    number: rdi.number,
    title: rdi.title,
    description: rdi.description,
    seen_by_me: rdi.seen_by[actor.id]?.status ?? null,
  }));
}
