import { mayReadAdditional } from '../../projections/additionals/additionals.policy';
import {
  ADDITIONALS,
  type AdditionalDocument,
  additionalListKeys,
} from '../../projections/additionals/additionals.projection';
import type { ItemDocument } from '../../projections/reminders/reminders.policy';
import { answeringTurn } from '../items/answering-turn';
import { KINDS } from '../mail/item-mails';
import type { RemindedKind } from '../reminders/reminded-kind';
import { FINISHED_STATUSES } from './additional.events';

type AdditionalItem = ItemDocument<AdditionalDocument>;

export const additionalReminders: RemindedKind<AdditionalItem> = {
  itemType: 3,
  async load(reads, ids) {
    const additionals = await reads.collection<AdditionalDocument>(ADDITIONALS).find({ _id: { $in: ids } });
    return additionals.map((doc) => ({ item_type: 3, doc }));
  },
  named: ({ doc }) => ({ label: KINDS.additional.label, path: KINDS.additional.path(encodeURIComponent(doc.id)) }),
  waitingSince: ({ doc }) => doc.response_since,
  mayRead: (actor, { doc }) => mayReadAdditional(actor, doc),
  isOpen: ({ doc }) => !FINISHED_STATUSES.includes(doc.status),
  /** Additionals (open or sent back) waiting on the answer of the reader's job (`answeringTurn`). */
  async waitingOn(reads, actor, projectId) {
    const turn = answeringTurn(actor, projectId);
    if (!turn) return [];
    const additionals = await reads.collection(ADDITIONALS).find({
      response_key: {
        $in: [additionalListKeys.response(projectId, 1, turn), additionalListKeys.response(projectId, 3, turn)],
      },
    });
    return additionals.map((additional) => additional._id);
  },
};
