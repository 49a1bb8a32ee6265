import { mayAttachToRdi } from '../../projections/rdi/rdi.policy';
import { RDIS, type RdiDocument } from '../../projections/rdi/rdi.projection';
import type { FileTakingItems } from '../files/file-taking-items';

/** An RDI (type 3) or one of its interactions (type 4) takes files from whoever may interact with it. */
export const rdiFileOwner: FileTakingItems = {
  owners: ['rdi', 'rdi_interaction'],
  async takesFile(reads, { owner, projectId, actor }) {
    const rdi = await reads.collection<RdiDocument>(RDIS).get(owner.ids.rdi_id ?? '');
    if (!rdi || rdi.project_id !== projectId || !mayAttachToRdi(await actor(), rdi)) return false;
    return (
      owner.type === 'rdi' || rdi.interactions.some((interaction) => interaction.id === owner.ids.rdi_interaction_id)
    );
  },
};
