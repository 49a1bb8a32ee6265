import { RDIS, type RdiDocument } from '../../projections/rdi/rdi.projection';
import { markdownSnippet } from '../platform/text/markdown';
import type { SearchableItems } from '../search/searchable-items';

/** The project's RDI, for readers with view_rdi there. */
export const rdiSearch: SearchableItems = {
  answerKey: 'rdis',
  async search(reads, actor, { projectId, words, page }) {
    if (!actor.can('view_rdi', projectId)) return [];
    const rdis = await reads.collection<RdiDocument>(RDIS).find({ project_id: projectId, ...words }, page);
    return rdis.map((rdi) => ({
      id: rdi.id,
      number: rdi.number,
      title: rdi.title,
      description: rdi.description,
      snippet: markdownSnippet(rdi.description),
      seen_by_me: rdi.seen_by[actor.id]?.status ?? null,
      status: rdi.status,
      ended_at: rdi.ended_at,
    }));
  },
};
