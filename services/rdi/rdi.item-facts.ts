import { mayReadRdi } from '../../projections/rdi/rdi.policy';
import { turnPassedBy } from '../../projections/rdi/rdi-turn';
import { activityFacts, type ItemFacts, reminderFacts } from '../items/item-facts';
import { type NoticeTranslation, noticeFacts } from '../items/item-notices';
import { RDI_EVENT_TYPES, type RdiEvent } from './rdi.events';

/** The reminders menu's item type: 2 RDI. */
const RDI = 2;

const rdiIdOf = (event: RdiEvent) => event.data.rdiId;

/** The creator's reminder on creation, anyone's later, and the RDI's deletion. */
const reminders = reminderFacts<RdiEvent>(
  RDI,
  rdiIdOf,
  { RdiCreated: ({ data }) => data.createdBy },
  { reminderSet: 'RdiReminderSet', deleted: 'RdiDeleted' },
);

/** A daily report's news of an RDI: created, answered by an official response, finished. */
const activity = activityFacts<RdiEvent>(RDI, rdiIdOf, {
  RdiCreated: () => 'created',
  RdiInteractionAdded: ({ data }) => (data.isResponse ? 'answered' : null),
  RdiFinished: () => 'closed',
});

/**
 * What the bell hears of an RDI: its creation (and the ITO, who answers first), responses (and
 * the side they pass it to), approvals, the finish, planning. One's own marks (seen, reminders)
 * and approvals cleared by a response tell nobody.
 */
const notices: NoticeTranslation = {
  ...noticeFacts<RdiEvent>(
    RDI_EVENT_TYPES,
    rdiIdOf,
    { modified: 'RdiModified', subscriptionSet: 'RdiSubscriptionSet', deleted: 'RdiDeleted' },
    {
      RdiCreated: ({ data: { projectId, number, title, createdBy } }, itemId) => {
        const change = { kind: 'opened' as const, projectId, number, title, people: { creatorId: createdBy } };
        return { itemId, change, tellsPeople: true, tellsSide: 1, verb: 'creó' };
      },
      RdiInteractionAdded: ({ data }, itemId) => {
        const change = { kind: 'involved' as const, userId: data.authorId };
        const verb = data.isResponse ? 'respondió' : 'comentó';
        return { itemId, change, tellsPeople: true, tellsSide: turnPassedBy(data), verb, said: data.message };
      },
      RdiApproved: ({ data }, itemId) => {
        const change = { kind: 'involved' as const, userId: data.userId };
        return { itemId, change, tellsPeople: true, verb: 'aprobó el cierre de' };
      },
      RdiFinished: (_event, itemId) => ({ itemId, change: null, tellsPeople: true, verb: 'finalizó' }),
    },
  ),
  kind: 'rdi',
  itemType: 2,
  label: (rdi) => `la RDI Nº ${rdi.number}`,
  mayRead: mayReadRdi,
};

/** The RDI's events as the read models every item type shares fold them. */
export const rdiFacts: ItemFacts = { reminders, activity, notices };
