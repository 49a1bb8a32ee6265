import { readableAdditional } from '../../projections/additionals/additionals.policy';
import { readablePaymentStatus } from '../../projections/additionals/payment-statuses.policy';
import { readableProject } from '../../projections/organisation/projects.policy';
import { readableRdi } from '../../projections/rdi/rdi.policy';
import { readableTask } from '../../projections/tasks/tasks.policy';
import { additionalAggregate } from '../additionals/additional.decider';
import { paymentStatusAggregate } from '../additionals/payment-status.decider';
import { companyAggregate } from '../companies/company.decider';
import { COMPANIES, USERS } from '../contracts/collections';
import type { HistoryItemType } from '../contracts/history-items';
import type { Actor } from '../platform/commands/actor';
import { streamName } from '../platform/commands/decider';
import { DomainError } from '../platform/domain-error';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { projectAggregate } from '../projects/project.decider';
import { rdiAggregate } from '../rdi/rdi.decider';
import { taskAggregate } from '../tasks/task.decider';
import { userAggregate } from '../users/user.decider';

/** An item the actor may read: where its events are, and the project it belongs to (null for users and companies). */
export interface HistoryItem {
  type: HistoryItemType;
  id: string;
  stream: string;
  projectId: string | null;
}

interface ItemAccess {
  /** The aggregate whose stream holds the item's events. */
  aggregate: { name: string };
  /** The item's project when the actor may read the item; throws the detail's refusal otherwise. */
  read(reads: ReadStore, actor: Actor, id: string): Promise<string | null>;
}

const exists = async (reads: ReadStore, collection: string, id: string) => {
  if (!(await reads.collection(collection).get(id))) throw historyNotFound();
  return null;
};

/**
 * Who may read each item is who may read its detail (the item's policy). A user's history is for
 * administrators and the user; a company's for whoever may edit it.
 */
const ACCESS: Record<HistoryItemType, ItemAccess> = {
  project: {
    aggregate: projectAggregate,
    read: async (reads, actor, id) => (await readableProject(reads, actor, id))._id,
  },
  task: {
    aggregate: taskAggregate,
    read: async (reads, actor, id) => (await readableTask(reads, actor, id)).project_id,
  },
  rdi: { aggregate: rdiAggregate, read: async (reads, actor, id) => (await readableRdi(reads, actor, id)).project_id },
  additional: {
    aggregate: additionalAggregate,
    read: async (reads, actor, id) => (await readableAdditional(reads, actor, id)).project_id,
  },
  payment_status: {
    aggregate: paymentStatusAggregate,
    read: async (reads, actor, id) => (await readablePaymentStatus(reads, actor, id)).project_id,
  },
  user: {
    aggregate: userAggregate,
    read: (reads, actor, id) => (actor.administrator || actor.id === id ? exists(reads, USERS, id) : refuse()),
  },
  company: {
    aggregate: companyAggregate,
    read: (reads, actor, id) => (actor.canInCompany('edit_company', id) ? exists(reads, COMPANIES, id) : refuse()),
  },
};

export const HISTORY_NOT_FOUND = 'El elemento no existe o no tienes acceso a él.';
export const historyNotFound = () => new DomainError('history.not_found', HISTORY_NOT_FOUND, 404);
const refuse = (): Promise<never> => Promise.reject(historyNotFound());

/** The item's stream for the item type (`task` → `task-<id>`, `payment_status` → `payment-status-<id>`). */
export const historyStream = (type: HistoryItemType, id: string) => streamName(ACCESS[type].aggregate, id);

/**
 * The item when the actor may read it. Whoever may not read the item may not know of its past
 * either: every refusal, 403 included, is a 404 here.
 */
export async function readableHistoryItem(
  reads: ReadStore,
  actor: Actor,
  type: HistoryItemType,
  id: string,
): Promise<HistoryItem> {
  try {
    const projectId = await ACCESS[type].read(reads, actor, id);
    return { type, id, stream: historyStream(type, id), projectId };
  } catch (error) {
    return hideRefusal(error);
  }
}

/** A read policy's refusal (403 or 404) as the history's 404; any other error as it is. */
export function hideRefusal(error: unknown): never {
  if (error instanceof DomainError && (error.status === 403 || error.status === 404)) throw historyNotFound();
  throw error;
}
