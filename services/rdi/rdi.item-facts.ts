import { turnPassedBy } from '../../projections/rdi/rdi-turn';
import { translate } from '../items/fact-translation';
import { type ActivityFact, type ItemFacts, type ReminderFact } from '../items/item-facts';
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

type ReminderEvent = Extract<RdiEvent, { type: 'RdiCreated' | 'RdiReminderSet' | 'RdiDeleted' }>;

/** The creator's reminder on creation, anyone's later, and the RDI's deletion. */
const reminders = translate<ReminderEvent, ReminderFact>(['RdiCreated', 'RdiReminderSet', 'RdiDeleted'], (event) => {
  const { rdiId: itemId, projectId } = event.data;
  switch (event.type) {
    case 'RdiCreated':
      return {
        kind: 'set',
        itemType: RDI,
        itemId,
        projectId,
        userId: event.data.createdBy,
        reminder: event.data.reminder,
      };
    case 'RdiReminderSet':
      return { kind: 'set', itemType: RDI, itemId, projectId, userId: event.data.userId, reminder: event.data };
    case 'RdiDeleted':
      return { kind: 'deleted', itemType: RDI, itemId };
  }
});

type ActivityEvent = Extract<RdiEvent, { type: 'RdiCreated' | 'RdiInteractionAdded' | 'RdiFinished' }>;

/** A daily report's news of an RDI: created, answered by an official response, finished. */
const activity = translate<ActivityEvent, ActivityFact>(
  ['RdiCreated', 'RdiInteractionAdded', 'RdiFinished'],
  (event) => {
    const { rdiId: itemId, projectId } = event.data;
    switch (event.type) {
      case 'RdiCreated':
        return { projectId, itemType: RDI, itemId, kind: 'created' };
      case 'RdiInteractionAdded':
        return event.data.isResponse ? { projectId, itemType: RDI, itemId, kind: 'answered' } : null;
      case 'RdiFinished':
        return { projectId, itemType: RDI, itemId, kind: 'closed' };
    }
  },
);

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
