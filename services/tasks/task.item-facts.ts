import {
  type ActivityFact,
  type AudienceFact,
  type AudienceFacts,
  type ItemFacts,
  type ReminderFact,
  translate,
} from '../items/item-facts';
import type { TaskEvent } from './task.events';
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

type ReminderEvent = Extract<TaskEvent, { type: 'TaskCreated' | 'TaskReminderSet' | 'TaskDeleted' }>;

/** The creator's reminder on creation, anyone's later, and the task's deletion. */
const reminders = translate<ReminderEvent, ReminderFact>(['TaskCreated', 'TaskReminderSet', 'TaskDeleted'], (event) => {
  const { taskId: itemId, projectId } = event.data;
  switch (event.type) {
    case 'TaskCreated':
      return {
        kind: 'set',
        itemType: TASK,
        itemId,
        projectId,
        userId: event.data.createdBy,
        reminder: event.data.reminder,
      };
    case 'TaskReminderSet':
      return { kind: 'set', itemType: TASK, itemId, projectId, userId: event.data.userId, reminder: event.data };
    case 'TaskDeleted':
      return { kind: 'deleted', itemType: TASK, itemId };
  }
});

type ActivityEvent = Extract<TaskEvent, { type: 'TaskCreated' | 'TaskInteractionAdded' | 'TaskClosed' }>;

/** A daily report's news of a task: created, answered by an official response, closed. */
const activity = translate<ActivityEvent, ActivityFact>(
  ['TaskCreated', 'TaskInteractionAdded', 'TaskClosed'],
  (event) => {
    const { taskId: itemId, projectId } = event.data;
    switch (event.type) {
      case 'TaskCreated':
        return { projectId, itemType: TASK, itemId, kind: 'created' };
      case 'TaskInteractionAdded':
        return event.data.isResponse ? { projectId, itemType: TASK, itemId, kind: 'answered' } : null;
      case 'TaskClosed':
        return { projectId, itemType: TASK, itemId, kind: 'closed' };
    }
  },
);

/** The task's events as the read models every item type shares fold them. */
export const taskFacts: ItemFacts = { audience, reminders, activity };
