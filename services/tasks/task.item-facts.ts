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
  type NoticeReaders,
  type NoticeTranslation,
  noticeFacts,
  planningNotice,
  silentNotice,
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
const reminders = reminderFacts<TaskEvent>(
  TASK,
  taskIdOf,
  { TaskCreated: ({ data }) => data.createdBy },
  { reminderSet: 'TaskReminderSet', deleted: 'TaskDeleted' },
);

/** A daily report's news of a task: created, answered by an official response, closed. */
const activity = activityFacts<TaskEvent>(TASK, taskIdOf, {
  TaskCreated: () => 'created',
  TaskInteractionAdded: ({ data }) => (data.isResponse ? 'answered' : null),
  TaskClosed: () => 'closed',
});

/**
 * What the bell hears of a task: its creation, assignment, participants, replies, closing,
 * planning. One's own marks (seen, bell, reminders) and checklists tell nobody.
 */
const noticeReaders: NoticeReaders<TaskEvent> = {
  TaskCreated: ({ data }, itemId) => {
    const { projectId, number, title, possibleAdditional, createdBy, responsibleId, participantIds } = data;
    const people = { creatorId: createdBy, responsibleId, participantIds, private: data.private };
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
  },
  // A task's edit may make it private too: that changes who hears, it tells nobody.
  TaskModified: ({ data: { changes } }, itemId) => {
    const privacy =
      changes.private === undefined ? null : { kind: 'people' as const, people: { private: changes.private } };
    return planningNotice(itemId, changes, privacy);
  },
  TaskResponsibleChanged: ({ data: { responsibleId, previousResponsibleId } }, itemId) => ({
    itemId,
    change: { kind: 'people', people: { responsibleId } },
    tellsPeople: true,
    tellsAlso: [previousResponsibleId],
    verb: 'cambió el responsable de',
    personalVerbs: [{ userIds: [responsibleId], verb: 'te asignó' }],
  }),
  TaskParticipantsAdded: ({ data: { userIds } }, itemId) => {
    const change = { kind: 'participants-added' as const, userIds };
    return { itemId, change, tellsPeople: false, tellsAlso: userIds, verb: 'te agregó como participante en' };
  },
  TaskParticipantRemoved: ({ data }, itemId) =>
    silentNotice(itemId, { kind: 'participant-removed', userId: data.userId }),
  TaskInteractionAdded: ({ data }, itemId) => {
    const change = { kind: 'involved' as const, userId: data.authorId };
    const verb = data.isResponse ? 'respondió' : 'comentó';
    return { itemId, change, tellsPeople: true, verb, said: data.message };
  },
  TaskClosed: (_event, itemId) => ({ itemId, change: null, tellsPeople: true, verb: 'finalizó' }),
  TaskLinkedToRdi: ({ data }, itemId) => ({
    itemId,
    change: null,
    tellsPeople: true,
    verb: `creó la RDI Nº ${data.rdiNumber} a partir de`,
  }),
};

/** A private task's only readers (spec 6), by the bell's people. */
const privateReaders = (people: ItemPeople) =>
  privateTaskReaders({
    private: people.private,
    created_by: people.creatorId,
    responsable: people.responsibleId ?? people.creatorId,
  });

const notices: NoticeTranslation = {
  ...noticeFacts<TaskEvent>(
    TASK_EVENT_TYPES,
    taskIdOf,
    { modified: 'TaskModified', subscriptionSet: 'TaskSubscriptionSet', deleted: 'TaskDeleted' },
    noticeReaders,
  ),
  kind: 'task',
  itemType: 1,
  label: (task) => (task.possible_additional ? `el posible adicional Nº ${task.number}` : `la tarea Nº ${task.number}`),
  privateReaders,
};

/** The task's events as the read models every item type shares fold them. */
export const taskFacts: ItemFacts = { audience, reminders, activity, notices };
