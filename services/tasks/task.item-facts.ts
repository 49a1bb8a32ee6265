import { translate } from '../items/fact-translation';
import {
  type AudienceFact,
  type AudienceFacts,
  activityFacts,
  type ItemFacts,
  reminderFacts,
} from '../items/item-facts';
import {
  type ItemPeople,
  type NoticeFact,
  type NoticeTranslation,
  planningNotice,
  silentNotice,
  subscriptionNotice,
} from '../items/item-notices';
import { TASK_EVENT_TYPES, type TaskEvent } from './task.events';
import { privateTaskReaders } from './task-visibility';

type AudienceEvent = Extract<TaskEvent, { type: 'TaskCreated' | 'TaskModified' | 'TaskResponsibleChanged' }>;

/** A task's privacy (spec 6): created private or not, made private or public, its responsible changed. */
const audience: AudienceFacts = {
  ...translate<AudienceEvent, AudienceFact>(['TaskCreated', 'TaskModified', 'TaskResponsibleChanged'], (event) => {
    const itemId = event.data.taskId;
    switch (event.type) {
      case 'TaskCreated': {
        const { private: isPrivate, createdBy, responsibleId } = event.data;
        return {
          kind: 'opened',
          itemId,
          audience: { private: isPrivate, created_by: createdBy, responsable: responsibleId },
        };
      }
      case 'TaskModified': {
        const isPrivate = event.data.changes.private;
        return isPrivate === undefined ? null : { kind: 'changed', itemId, change: { private: isPrivate } };
      }
      case 'TaskResponsibleChanged':
        return { kind: 'changed', itemId, change: { responsable: event.data.responsibleId } };
    }
  }),
  ownerKey: 'task_id',
  privateReaders: privateTaskReaders,
};

/** The reminders menu's item type: 1 Tarea. */
const TASK = 1;

const taskIdOf = (event: TaskEvent) => event.data.taskId;

/** The creator's reminder on creation, anyone's later, and the task's deletion. */
const reminders = reminderFacts<TaskEvent>(TASK, taskIdOf, {
  TaskCreated: ({ data }) => ({ userId: data.createdBy, reminder: data.reminder }),
  TaskReminderSet: ({ data }) => ({ userId: data.userId, reminder: data }),
  TaskDeleted: () => 'deleted',
});

/** A daily report's news of a task: created, answered by an official response, closed. */
const activity = activityFacts<TaskEvent>(TASK, taskIdOf, {
  TaskCreated: () => 'created',
  TaskInteractionAdded: ({ data }) => (data.isResponse ? 'answered' : null),
  TaskClosed: () => 'closed',
});

/** What the bell hears of a task: its creation, assignment, participants, replies, closing, planning. */
function noticeOf(event: TaskEvent): NoticeFact {
  const itemId = event.data.taskId;
  switch (event.type) {
    case 'TaskCreated': {
      const { projectId, number, title, possibleAdditional, createdBy, responsibleId, participantIds } = event.data;
      const people = { creatorId: createdBy, responsibleId, participantIds, private: event.data.private };
      return {
        itemId,
        change: { kind: 'opened', projectId, number, title, possibleAdditional, people },
        tellsPeople: true,
        verb: 'creó',
        personalVerbs: [
          { userIds: [responsibleId], verb: 'te asignó' },
          { userIds: participantIds, verb: 'te agregó como participante en' },
        ],
      };
    }
    case 'TaskModified': {
      const { changes } = event.data;
      const privacy =
        changes.private === undefined ? null : { kind: 'people' as const, people: { private: changes.private } };
      return planningNotice(itemId, changes, privacy);
    }
    case 'TaskSubscriptionSet':
      return subscriptionNotice(itemId, event.data);
    case 'TaskResponsibleChanged': {
      const { responsibleId, previousResponsibleId } = event.data;
      return {
        itemId,
        change: { kind: 'people', people: { responsibleId } },
        tellsPeople: true,
        tellsAlso: [previousResponsibleId],
        verb: 'cambió el responsable de',
        personalVerbs: [{ userIds: [responsibleId], verb: 'te asignó' }],
      };
    }
    case 'TaskParticipantsAdded': {
      const { userIds } = event.data;
      const change = { kind: 'participants-added' as const, userIds };
      return { itemId, change, tellsPeople: false, tellsAlso: userIds, verb: 'te agregó como participante en' };
    }
    case 'TaskParticipantRemoved':
      return silentNotice(itemId, { kind: 'participant-removed', userId: event.data.userId });
    case 'TaskInteractionAdded': {
      const change = { kind: 'involved' as const, userId: event.data.authorId };
      return { itemId, change, tellsPeople: true, verb: event.data.isResponse ? 'respondió' : 'comentó' };
    }
    case 'TaskClosed':
      return { itemId, change: null, tellsPeople: true, verb: 'finalizó' };
    case 'TaskLinkedToRdi':
      return { itemId, change: null, tellsPeople: true, verb: `creó la RDI Nº ${event.data.rdiNumber} a partir de` };
    case 'TaskDeleted':
      return silentNotice(itemId, { kind: 'deleted' });
    default:
      // One's own marks (seen, bell, reminders) and checklists tell nobody.
      return silentNotice(itemId);
  }
}

/** A private task's only readers (spec 6), by the bell's people. */
const privateReaders = (people: ItemPeople) =>
  privateTaskReaders({
    private: people.private,
    created_by: people.creatorId,
    responsable: people.responsibleId ?? people.creatorId,
  });

const notices: NoticeTranslation = {
  ...translate<TaskEvent, NoticeFact>(TASK_EVENT_TYPES, noticeOf),
  kind: 'task',
  itemType: 1,
  label: (task) => (task.possible_additional ? `el posible adicional Nº ${task.number}` : `la tarea Nº ${task.number}`),
  privateReaders,
};

/** The task's events as the read models every item type shares fold them. */
export const taskFacts: ItemFacts = { audience, reminders, activity, notices };
