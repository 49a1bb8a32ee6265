import { type ActivityFact, type ItemFacts, type ReminderFact, translate } from '../items/item-facts';
import { type AdditionalEvent, FINISHED_STATUSES } from './additional.events';

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

/** The additional's events as the read models every item type shares fold them. */
export const additionalFacts: ItemFacts = { reminders, activity };
