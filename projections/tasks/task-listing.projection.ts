import { TASKS } from '../../services/contracts/collections';
import type { SeenStatus } from '../../services/items/item.events';
import { jobType } from '../../services/organisation/job-types';
import { chileDate } from '../../services/platform/clock/calendar';
import { isEventOf, type Stored, type StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import { plainText } from '../../services/platform/text/words';
import type { MembershipEvent } from '../../services/projects/membership.events';
import { TASK_EVENT_TYPES, type TaskEvent, type TaskPriority } from '../../services/tasks/task.events';
import { ensureItemListIndexes, type ListedItem, searchFields, sortKeys } from '../items/item-list-fields';
import type { Projection } from '../runtime/projection';
import { USER_NAME_EVENTS, type UserNameEvent, userNames } from '../users/user-names';
import { readerListKeys, taskReaders } from './task-listing.policy';
import {
  firstTurn,
  modifiedFields,
  turnAfterInteraction,
  turnAfterResponsibleChange,
  type WaitingOn,
} from './task-turn';

// Named once in services/contracts, for the live gateway and the client too.
export { TASKS };
/** Per responsible user, what the by-user indicators are computed from (not pushed live). */
export const TASK_INDICATORS = 'task_indicators';
/** The names and project jobs the cards show, kept from the user and member events (not pushed). */
const names = userNames('task_listing_users');
const TASK_LISTING_JOBS = 'task_listing_jobs';

interface MemberJobDocument {
  _id: string;
  job_type_id: number;
  [key: string]: unknown;
}
const memberJobId = (projectId: string, userId: string) => `${projectId}:${userId}`;

/** A person as a task card names them, with their job in the task's project. */
interface NamedPerson {
  id: string;
  name: string;
  job: { userjobtype: { name: string } };
}

/** One task as the listings read it (spec 3, 'Listing fields'). */
export interface TaskListingDocument extends ListedItem {
  /** Plain text of the description, for search and the mobile card. */
  description: string;
  code_id: number | null;
  /** A possible additional (Adicionales): listed on its own lists, never in Consultas'. */
  is_posible_additional: boolean;
  priority: TaskPriority;
  status: 1 | 3;
  private: boolean;
  created_by: string;
  responsable: string;
  participants: string[];
  created_at: string;
  ended_at: string | null;
  /** YYYY-MM-DD (Chile), or null. */
  critical_date: string | null;
  checklist: { total: number; completed: number };
  checklist_completed: string[];
  creator: NamedPerson;
  responsible: NamedPerson;
  /** Seen status each user set on the task (TaskSeenStatusSet), and each user's bell. */
  seen: Record<string, SeenStatus>;
  bell: Record<string, SeenStatus>;
  /** Who must act, since when: the instants the waiting time is computed from at read time. */
  waiting_on: WaitingOn | null;
  waiting_since: string;
  /** `*` (every member) or, for a private task, its creator and responsible: what every list filters on. */
  readers: string[];
  /** For a private task only: who the live push may tell of it. */
  visible_to?: string[];
  /** Keys of the lists the task is in, per reader (see `listKey` and `readerListKeys`): a list reads only its own. */
  list_keys: string[];
  [key: string]: unknown;
}

/** The lists of one board: its project's by status, its creator's and its responsible's, by status. */
const boardListKeys = (board: string) => ({
  project: (projectId: string, status: number) => `${board}s:${projectId}:${status}`,
  createdBy: (projectId: string, userId: string, status: number) => `${board}c:${projectId}:${userId}:${status}`,
  responsibleOf: (projectId: string, userId: string, status: number) => `${board}r:${projectId}:${userId}:${status}`,
});
export type TaskListKeys = ReturnType<typeof boardListKeys>;

/** The lists a task is in (Consultas: the project listing, Mis Tareas, by user, the search). */
export const listKey: TaskListKeys = boardListKeys('');
/**
 * The lists a possible additional is in instead (the Adicionales screen's 'Listado de Posibles'):
 * the spec treats them apart, so no Consultas list, count or indicator holds them.
 */
export const possibleAdditionalListKey: TaskListKeys = boardListKeys('pa-');

/** One responsible user's share of a project's tasks, as one audience sees them. */
export interface TaskIndicatorsDocument {
  _id: string;
  project_id: string;
  user_id: string;
  readers: string[];
  /** Open tasks, and the sum of their waiting_since instants (seconds): average waiting = now − sum / count. */
  open_count: number;
  waiting_since_sum: number;
  /** Tasks closed with this user as responsible, by Chile calendar day. */
  closed_by_day: Record<string, number>;
  [key: string]: unknown;
}

/** What a task adds to its responsible's indicators. */
function indicatorShare(task: TaskListingDocument) {
  return {
    id: `${task.project_id}:${task.responsable}:${task.readers.join(',')}`,
    open: task.status === 1 ? 1 : 0,
    waitingSince: task.status === 1 ? Math.round(Date.parse(task.waiting_since) / 1000) : 0,
    closedDay: task.status === 3 && task.ended_at ? chileDate(new Date(task.ended_at)) : null,
  };
}

const sameShare = (a: TaskListingDocument | null, b: TaskListingDocument | null) =>
  a !== null && b !== null && JSON.stringify(indicatorShare(a)) === JSON.stringify(indicatorShare(b));

async function addIndicatorShare(store: ReadStore, task: TaskListingDocument, sign: 1 | -1): Promise<void> {
  // The indicators are Consultas' (Pendientes por usuario): a possible additional is not counted there.
  if (task.is_posible_additional) return;
  const share = indicatorShare(task);
  const indicators = store.collection<TaskIndicatorsDocument>(TASK_INDICATORS);
  const current = (await indicators.get(share.id)) ?? {
    _id: share.id,
    project_id: task.project_id,
    user_id: task.responsable,
    readers: task.readers,
    open_count: 0,
    waiting_since_sum: 0,
    closed_by_day: {},
  };
  current.open_count += sign * share.open;
  current.waiting_since_sum += sign * share.waitingSince;
  if (share.closedDay) {
    const closed = (current.closed_by_day[share.closedDay] ?? 0) + sign;
    if (closed > 0) current.closed_by_day[share.closedDay] = closed;
    else delete current.closed_by_day[share.closedDay];
  }
  if (current.open_count === 0 && Object.keys(current.closed_by_day).length === 0) await indicators.delete(share.id);
  else await indicators.upsert(current);
}

async function namedPerson(store: ReadStore, projectId: string, userId: string): Promise<NamedPerson> {
  const [name, member] = await Promise.all([
    names.name(store, userId),
    store.collection<MemberJobDocument>(TASK_LISTING_JOBS).getShared(memberJobId(projectId, userId)),
  ]);
  // Spec 9: a user without a job in the project counts as job type 2.
  const jobName = jobType(member?.job_type_id ?? 2)?.name ?? '';
  return { id: userId, name, job: { userjobtype: { name: jobName } } };
}

/** The fields derived from the others: readers, list keys, sort keys. */
function derived(task: TaskListingDocument): TaskListingDocument {
  const readers = taskReaders(task);
  const { visible_to: _dropped, ...rest } = task;
  const { project_id: p, status, created_by, responsable } = task;
  const keys = task.is_posible_additional ? possibleAdditionalListKey : listKey;
  return {
    ...rest,
    readers,
    ...(task.private ? { visible_to: readers } : {}),
    list_keys: readerListKeys(
      [keys.project(p, status), keys.createdBy(p, created_by, status), keys.responsibleOf(p, responsable, status)],
      readers,
    ),
    ...sortKeys(task.number, task.priority),
  };
}

type MemberEvent = Extract<
  MembershipEvent,
  { type: 'ProjectMemberAdded' | 'ProjectMemberJobChanged' | 'ProjectMemberRemoved' }
>;
/** Subscriptions and reminders are the detail's, not the listings'. */
/** A sending by e-mail changes nothing a card shows. */
const UNLISTED = ['TaskSubscriptionSet', 'TaskReminderSet', 'TaskSentByEmail'] as const;
export type ListedTaskEvent = Exclude<TaskEvent, { type: (typeof UNLISTED)[number] }>;
type HandledEvent = ListedTaskEvent | MemberEvent | UserNameEvent;

export const LISTED_TASK_EVENT_TYPES = TASK_EVENT_TYPES.filter(
  (type): type is ListedTaskEvent['type'] => !(UNLISTED as readonly string[]).includes(type),
);

/** Names and jobs come from the user and member events. */
const HANDLED: readonly HandledEvent['type'][] = [
  ...LISTED_TASK_EVENT_TYPES,
  'ProjectMemberAdded',
  'ProjectMemberJobChanged',
  'ProjectMemberRemoved',
  ...USER_NAME_EVENTS,
];

/** A member's job in a project, as the project's members list holds it; the cards are renamed on a change only. */
async function followMember(store: ReadStore, event: Stored<MemberEvent>): Promise<void> {
  const { projectId, userId } = event.data;
  const jobs = store.collection<MemberJobDocument>(TASK_LISTING_JOBS);
  const id = memberJobId(projectId, userId);
  if (event.type === 'ProjectMemberRemoved') await jobs.delete(id);
  else if (event.type === 'ProjectMemberAdded') await jobs.handOver({ _id: id, job_type_id: event.data.jobTypeId });
  else {
    await jobs.update(id, { $set: { job_type_id: event.data.jobTypeId } });
    await renamePeople(store, { project_id: projectId }, userId);
  }
}

/** Until the listing names them: the fold itself is pure, and the dashboard folds it without names. */
const unnamed = (userId: string): NamedPerson => ({ id: userId, name: '', job: { userjobtype: { name: '' } } });

/** The new version of a task an event makes, or null when the task leaves the listings. */
function evolveTask(task: TaskListingDocument, event: ListedTaskEvent, at: string): TaskListingDocument | null {
  switch (event.type) {
    case 'TaskCreated':
      return task;
    case 'TaskModified':
      return { ...task, ...modifiedFields(event.data.changes) };
    case 'TaskResponsibleChanged': {
      const { responsibleId } = event.data;
      return {
        ...task,
        responsable: responsibleId,
        responsible: unnamed(responsibleId),
        ...turnAfterResponsibleChange(task, at),
      };
    }
    case 'TaskParticipantsAdded':
      return { ...task, participants: [...new Set([...task.participants, ...event.data.userIds])] };
    case 'TaskParticipantRemoved':
      return { ...task, participants: task.participants.filter((id) => id !== event.data.userId) };
    case 'TaskInteractionAdded': {
      return { ...task, ...turnAfterInteraction(task, event.data, at) };
    }
    case 'TaskChecklistItemSet': {
      const { checklistId, completed } = event.data;
      const done = new Set(task.checklist_completed);
      if (completed) done.add(checklistId);
      else done.delete(checklistId);
      return {
        ...task,
        checklist_completed: [...done],
        checklist: { total: task.checklist.total, completed: done.size },
      };
    }
    case 'TaskSeenStatusSet':
      return { ...task, seen: { ...task.seen, [event.data.userId]: event.data.status } };
    case 'TaskBellStatusSet':
      return { ...task, bell: { ...task.bell, [event.data.userId]: event.data.status } };
    case 'TaskClosed':
      return { ...task, status: 3, ended_at: at, waiting_on: null };
    case 'TaskDeleted':
      return null;
    case 'TaskLinkedToRdi':
      return task;
  }
}

function createdTask(
  event: Extract<TaskEvent, { type: 'TaskCreated' }>,
  at: string,
  actorId: string,
): TaskListingDocument {
  const d = event.data;
  const description = plainText(d.description);
  return {
    _id: d.taskId,
    id: d.taskId,
    project_id: d.projectId,
    number: d.number,
    title: d.title,
    description,
    code_id: d.codeId,
    is_posible_additional: d.possibleAdditional,
    priority: d.priority,
    status: 1,
    private: d.private,
    created_by: actorId,
    responsable: d.responsibleId,
    participants: [...new Set(d.participantIds)],
    created_at: at,
    ended_at: null,
    critical_date: d.criticalDate,
    checklist: { total: d.checklist.length, completed: 0 },
    checklist_completed: [],
    creator: unnamed(actorId),
    responsible: unnamed(d.responsibleId),
    seen: {},
    bell: {},
    ...firstTurn(at),
    readers: [],
    list_keys: [],
    number_key: '',
    priority_key: '',
    ...searchFields(d.number, d.title, description),
  };
}

/**
 * A task's listing document after one event, people unnamed where the event names someone new
 * (the listing names them, `named`): pure, so the dashboard folds the same tasks itself.
 */
export function foldTaskListing(
  before: TaskListingDocument | null,
  event: Stored<ListedTaskEvent>,
): TaskListingDocument | null {
  const at = event.metadata.occurredAt;
  const current = event.type === 'TaskCreated' ? createdTask(event, at, event.metadata.actorId) : before;
  const next = current && evolveTask(current, event, at);
  return next && derived(next);
}

/** The people an event brought to the card, with their names and jobs in the task's project. */
async function named(
  store: ReadStore,
  event: ListedTaskEvent,
  task: TaskListingDocument | null,
): Promise<TaskListingDocument | null> {
  if (!task) return null;
  if (event.type === 'TaskCreated' || event.type === 'TaskResponsibleChanged') {
    // Only these two set who a card names: a rename of anyone never named touches no card.
    for (const userId of new Set([task.created_by, task.responsable])) await names.mark(store, userId);
  }
  if (event.type === 'TaskCreated') {
    const [creator, responsible] = await Promise.all([
      namedPerson(store, task.project_id, task.created_by),
      namedPerson(store, task.project_id, task.responsable),
    ]);
    return { ...task, creator, responsible };
  }
  if (event.type === 'TaskResponsibleChanged') {
    return { ...task, responsible: await namedPerson(store, task.project_id, task.responsable) };
  }
  return task;
}

/** A renamed user or a changed job: every card of the project that names them. */
async function renamePeople(store: ReadStore, filter: Record<string, unknown>, userId: string): Promise<void> {
  const tasks = store.collection<TaskListingDocument>(TASKS);
  for (const role of ['created_by', 'responsable'] as const) {
    const field = role === 'created_by' ? 'creator' : 'responsible';
    const people = new Map<string, NamedPerson>();
    for (const task of await tasks.find({ ...filter, [role]: userId })) {
      let person = people.get(task.project_id);
      if (!person) {
        person = await namedPerson(store, task.project_id, userId);
        people.set(task.project_id, person);
      }
      // Most profile edits keep the name: only a change touches the cards.
      if (JSON.stringify(task[field]) !== JSON.stringify(person))
        await tasks.update(task._id, { $set: { [field]: person } });
    }
  }
}

export const taskListingProjection: Projection = {
  name: 'task-listing',
  // 2: possible additionals left the Consultas lists and indicators for their own.
  // 3: names and jobs kept in its own collections, from the user and member events.
  version: 3,
  collections: [TASKS, TASK_INDICATORS, names.collection, TASK_LISTING_JOBS],
  handles: HANDLED,

  async setup(store: ReadStore) {
    await ensureItemListIndexes(store.collection(TASKS), ['list_keys', 'created_by', 'responsable']);
    await store.collection(TASK_INDICATORS).ensureIndex(['project_id']);
  },

  async apply(event: StoredEvent, store: ReadStore) {
    if (!isEventOf<HandledEvent>(event, HANDLED)) return;
    if (event.type === 'UserCreated' || event.type === 'UserProfileUpdated') {
      const onCards = await names.fold(event, store);
      if (onCards && event.type === 'UserProfileUpdated') await renamePeople(store, {}, event.data.userId);
      return;
    }
    if (
      event.type === 'ProjectMemberAdded' ||
      event.type === 'ProjectMemberJobChanged' ||
      event.type === 'ProjectMemberRemoved'
    ) {
      await followMember(store, event);
      return;
    }
    const tasks = store.collection<TaskListingDocument>(TASKS);
    const before = await tasks.get(event.data.taskId);
    if (!before && event.type !== 'TaskCreated') return;
    const after = await named(store, event, foldTaskListing(before, event));
    if (!sameShare(before, after)) {
      if (before) await addIndicatorShare(store, before, -1);
      if (after) await addIndicatorShare(store, after, 1);
    }
    if (after) await tasks.upsert(after);
    else await tasks.delete(event.data.taskId);
  },
};
