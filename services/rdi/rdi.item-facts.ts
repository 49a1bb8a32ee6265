import { type ActivityFact, type ItemFacts, type ReminderFact, translate } from '../items/item-facts';
import type { RdiEvent } from './rdi.events';

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

/** The RDI's events as the read models every item type shares fold them. */
export const rdiFacts: ItemFacts = { reminders, activity };
