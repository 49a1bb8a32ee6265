import { translate } from '../items/fact-translation';
import { type ActivityFact, type ItemFacts, type ReminderFact } from '../items/item-facts';
import {
  type NoticeFact,
  type NoticeTranslation,
  planningNotice,
  silentNotice,
  subscriptionNotice,
} from '../items/item-notices';
import { ADDITIONAL_EVENT_TYPES, type AdditionalEvent, FINISHED_STATUSES } from './additional.events';

/** The reminders menu's item type: 3 Adicional. */
const ADDITIONAL = 3;

type ReminderEvent = Extract<
  AdditionalEvent,
  { type: 'AdditionalCreated' | 'AdditionalReminderSet' | 'AdditionalDeleted' }
>;

/** The creator's reminder on creation, anyone's later, and the additional's deletion. */
const reminders = translate<ReminderEvent, ReminderFact>(
  ['AdditionalCreated', 'AdditionalReminderSet', 'AdditionalDeleted'],
  (event) => {
    const { additionalId: itemId, projectId } = event.data;
    switch (event.type) {
      case 'AdditionalCreated': {
        const { createdBy, reminder } = event.data;
        return { kind: 'set', itemType: ADDITIONAL, itemId, projectId, userId: createdBy.userId, reminder };
      }
      case 'AdditionalReminderSet':
        return {
          kind: 'set',
          itemType: ADDITIONAL,
          itemId,
          projectId,
          userId: event.data.userId,
          reminder: event.data,
        };
      case 'AdditionalDeleted':
        return { kind: 'deleted', itemType: ADDITIONAL, itemId };
    }
  },
);

type ActivityEvent = Extract<
  AdditionalEvent,
  { type: 'AdditionalCreated' | 'AdditionalRevisionAdded' | 'AdditionalStatusChanged' }
>;

/**
 * A daily report's news of an additional: created; a revision or a status closes it when it
 * accepts or cancels it, and answers it otherwise (a request to cancel).
 */
const activity = translate<ActivityEvent, ActivityFact>(
  ['AdditionalCreated', 'AdditionalRevisionAdded', 'AdditionalStatusChanged'],
  (event) => {
    const { additionalId: itemId, projectId } = event.data;
    if (event.type === 'AdditionalCreated') return { projectId, itemType: ADDITIONAL, itemId, kind: 'created' };
    const kind = FINISHED_STATUSES.includes(event.data.status) ? 'closed' : 'answered';
    return { projectId, itemType: ADDITIONAL, itemId, kind };
  },
);

const STATUS_VERBS = { 2: 'aceptó', 3: 'solicitó anular', 4: 'canceló' } as const;

/**
 * What the bell hears of an additional: its creation, revisions and status changes (each with the
 * side that must answer next), planning.
 */
function noticeOf(event: AdditionalEvent): NoticeFact {
  const itemId = event.data.additionalId;
  switch (event.type) {
    case 'AdditionalCreated': {
      const { projectId, number, title, createdBy, responseStatus } = event.data;
      const change = { kind: 'opened' as const, projectId, number, title, people: { creatorId: createdBy.userId } };
      return { itemId, change, tellsPeople: true, tellsSide: responseStatus, verb: 'creó' };
    }
    case 'AdditionalRevisionAdded': {
      const { author, responseStatus, revision } = event.data;
      const change = { kind: 'involved' as const, userId: author.userId };
      return {
        itemId,
        change,
        tellsPeople: true,
        tellsSide: responseStatus,
        verb: `agregó la revisión Nº ${revision} a`,
      };
    }
    case 'AdditionalStatusChanged': {
      const { by, responseStatus, status } = event.data;
      const change = { kind: 'involved' as const, userId: by.userId };
      return { itemId, change, tellsPeople: true, tellsSide: responseStatus, verb: STATUS_VERBS[status] };
    }
    case 'AdditionalModified':
      return planningNotice(itemId, event.data.changes);
    case 'AdditionalSubscriptionSet':
      return subscriptionNotice(itemId, event.data);
    case 'AdditionalDeleted':
      return silentNotice(itemId, { kind: 'deleted' });
    default:
      // One's own marks (seen, reminders) tell nobody.
      return silentNotice(itemId);
  }
}

const notices: NoticeTranslation = {
  ...translate<AdditionalEvent, NoticeFact>(ADDITIONAL_EVENT_TYPES, noticeOf),
  kind: 'additional',
  itemType: 3,
  label: (additional) => `el adicional Nº ${additional.number}`,
};

/** The additional's events as the read models every item type shares fold them. */
export const additionalFacts: ItemFacts = { reminders, activity, notices };
