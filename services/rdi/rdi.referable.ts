import { readableRdi } from '../../projections/rdi/rdi.policy';
import { citedOrNull, type ReferableItem } from '../items/referable-items';

/** An RDI as a folio cites it: 'RDI Nº 3: …', to whoever may read it. */
export const rdiReferable: ReferableItem = {
  cited: (reads, actor, id) =>
    citedOrNull(
      () => readableRdi(reads, actor, id),
      (rdi) => ({ projectId: rdi.project_id, label: `RDI Nº ${rdi.number}: ${rdi.title}`, private: false }),
    ),
};
