import { mayReadRdi, readableRdi } from '../../projections/rdi/rdi.policy';
import { RDIS, type RdiDocument } from '../../projections/rdi/rdi.projection';
import type { LinkedItemReads, LinkedItemSummary } from '../items/linked-items';
import type { Actor } from '../platform/commands/actor';
import { similarRdis } from './rdi-listings.query';

const summary = (rdi: RdiDocument, actor: Actor): LinkedItemSummary => ({
  id: rdi.id,
  number: rdi.number,
  title: rdi.title,
  seen_by_me: rdi.seen_by[actor.id]?.status ?? null,
  project_id: rdi.project_id,
  possible_additional: false,
});

/** An RDI as a task or an additional shows it: only to whoever may read the RDI (view_rdi, or its creator). */
export const rdiLinkedReads: LinkedItemReads = {
  async summaries(reads, actor, ids) {
    if (ids.length === 0) return new Map();
    const rdis = await reads.collection<RdiDocument>(RDIS).find({ _id: { $in: [...ids] } });
    return new Map(rdis.filter((rdi) => mayReadRdi(actor, rdi)).map((rdi) => [rdi._id, summary(rdi, actor)]));
  },
  readable: async (reads, actor, id) => summary(await readableRdi(reads, actor, id), actor),
  similar: similarRdis,
};
