import { mayAttachToAdditional } from '../../projections/additionals/additionals.policy';
import {
  ADDITIONAL_REVISIONS,
  ADDITIONALS,
  type AdditionalDocument,
  type AdditionalRevisionDocument,
} from '../../projections/additionals/additionals.projection';
import type { FileTakingItems } from '../files/file-taking-items';

/** An additional (type 5) or one of its revisions (type 6) takes files from whoever may revise it, or its creator. */
export const additionalFileOwner: FileTakingItems = {
  owners: ['additional', 'additional_revision'],
  async takesFile(reads, { owner, projectId, actor }) {
    const additional = await reads.collection<AdditionalDocument>(ADDITIONALS).get(owner.ids.additional_id ?? '');
    if (!additional || additional.project_id !== projectId) return false;
    if (!mayAttachToAdditional(await actor(), additional)) return false;
    if (owner.type === 'additional') return true;
    const revisions = reads.collection<AdditionalRevisionDocument>(ADDITIONAL_REVISIONS);
    const revision = await revisions.get(owner.ids.additional_revision_id ?? '');
    return revision?.additional_id === additional.id;
  },
};
