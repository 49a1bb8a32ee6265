import type { AdditionalEvent, RevisionData } from '../../services/additionals/additional.events';
import { PAYMENT_STATUS_TEXTS } from '../../services/additionals/payment-status.events';
import type { AdditionalLineage, LineageRevision } from '../../services/contracts/additional-answers';
import { centsNumber, progressFraction } from '../../services/contracts/money';
import type { LineageFact, LineageFacts } from '../../services/items/lineage-facts';
import { isEventOf, type StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { Projection } from '../runtime/projection';
import { USERS, type UserDocument } from '../users/user-directory.projection';
import { numberIn, PAYMENT_STATUSES, type PaymentStatusDocument } from './payment-statuses.projection';

/** Per additional, where its amounts came from (not pushed live: the detail reads it). */
export const ADDITIONAL_LINEAGE = 'additional_lineage';
/** Per possible additional (a task flagged so), its number, title and the RDI it was sent to. */
export const LINEAGE_SOURCES = 'additional_lineage_sources';

/** One additional's start (the possible additional it was raised from) and every revision's amounts. */
export interface AdditionalLineageDocument {
  _id: string;
  project_id: string;
  from_task_id: string | null;
  /** Cents, as the events hold them; the reader answers them as amounts. */
  revisions: Array<Omit<RevisionData, 'description' | 'fileIds'> & { createdAt: string }>;
  [key: string]: unknown;
}

/** A possible additional as the lineage names it, and the RDI it was sent to ('Enviar a RDI'). */
export interface LineageSourceDocument {
  _id: string;
  project_id: string;
  number: number;
  title: string;
  rdi: { id: string; number: number; title: string } | null;
  /** The RDI's id alone, for finding the source when the RDI is deleted. */
  rdi_id: string | null;
  [key: string]: unknown;
}

type Handled = Extract<
  AdditionalEvent,
  { type: 'AdditionalCreated' | 'AdditionalRevisionAdded' | 'AdditionalDeleted' }
>;
const HANDLED: readonly Handled['type'][] = ['AdditionalCreated', 'AdditionalRevisionAdded', 'AdditionalDeleted'];

const revisionOf = ({ description: _, fileIds: __, ...amounts }: RevisionData, createdAt: string) => ({
  ...amounts,
  createdAt,
});

async function applyToSource(store: ReadStore, fact: LineageFact) {
  const sources = store.collection<LineageSourceDocument>(LINEAGE_SOURCES);
  switch (fact.kind) {
    case 'possible-additional-opened': {
      const source = { _id: fact.taskId, project_id: fact.projectId, number: fact.number, title: fact.title };
      return sources.upsert({ ...source, rdi: null, rdi_id: null });
    }
    case 'source-deleted':
      return sources.delete(fact.taskId);
    case 'sent-to-rdi': {
      const { taskId, rdiId, rdiNumber } = fact;
      const source = await sources.get(taskId);
      if (!source) return;
      // The RDI's own creation (just before) named its title; a link alone knows its number.
      const title = source.rdi?.id === rdiId ? source.rdi.title : '';
      return sources.upsert({ ...source, rdi: { id: rdiId, number: rdiNumber, title }, rdi_id: rdiId });
    }
    case 'rdi-raised': {
      const { taskId, rdiId, number, title } = fact;
      const source = taskId ? await sources.get(taskId) : null;
      if (!source) return;
      return sources.upsert({ ...source, rdi: { id: rdiId, number, title }, rdi_id: rdiId });
    }
    case 'rdi-deleted': {
      for (const source of await sources.find({ rdi_id: fact.rdiId })) {
        await sources.upsert({ ...source, rdi: null, rdi_id: null });
      }
    }
  }
}

/**
 * The amount lineage (issue 19): per additional, the possible additional it came from and each
 * revision's amounts; per possible additional, the RDI it was sent to. The Estados de Pago are
 * read from their own projection (`readAdditionalLineage` joins them).
 *
 * The possible additional and its RDI are tasks' and RDI's events: each of those features
 * translates its own into lineage facts (`services/items/lineage-facts.ts`, listed in its manifest)
 * and the composition root hands the translations here, so the additionals import neither feature.
 * Facts rather than one projection per feature: a source joins both (the task's link keeps the
 * title the RDI's creation named), which neither feature could fold alone. The facts keep the
 * collections exactly as the events did, so the version stays 1.
 */
export function additionalLineageProjection(sources: readonly LineageFacts[]): Projection {
  const factOf = (event: StoredEvent) =>
    sources.find((source) => source.handles.includes(event.type))?.factOf(event) ?? null;
  return {
    name: 'additional-lineage',
    version: 1,
    collections: [ADDITIONAL_LINEAGE, LINEAGE_SOURCES],
    handles: [...HANDLED, ...sources.flatMap((source) => source.handles)],

    async setup(store: ReadStore) {
      await store.collection(LINEAGE_SOURCES).ensureIndex(['rdi_id']);
    },

    async apply(event: StoredEvent, store: ReadStore) {
      if (!isEventOf<Handled>(event, HANDLED)) {
        const fact = factOf(event);
        return fact ? applyToSource(store, fact) : undefined;
      }
      const lineages = store.collection<AdditionalLineageDocument>(ADDITIONAL_LINEAGE);
      const at = event.metadata.occurredAt;
      switch (event.type) {
        case 'AdditionalCreated': {
          const d = event.data;
          const lineage = { _id: d.additionalId, project_id: d.projectId, from_task_id: d.fromTaskId };
          return lineages.upsert({ ...lineage, revisions: [revisionOf(d.firstRevision, at)] });
        }
        case 'AdditionalRevisionAdded': {
          const lineage = await lineages.get(event.data.additionalId);
          if (!lineage) return;
          return lineages.upsert({ ...lineage, revisions: [...lineage.revisions, revisionOf(event.data, at)] });
        }
        case 'AdditionalDeleted':
          return lineages.delete(event.data.additionalId);
      }
    },
  };
}

/**
 * The `lineage` of an additional's detail (contract of issue 19): the possible additional and RDI
 * it came from, every revision's amounts, and every Estado de Pago over it with its steps, so a
 * reviewer sees where each amount came from. Null when the additional does not exist; the caller
 * has checked that the reader may see the additional.
 */
export async function readAdditionalLineage(reads: ReadStore, additionalId: string): Promise<AdditionalLineage | null> {
  const lineage = await reads.collection<AdditionalLineageDocument>(ADDITIONAL_LINEAGE).get(additionalId);
  if (!lineage) return null;
  const [source, statuses] = await Promise.all([
    lineage.from_task_id ? reads.collection<LineageSourceDocument>(LINEAGE_SOURCES).get(lineage.from_task_id) : null,
    reads.collection<PaymentStatusDocument>(PAYMENT_STATUSES).find({ additional_ids: additionalId }),
  ]);
  const userIds = [...new Set(statuses.flatMap((status) => status.steps.map((step) => step.user_id)))];
  const users = await reads.collection<UserDocument>(USERS).find({ _id: { $in: userIds } });
  const names = new Map(users.map((user) => [user._id, user.name]));
  const numberOf = (status: PaymentStatusDocument) => numberIn(status, additionalId);
  return {
    possible_additional: source ? { id: source._id, number: source.number, title: source.title } : null,
    rdi: source?.rdi ?? null,
    revisions: lineage.revisions.map(
      (revision): LineageRevision => ({
        id: revision.revisionId,
        revision: revision.revision,
        created_at: revision.createdAt,
        currency_id: revision.currencyId,
        direct_cost: centsNumber(revision.directCost),
        general_expenses: centsNumber(revision.generalExpenses),
        utility: centsNumber(revision.utility),
        total_requested: centsNumber(revision.totalRequested),
      }),
    ),
    payment_statuses: statuses
      .sort((a, b) => numberOf(a) - numberOf(b))
      .map((status) => ({
        id: status.id,
        number: numberOf(status),
        status: status.status,
        statustext: PAYMENT_STATUS_TEXTS[status.status],
        base: centsNumber(status.base),
        progress: progressFraction(status.progress),
        amount: centsNumber(status.amount),
        steps: status.steps.map((step) => ({
          kind: step.kind,
          at: step.at,
          by_name: names.get(step.user_id) ?? '',
          progress: progressFraction(step.progress),
          amount: centsNumber(step.amount),
        })),
      })),
  };
}
