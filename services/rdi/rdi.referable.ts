import { readableRdi } from '../../projections/rdi/rdi.policy';
import { RDIS, type RdiDocument } from '../../projections/rdi/rdi.projection';
import { wordSearchFilter } from '../../projections/search/word-search';
import { NEWEST_FIRST } from '../items/item-list-order';
import { citedOrNull, type ReferableItem } from '../items/referable-items';

const labelOf = (rdi: { number: number; title: string }) => `RDI Nº ${rdi.number}: ${rdi.title}`;

/** An RDI as a folio cites it: 'RDI Nº 3: …', to whoever may read it. */
export const rdiReferable: ReferableItem = {
  cited: (reads, actor, id) =>
    citedOrNull(
      () => readableRdi(reads, actor, id),
      (rdi) => ({ projectId: rdi.project_id, label: labelOf(rdi), private: false }),
    ),
  async citable(reads, actor, { projectId, search, limit }) {
    if (!actor.sees(projectId)) return [];
    // rdiReadRefusal as a query: the project's RDI with view_rdi, else the reader's own.
    const readable = actor.can('view_rdi', projectId) ? {} : { created_by: actor.id };
    const rdis = await reads
      .collection<RdiDocument>(RDIS)
      .find({ project_id: projectId, ...readable, ...wordSearchFilter(search) }, { sort: NEWEST_FIRST, limit });
    return rdis.map((rdi) => ({ id: rdi.id, label: labelOf(rdi) }));
  },
};
