import { RDI_SUBJECTS, RDIS } from '../../services/contracts/collections';
import type { CopyRecipient, SeenStatus } from '../../services/items/item.events';
import { isEventOf, type Stored, type StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore, Shared } from '../../services/platform/read-store/read-store.port';
import { plainText } from '../../services/platform/text/words';
import {
  type ApprovalSlot,
  type NamedEntry,
  RDI_EVENT_TYPES,
  type RdiEvent,
  type RdiPriority,
  type RdiRegisterEvent,
  type ResponseStatus,
} from '../../services/rdi/rdi.events';
import { ensureItemListIndexes, type ListedItem, searchFields, sortKeys } from '../items/item-list-fields';
import { lastChange } from '../items/last-change';
import type { Projection } from '../runtime/projection';
import { FIRST_RESPONSE, responseAfter } from './rdi-turn';

// Named once in services/contracts, for the live gateway and the client too.
export { RDI_SUBJECTS, RDIS };
/** Per project, what the graphs count (not pushed live: the graphs are asked for). */
export const RDI_GRAPHS = 'rdi_graphs';

export interface RdiInteractionEntry {
  id: string;
  user_id: string;
  message: string;
  is_response: boolean;
  created_at: string;
}

export interface ApprovalCheck {
  /** 1 creator, 2 Jefe OT, 3 ITO. */
  approval: ApprovalSlot;
  user_id: string;
  job_type: number | null;
  updated_at: string;
}

/**
 * One RDI as its list, detail, search and export read it (spec 3, 'RDI'), by the RDI's id. People
 * are kept by id and files by owner: names, avatars and attachments are joined when read. Each
 * person's own marks are kept by user id.
 */
export interface RdiDocument extends ListedItem {
  /** HTML as the editor wrote it. */
  description: string;
  priority: RdiPriority;
  /** 1 pending, 3 finished. */
  status: 1 | 3;
  specialties: NamedEntry[];
  specialty_ids: number[];
  subject: NamedEntry;
  subject_id: number;
  critical_date: string | null;
  created_at: string;
  ended_at: string | null;
  created_by: string;
  task_id: string | null;
  copy_to: CopyRecipient[];
  interactions: RdiInteractionEntry[];
  /** Who must answer (`rdi-turn.ts`) and since when: the response waiting time is counted when read. */
  response_status: ResponseStatus;
  response_since: string;
  /** An official response exists (waiting_status 1; approvals need one). */
  answered: boolean;
  approval_checks: ApprovalCheck[];
  seen_by: Record<string, { status: SeenStatus; prev: SeenStatus | null; at: string }>;
  subscriptions: Record<string, { subscribed: boolean; by_email: boolean }>;
  reminders: Record<string, { days: number[]; repeatable: boolean }>;
  /**
   * The list a page reads from an index, `<project>:<status>`, and the same narrowed by each
   * filter (`…:r<response_status>`, `…:e<specialty>`, `…:m<subject>`): the read store starts from
   * the smallest of those a query names (`rdiListKeys`).
   */
  list_key: string;
  response_key: string;
  specialty_keys: string[];
  subject_key: string;
  updated_at: string;
  /** The RDI stream's revision after the last event folded in: what an edit sends back (edit-version.ts). */
  version: number;
  [key: string]: unknown;
}

/** A project's subject typed on an RDI (`/project/getProjectSubjects` adds them to its specialties). */
export interface RdiSubjectDocument {
  _id: string;
  project_id: string;
  id: number;
  name: string;
  [key: string]: unknown;
}

/** Per specialty (by name) of one project: RDI counted, pending, finished, and days taken to finish. */
export interface RdiGraphDocument {
  _id: string;
  project_id: string;
  specialties: Record<string, { total: number; pending: number; ended: number; solution_ms: number }>;
  [key: string]: unknown;
}

export const rdiListKeys = {
  all: (projectId: string, status: number) => `${projectId}:${status}`,
  response: (projectId: string, status: number, response: number) => `${projectId}:${status}:r${response}`,
  specialty: (projectId: string, status: number, id: number) => `${projectId}:${status}:e${id}`,
  subject: (projectId: string, status: number, id: number) => `${projectId}:${status}:m${id}`,
};

/** An RDI document as the fold reads and writes it: shared with the store, never changed in place. */
type SharedRdi = Shared<RdiDocument>;

function withKeys(rdi: SharedRdi): SharedRdi {
  return {
    ...rdi,
    list_key: rdiListKeys.all(rdi.project_id, rdi.status),
    response_key: rdiListKeys.response(rdi.project_id, rdi.status, rdi.response_status),
    specialty_keys: rdi.specialty_ids.map((id) => rdiListKeys.specialty(rdi.project_id, rdi.status, id)),
    subject_key: rdiListKeys.subject(rdi.project_id, rdi.status, rdi.subject_id),
    ...sortKeys(rdi.number, rdi.priority),
  };
}

function createdRdi(event: Stored<Extract<RdiEvent, { type: 'RdiCreated' }>>, at: string): SharedRdi {
  const d = event.data;
  return withKeys({
    _id: d.rdiId,
    id: d.rdiId,
    project_id: d.projectId,
    number: d.number,
    title: d.title,
    description: d.description,
    priority: d.priority,
    status: 1,
    specialties: d.specialties,
    specialty_ids: d.specialties.map((specialty) => specialty.id),
    subject: d.subject,
    subject_id: d.subject.id,
    critical_date: d.criticalDate,
    created_at: at,
    ended_at: null,
    created_by: d.createdBy,
    task_id: d.taskId,
    copy_to: d.copyTo,
    interactions: [],
    response_status: FIRST_RESPONSE,
    response_since: at,
    answered: false,
    approval_checks: [],
    seen_by: {},
    subscriptions: {},
    reminders: { [d.createdBy]: d.reminder },
    list_key: '',
    response_key: '',
    specialty_keys: [],
    subject_key: '',
    number_key: '',
    priority_key: '',
    ...searchFields(d.number, d.title, plainText(d.description)),
    updated_at: at,
    version: event.revision,
  });
}

/**
 * The RDI after one event; `at` is the event's time. It builds a new document and changes nothing
 * of the one it is given, which the store shares: a reply copies the thread's list, not its entries.
 */
function next(rdi: SharedRdi, event: Exclude<RdiEvent, { type: 'RdiCreated' | 'RdiDeleted' }>, at: string): SharedRdi {
  switch (event.type) {
    case 'RdiModified': {
      const { priority, criticalDate } = event.data.changes;
      return {
        ...rdi,
        ...(priority !== undefined ? { priority } : {}),
        ...(criticalDate !== undefined ? { critical_date: criticalDate } : {}),
      };
    }
    case 'RdiSubscriptionSet': {
      const { userId, subscribed, byEmail } = event.data;
      return { ...rdi, subscriptions: { ...rdi.subscriptions, [userId]: { subscribed, by_email: byEmail } } };
    }
    case 'RdiReminderSet': {
      const { userId, days, repeatable } = event.data;
      return { ...rdi, reminders: { ...rdi.reminders, [userId]: { days, repeatable } } };
    }
    case 'RdiInteractionAdded': {
      const { interactionId, authorId, message, isResponse } = event.data;
      const interaction = { id: interactionId, user_id: authorId, message, is_response: isResponse, created_at: at };
      const response = responseAfter(rdi.response_status, event.data);
      return {
        ...rdi,
        interactions: [...rdi.interactions, interaction],
        answered: rdi.answered || isResponse,
        response_status: response,
        response_since: response === rdi.response_status ? rdi.response_since : at,
      };
    }
    case 'RdiApproved': {
      const { approval, userId, jobTypeId } = event.data;
      const check = { approval, user_id: userId, job_type: jobTypeId, updated_at: at };
      const checks = [...rdi.approval_checks.filter((entry) => entry.approval !== approval), check];
      return { ...rdi, approval_checks: checks.sort((a, b) => a.approval - b.approval) };
    }
    case 'RdiApprovalsCleared':
      return { ...rdi, approval_checks: [] };
    case 'RdiFinished':
      return { ...rdi, status: 3 as const, ended_at: at };
    case 'RdiSeenStatusSet': {
      const { userId, status } = event.data;
      const prev = rdi.seen_by[userId]?.status ?? null;
      return { ...rdi, seen_by: { ...rdi.seen_by, [userId]: { status, prev, at } } };
    }
    case 'RdiSentByEmail':
      return rdi;
  }
}

/** The events that tell about an RDI without changing it: they keep its `updated_at`. */
const NOT_CHANGES: readonly RdiEvent['type'][] = [
  'RdiSeenStatusSet',
  'RdiSubscriptionSet',
  'RdiReminderSet',
  'RdiSentByEmail',
];

/** An RDI's document after one of its events, null once deleted: pure, so the dashboard folds the same RDI itself. */
export function foldRdi(before: SharedRdi | null, event: Stored<RdiEvent>): SharedRdi | null {
  const at = event.metadata.occurredAt;
  if (event.type === 'RdiCreated') return createdRdi(event, at);
  if (event.type === 'RdiDeleted' || !before) return null;
  const updatedAt = lastChange(NOT_CHANGES, event, before.updated_at);
  return withKeys({ ...next(before, event, at), updated_at: updatedAt, version: event.revision });
}

/** What one RDI adds to its project's graphs, per specialty name. */
function graphShare(rdi: SharedRdi | null) {
  if (!rdi) return null;
  const ended = rdi.status === 3 && rdi.ended_at !== null;
  return {
    names: [...new Set(rdi.specialties.map((specialty) => specialty.name))],
    pending: ended ? 0 : 1,
    ended: ended ? 1 : 0,
    solutionMs: ended ? Math.max(0, Date.parse(rdi.ended_at ?? '') - Date.parse(rdi.created_at)) : 0,
  };
}

async function addToGraphs(store: ReadStore, projectId: string, share: ReturnType<typeof graphShare>, sign: 1 | -1) {
  if (!share) return;
  const graphs = store.collection<RdiGraphDocument>(RDI_GRAPHS);
  const graph = (await graphs.get(projectId)) ?? { _id: projectId, project_id: projectId, specialties: {} };
  for (const name of share.names) {
    const entry = graph.specialties[name] ?? { total: 0, pending: 0, ended: 0, solution_ms: 0 };
    const counted = {
      total: entry.total + sign,
      pending: entry.pending + sign * share.pending,
      ended: entry.ended + sign * share.ended,
      solution_ms: entry.solution_ms + sign * share.solutionMs,
    };
    if (counted.total > 0) graph.specialties[name] = counted;
    else delete graph.specialties[name];
  }
  await graphs.upsert(graph);
}

type HandledEvent = RdiEvent | Extract<RdiRegisterEvent, { type: 'RdiSubjectAdded' }>;
const HANDLED: readonly HandledEvent['type'][] = [...RDI_EVENT_TYPES, 'RdiSubjectAdded'];

/** The RDI read models: one document per RDI, the project's typed subjects, and the graph counts. */
export const rdiProjection: Projection = {
  name: 'rdi',
  // 4: seen, subscription and reminder events keep `updated_at` (only real changes move it).
  version: 4,
  collections: [RDIS, RDI_SUBJECTS, RDI_GRAPHS],
  handles: HANDLED,

  async setup(store: ReadStore) {
    await ensureItemListIndexes(store.collection(RDIS), ['list_key', 'response_key', 'specialty_keys', 'subject_key']);
    await store.collection(RDI_SUBJECTS).ensureIndex(['project_id']);
  },

  async apply(event: StoredEvent, store: ReadStore) {
    if (!isEventOf<HandledEvent>(event, HANDLED)) return;
    if (event.type === 'RdiSubjectAdded') {
      const { projectId, subjectId, name } = event.data;
      await store
        .collection<RdiSubjectDocument>(RDI_SUBJECTS)
        .upsert({ _id: `${projectId}:${subjectId}`, project_id: projectId, id: subjectId, name });
      return;
    }
    const rdis = store.collection<RdiDocument>(RDIS);
    const before = event.type === 'RdiCreated' ? null : await rdis.getShared(event.data.rdiId);
    const after = foldRdi(before, event);
    const [was, is] = [graphShare(before), graphShare(after)];
    if (JSON.stringify(was) !== JSON.stringify(is)) {
      const projectId = event.data.projectId;
      await addToGraphs(store, projectId, was, -1);
      await addToGraphs(store, projectId, is, 1);
    }
    if (after) await rdis.handOver(after);
    else if (before) await rdis.delete(before._id);
  },
};
