import { translate } from '../items/fact-translation';
import { activityFacts, type ItemFacts, reminderFacts } from '../items/item-facts';
import {
  type NoticeFact,
  type NoticeTranslation,
  planningNotice,
  silentNotice,
  subscriptionNotice,
} from '../items/item-notices';
import {
  ADDITIONAL_EVENT_TYPES,
  type AdditionalEvent,
  type AdditionalStatus,
  FINISHED_STATUSES,
} from './additional.events';

/** The reminders menu's item type: 3 Adicional. */
const ADDITIONAL = 3;

const additionalIdOf = (event: AdditionalEvent) => event.data.additionalId;

/** The creator's reminder on creation, anyone's later, and the additional's deletion. */
const reminders = reminderFacts<AdditionalEvent>(ADDITIONAL, additionalIdOf, {
  AdditionalCreated: ({ data }) => ({ userId: data.createdBy.userId, reminder: data.reminder }),
  AdditionalReminderSet: ({ data }) => ({ userId: data.userId, reminder: data }),
  AdditionalDeleted: () => 'deleted',
});

/** A revision or a status closes an additional when it accepts or cancels it, and answers it otherwise. */
const closesOrAnswers = ({ data }: { data: { status: AdditionalStatus } }) =>
  FINISHED_STATUSES.includes(data.status) ? 'closed' : 'answered';

/** A daily report's news of an additional: created, answered (a request to cancel) or closed. */
const activity = activityFacts<AdditionalEvent>(ADDITIONAL, additionalIdOf, {
  AdditionalCreated: () => 'created',
  AdditionalRevisionAdded: closesOrAnswers,
  AdditionalStatusChanged: closesOrAnswers,
});

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
