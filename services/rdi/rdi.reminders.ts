import { mayReadRdi } from '../../projections/rdi/rdi.policy';
import { RDIS, type RdiDocument, rdiListKeys } from '../../projections/rdi/rdi.projection';
import type { ItemDocument } from '../../projections/reminders/reminders.policy';
import { answeringTurn } from '../items/answering-turn';
import { KINDS } from '../mail/item-mails';
import type { RemindedKind } from '../reminders/reminded-kind';

type RdiItem = ItemDocument<RdiDocument>;

export const rdiReminders: RemindedKind<RdiItem> = {
  itemType: 2,
  async load(reads, ids) {
    const rdis = await reads.collection<RdiDocument>(RDIS).find({ _id: { $in: ids } });
    return rdis.map((doc) => ({ item_type: 2, doc }));
  },
  named: ({ doc }) => ({ label: KINDS.rdi.label, path: KINDS.rdi.path(encodeURIComponent(doc.id)) }),
  waitingSince: ({ doc }) => doc.response_since,
  mayRead: (actor, { doc }) => mayReadRdi(actor, doc),
  isOpen: ({ doc }) => doc.status === 1,
  /** Open RDI waiting on the answer of the reader's job (`answeringTurn`). */
  async waitingOn(reads, actor, projectId) {
    const turn = answeringTurn(actor, projectId);
    if (!turn) return [];
    const rdis = await reads.collection(RDIS).find({ response_key: rdiListKeys.response(projectId, 1, turn) });
    return rdis.map((rdi) => rdi._id);
  },
};
