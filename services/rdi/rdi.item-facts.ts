import { turnPassedBy } from '../../projections/rdi/rdi-turn';
import { translate } from '../items/fact-translation';
import { activityFacts, type ItemFacts, reminderFacts } from '../items/item-facts';
import {
  type NoticeFact,
  type NoticeTranslation,
  planningNotice,
  silentNotice,
  subscriptionNotice,
} from '../items/item-notices';
import { RDI_EVENT_TYPES, type RdiEvent } from './rdi.events';

/** The reminders menu's item type: 2 RDI. */
const RDI = 2;

const rdiIdOf = (event: RdiEvent) => event.data.rdiId;

/** The creator's reminder on creation, anyone's later, and the RDI's deletion. */
const reminders = reminderFacts<RdiEvent>(RDI, rdiIdOf, {
  RdiCreated: ({ data }) => ({ userId: data.createdBy, reminder: data.reminder }),
  RdiReminderSet: ({ data }) => ({ userId: data.userId, reminder: data }),
  RdiDeleted: () => 'deleted',
});

/** A daily report's news of an RDI: created, answered by an official response, finished. */
const activity = activityFacts<RdiEvent>(RDI, rdiIdOf, {
  RdiCreated: () => 'created',
  RdiInteractionAdded: ({ data }) => (data.isResponse ? 'answered' : null),
  RdiFinished: () => 'closed',
});

/**
 * What the bell hears of an RDI: its creation (and the ITO, who answers first), responses (and
 * the side they pass it to), approvals, the finish, planning.
 */
function noticeOf(event: RdiEvent): NoticeFact {
  const itemId = event.data.rdiId;
  switch (event.type) {
    case 'RdiCreated': {
      const { projectId, number, title, createdBy } = event.data;
      const change = { kind: 'opened' as const, projectId, number, title, people: { creatorId: createdBy } };
      return { itemId, change, tellsPeople: true, tellsSide: 1, verb: 'creó' };
    }
    case 'RdiModified':
      return planningNotice(itemId, event.data.changes);
    case 'RdiSubscriptionSet':
      return subscriptionNotice(itemId, event.data);
    case 'RdiInteractionAdded': {
      const change = { kind: 'involved' as const, userId: event.data.authorId };
      const verb = event.data.isResponse ? 'respondió' : 'comentó';
      return { itemId, change, tellsPeople: true, tellsSide: turnPassedBy(event.data), verb };
    }
    case 'RdiApproved': {
      const change = { kind: 'involved' as const, userId: event.data.userId };
      return { itemId, change, tellsPeople: true, verb: 'aprobó el cierre de' };
    }
    case 'RdiFinished':
      return { itemId, change: null, tellsPeople: true, verb: 'finalizó' };
    case 'RdiDeleted':
      return silentNotice(itemId, { kind: 'deleted' });
    default:
      // One's own marks (seen, reminders) and approvals cleared by a response tell nobody.
      return silentNotice(itemId);
  }
}

const notices: NoticeTranslation = {
  ...translate<RdiEvent, NoticeFact>(RDI_EVENT_TYPES, noticeOf),
  kind: 'rdi',
  itemType: 2,
  label: (rdi) => `la RDI Nº ${rdi.number}`,
};

/** The RDI's events as the read models every item type shares fold them. */
export const rdiFacts: ItemFacts = { reminders, activity, notices };
