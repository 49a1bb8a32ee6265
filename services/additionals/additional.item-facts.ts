import { mayReadAdditional } from '../../projections/additionals/additionals.policy';
import { activityFacts, type ItemFacts, reminderFacts } from '../items/item-facts';
import { type NoticeTranslation, noticeFacts } from '../items/item-notices';
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
const reminders = reminderFacts<AdditionalEvent>(
  ADDITIONAL,
  additionalIdOf,
  { AdditionalCreated: ({ data }) => data.createdBy.userId },
  { reminderSet: 'AdditionalReminderSet', deleted: 'AdditionalDeleted' },
);

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
 * side that must answer next), planning. One's own marks (seen, reminders) tell nobody.
 */
const notices: NoticeTranslation = {
  ...noticeFacts<AdditionalEvent>(
    ADDITIONAL_EVENT_TYPES,
    additionalIdOf,
    { modified: 'AdditionalModified', subscriptionSet: 'AdditionalSubscriptionSet', deleted: 'AdditionalDeleted' },
    {
      AdditionalCreated: ({ data: { projectId, number, title, createdBy, responseStatus } }, itemId) => {
        const change = { kind: 'opened' as const, projectId, number, title, people: { creatorId: createdBy.userId } };
        return { itemId, change, tellsPeople: true, tellsSide: responseStatus, verb: 'creó' };
      },
      AdditionalRevisionAdded: ({ data: { author, responseStatus, revision } }, itemId) => {
        const change = { kind: 'involved' as const, userId: author.userId };
        return {
          itemId,
          change,
          tellsPeople: true,
          tellsSide: responseStatus,
          verb: `agregó la revisión Nº ${revision} a`,
        };
      },
      AdditionalStatusChanged: ({ data: { by, responseStatus, status } }, itemId) => {
        const change = { kind: 'involved' as const, userId: by.userId };
        return { itemId, change, tellsPeople: true, tellsSide: responseStatus, verb: STATUS_VERBS[status] };
      },
    },
  ),
  kind: 'additional',
  itemType: 3,
  label: (additional) => `el adicional Nº ${additional.number}`,
  mayRead: mayReadAdditional,
};

/** The additional's events as the read models every item type shares fold them. */
export const additionalFacts: ItemFacts = { reminders, activity, notices };
