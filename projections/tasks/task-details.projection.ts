import { TASK_DETAILS } from '../../services/contracts/collections';
import type { CopyRecipient, SeenStatus } from '../../services/items/item.events';
import { isEventOf, type StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore, Shared } from '../../services/platform/read-store/read-store.port';
import { TASK_EVENT_TYPES, type TaskEvent, type TaskPriority } from '../../services/tasks/task.events';
import { privateTaskReaders } from '../../services/tasks/task-visibility';
import { lastChange } from '../items/last-change';
import type { Projection } from '../runtime/projection';
import {
  firstTurn,
  modifiedFields,
  turnAfterInteraction,
  turnAfterResponsibleChange,
  type WaitingOn,
} from './task-turn';

export { TASK_DETAILS };

export interface TaskInteractionEntry {
  id: string;
  user_id: string;
  message: string;
  is_response: boolean;
  created_at: string;
}

/**
 * One task as its detail shows it (spec 3, 'Task read'), by the task's id. People are kept by id
 * and files by owner: the detail joins names, avatars and attachments when it is read, so a
 * renamed user or a file uploaded later shows without rewriting tasks. Each person's own marks
 * (seen, bell, subscription, reminders) are kept by user id; the detail answers the reader's.
 */
export interface TaskDetailDocument {
  _id: string;
  id: string;
  project_id: string;
  number: number;
  title: string;
  description: string;
  priority: TaskPriority;
  code_id: number | null;
  created_by: string;
  responsable: string;
  participants: string[];
  /** 1 open, 3 finished. */
  status: 1 | 3;
  private: boolean;
  critical_date: string | null;
  created_at: string;
  ended_at: string | null;
  checklists: Array<{ id: string; description: string; completed: boolean }>;
  copy_to: CopyRecipient[];
  is_posible_additional: boolean;
  interactions: TaskInteractionEntry[];
  /** Whose turn it is and since when (`task-turn.ts`); the waiting time is counted when read. */
  waiting_on: WaitingOn | null;
  waiting_since: string;
  /** Each reader's last opening: the status they left, the one before it, and when. */
  seen_by: Record<string, { status: SeenStatus; prev: SeenStatus | null; at: string }>;
  bell: Record<string, SeenStatus>;
  subscriptions: Record<string, { subscribed: boolean; by_email: boolean }>;
  reminders: Record<string, { days: number[]; repeatable: boolean }>;
  /** The RDI raised from the task (TaskLinkedToRdi); the detail joins its title and marks when read. */
  rdi_relation?: { rdi_id: string; rdi_number: number };
  /** A private task's only readers: its creator and responsible (the live push honours it). */
  visible_to?: string[];
  updated_at: string;
  /** The task stream's revision after the last event folded in: what an edit sends back (edit-version.ts). */
  version: number;
  [key: string]: unknown;
}

type SharedTask = Shared<TaskDetailDocument>;

/** Who may read it: everyone in the project, or for a private task its creator and responsible. */
function withReaders(task: SharedTask): SharedTask {
  const readers = privateTaskReaders(task);
  if (readers) return { ...task, visible_to: readers };
  // Most tasks are public and already without the list: no copy (a rest copy costs V8 dearly).
  if (task.visible_to === undefined) return task;
  const { visible_to: _, ...rest } = task;
  return rest;
}

/**
 * The task after one event; `at` is the event's time. It builds a new document and changes nothing
 * of the one it is given, which the store shares: a reply copies the thread's list, not its entries.
 */
function next(
  task: SharedTask,
  event: Exclude<TaskEvent, { type: 'TaskCreated' | 'TaskDeleted' }>,
  at: string,
): SharedTask {
  switch (event.type) {
    case 'TaskModified':
      return { ...task, ...modifiedFields(event.data.changes) };
    case 'TaskSubscriptionSet': {
      const { userId, subscribed, byEmail } = event.data;
      return { ...task, subscriptions: { ...task.subscriptions, [userId]: { subscribed, by_email: byEmail } } };
    }
    case 'TaskReminderSet': {
      const { userId, days, repeatable } = event.data;
      return { ...task, reminders: { ...task.reminders, [userId]: { days, repeatable } } };
    }
    case 'TaskResponsibleChanged':
      return { ...task, responsable: event.data.responsibleId, ...turnAfterResponsibleChange(task, at) };
    case 'TaskParticipantsAdded':
      return { ...task, participants: [...task.participants, ...event.data.userIds] };
    case 'TaskParticipantRemoved':
      return { ...task, participants: task.participants.filter((id) => id !== event.data.userId) };
    case 'TaskInteractionAdded': {
      const { interactionId, authorId, message, isResponse } = event.data;
      const interaction = { id: interactionId, user_id: authorId, message, is_response: isResponse, created_at: at };
      return {
        ...task,
        interactions: [...task.interactions, interaction],
        ...turnAfterInteraction(task, event.data, at),
      };
    }
    case 'TaskChecklistItemSet': {
      const { checklistId, completed } = event.data;
      return {
        ...task,
        checklists: task.checklists.map((item) => (item.id === checklistId ? { ...item, completed } : item)),
      };
    }
    case 'TaskSeenStatusSet': {
      const { userId, status } = event.data;
      const prev = task.seen_by[userId]?.status ?? null;
      return { ...task, seen_by: { ...task.seen_by, [userId]: { status, prev, at } } };
    }
    case 'TaskBellStatusSet':
      return { ...task, bell: { ...task.bell, [event.data.userId]: event.data.status } };
    case 'TaskClosed':
      return { ...task, status: 3 as const, ended_at: at, waiting_on: null };
    case 'TaskLinkedToRdi':
      return { ...task, rdi_relation: { rdi_id: event.data.rdiId, rdi_number: event.data.rdiNumber } };
    case 'TaskSentByEmail':
      return task;
  }
}

/** The events that tell about a task without changing it: they keep its `updated_at`. */
const NOT_CHANGES: readonly TaskEvent['type'][] = [
  'TaskSeenStatusSet',
  'TaskBellStatusSet',
  'TaskSubscriptionSet',
  'TaskReminderSet',
  'TaskSentByEmail',
];

export const taskDetailsProjection: Projection = {
  name: 'task-details',
  // 4: seen, bell, subscription and reminder events keep `updated_at` (only real changes move it).
  version: 4,
  collections: [TASK_DETAILS],
  handles: TASK_EVENT_TYPES,

  async setup(store: ReadStore) {
    await store.collection(TASK_DETAILS).ensureIndex(['project_id']);
  },

  async apply(event: StoredEvent, store: ReadStore) {
    if (!isEventOf<TaskEvent>(event, TASK_EVENT_TYPES)) return;
    const details = store.collection<TaskDetailDocument>(TASK_DETAILS);
    const at = event.metadata.occurredAt;
    if (event.type === 'TaskDeleted') {
      await details.delete(event.data.taskId);
      return;
    }
    if (event.type === 'TaskCreated') {
      const { data } = event;
      await details.handOver(
        withReaders({
          _id: data.taskId,
          id: data.taskId,
          project_id: data.projectId,
          number: data.number,
          title: data.title,
          description: data.description,
          priority: data.priority,
          code_id: data.codeId,
          created_by: data.createdBy,
          responsable: data.responsibleId,
          participants: data.participantIds,
          status: 1,
          private: data.private,
          critical_date: data.criticalDate,
          created_at: at,
          ended_at: null,
          checklists: data.checklist.map(({ id, description }) => ({ id, description, completed: false })),
          copy_to: data.copyTo,
          is_posible_additional: data.possibleAdditional,
          interactions: [],
          ...firstTurn(at),
          seen_by: {},
          bell: {},
          subscriptions: {},
          reminders: { [data.createdBy]: data.reminder },
          updated_at: at,
          version: event.revision,
        }),
      );
      return;
    }
    const task = await details.getShared(event.data.taskId);
    if (!task) return;
    const updatedAt = lastChange(NOT_CHANGES, event, task.updated_at);
    await details.handOver(withReaders({ ...next(task, event, at), updated_at: updatedAt, version: event.revision }));
  },
};
