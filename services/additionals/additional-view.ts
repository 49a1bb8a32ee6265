import { readAdditionalLineage } from '../../projections/additionals/additional-lineage.projection';
import {
  ADDITIONAL_REVISIONS,
  type AdditionalDocument,
  type AdditionalRevisionDocument,
} from '../../projections/additionals/additionals.projection';
import { FILES, type FileDocument } from '../../projections/files/files.projection';
import {
  PROJECT_MEMBERS,
  PROJECTS,
  type ProjectDocument,
  type ProjectMemberDocument,
} from '../../projections/organisation/projects.projection';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import type { AdditionalCard, AdditionalDetail } from '../contracts/additional-answers';
import { CURRENCIES, type CurrencyId, centsNumber, progressFraction } from '../contracts/money';
import type { DetailJoins } from '../items/detail-joins';
import { fileAttachment } from '../items/item-files';
import { userSummary } from '../items/item-people';
import { type LinkedItemSummary, type LinkedItems, linkedSummary } from '../items/linked-items';
import { ITO_JOB } from '../organisation/job-types';
import { projectFactsOf } from '../organisation/project-facts';
import type { Actor } from '../platform/commands/actor';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { additionalCan, isRespondingSide } from './additional.decider';
import { ADDITIONAL_STATUS_TEXTS, ADDITIONAL_TYPE_NAMES, INITIAL_REVISION_LABEL } from './additional.events';
import { additionalLightStatus, additionalResponseDays, additionalWaitingDays } from './additional-timing';
import { additionalPaymentStatuses } from './payment-status-view';

/** What the cards of one page (or one detail) join from other read models, read once for them all. */
export interface CardContext {
  reader: Actor;
  now: Date;
  project: Pick<ProjectDocument, '_id' | 'name'>;
  names: ReadonlyMap<string, UserDocument>;
  /** The possible additionals they come from, those the reader may read. */
  tasks: ReadonlyMap<string, LinkedItemSummary>;
  /** The project's ITO, named on additionals no ITO has acted on yet. */
  projectIto: string | null;
}

/** The names, possible additionals (asked of the tasks' reads) and project ITO the given additionals show. */
export async function cardContext(
  reads: ReadStore,
  linked: LinkedItems,
  reader: Actor,
  project: Pick<ProjectDocument, '_id' | 'name'>,
  additionals: readonly AdditionalDocument[],
  now: Date,
  morePeople: readonly string[] = [],
): Promise<CardContext> {
  const taskIds = additionals.flatMap((additional) => (additional.from_task_id ? [additional.from_task_id] : []));
  const [itos, tasks] = await Promise.all([
    reads
      .collection<ProjectMemberDocument>(PROJECT_MEMBERS)
      .find({ project_id: project._id, job_type_id: ITO_JOB }, { sort: { _id: 1 }, limit: 1 }),
    linked.linkedReads('task').summaries(reads, reader, taskIds),
  ]);
  const projectIto = itos[0]?.user_id ?? null;
  const people = additionals.flatMap((additional) => [additional.created_by, additional.ito_id ?? projectIto ?? '']);
  const users = await reads
    .collection<UserDocument>(USERS)
    .find({ _id: { $in: [...new Set([...people, ...morePeople])].filter(Boolean) } });
  return {
    reader,
    now,
    project,
    names: new Map(users.map((user) => [user._id, user])),
    tasks,
    projectIto,
  };
}

const currencyInfo = (currencyId: CurrencyId) => ({ code: CURRENCIES[currencyId] });
const named = (names: ReadonlyMap<string, UserDocument>, id: string) => ({ id, name: names.get(id)?.name ?? '' });

/** An additional as lists show it (spec 3, 'Additional (list and detail)'), for one reader at `now`. */
export function additionalCard(additional: AdditionalDocument, context: CardContext): AdditionalCard {
  const { reader, now, names } = context;
  const me = reader.id;
  const last = additional.last_revision;
  const task = additional.from_task_id ? context.tasks.get(additional.from_task_id) : undefined;
  const itoId = additional.ito_id ?? context.projectIto;
  const job = reader.projects.get(additional.project_id)?.jobTypeId;
  const subscription = additional.subscriptions[me];
  const reminder = additional.reminders[me];
  return {
    id: additional.id,
    version: additional.version,
    number: additional.number,
    code: additional.code,
    title: additional.title,
    priority: additional.priority,
    type: { id: additional.additional_type, name: ADDITIONAL_TYPE_NAMES[additional.additional_type] },
    status: additional.status,
    statustext: ADDITIONAL_STATUS_TEXTS[additional.status],
    response_status: additional.response_status,
    my_turn: isRespondingSide(additional.response_status, job),
    specialties: additional.specialties.map((specialty) => ({ ...specialty, specialty: { name: specialty.name } })),
    last_revision: {
      id: last.id,
      revision: last.revision,
      total_requested: centsNumber(last.total_requested),
      currency_id: last.currency_id,
      currency_info: currencyInfo(last.currency_id),
      created_at: last.created_at,
    },
    revisions_count: additional.revisions_count,
    total_progress: progressFraction(additional.approved_progress),
    total_amount: centsNumber(additional.approved_amount),
    approved_status: additional.status === 2,
    approved_status_change: additional.approved_at ? { created_at: additional.approved_at } : null,
    annulment_reason: additional.annulment_reason,
    seen_by_me: additional.seen_by[me] ? { seen_status: additional.seen_by[me].status } : null,
    prev_seen_by_me: additional.seen_by[me]?.prev ?? null,
    created_at: additional.created_at,
    ended_at: additional.ended_at,
    critical_date: additional.critical_date,
    lightstatus: additionalLightStatus(additional, now),
    waitingtime: additionalWaitingDays(additional, now),
    waitingresponsetime: additionalResponseDays(additional, now),
    userprojectjobtype: job === undefined ? null : { job_type_id: job },
    ito_user: itoId ? named(names, itoId) : null,
    created_by: additional.created_by,
    created_by_user: named(names, additional.created_by),
    project_id: additional.project_id,
    project: { id: context.project._id, name: context.project.name },
    user_subscribed: { subscribed: subscription?.subscribed ?? false, by_email: subscription?.by_email ?? false },
    user_reminders: (reminder?.days ?? []).map((day) => ({
      day_number: day,
      repeatable: reminder?.repeatable ?? false,
    })),
    from_task: task ? { id: task.id, number: task.number, title: task.title } : null,
  };
}

/**
 * The detail (spec 3 'Additional' and 'Revision'): the card, every revision oldest first with its
 * costs and files, the copy list and the additional's own files. The creation's files (type 5)
 * are revision 1's; each later revision's are its uploads of type 6.
 */
export async function additionalDetail(
  reads: ReadStore,
  joins: DetailJoins,
  actor: Actor,
  project: Pick<ProjectDocument, '_id' | 'name' | 'deleted_at'>,
  additional: AdditionalDocument,
  now: Date,
): Promise<AdditionalDetail> {
  const [revisions, files, lineage, paymentStatuses] = await Promise.all([
    reads
      .collection<AdditionalRevisionDocument>(ADDITIONAL_REVISIONS)
      .find({ additional_id: additional.id }, { sort: { revision: 1 } }),
    reads.collection<FileDocument>(FILES).find(
      {
        project_id: additional.project_id,
        owner_type: { $in: ['additional', 'additional_revision'] },
        'owner_ids.additional_id': additional.id,
      },
      { sort: { created_at: 1 } },
    ),
    readAdditionalLineage(reads, additional.id),
    additionalPaymentStatuses(reads, { actor, project: projectFactsOf(project) }, additional.id),
  ]);
  const context = await cardContext(
    reads,
    joins.linked,
    actor,
    project,
    [additional],
    now,
    revisions.map((revision) => revision.created_by),
  );
  const attachment = fileAttachment(joins.links, actor.id);
  const ownFiles = files.filter((file) => file.owner_type === 'additional');
  const filesOf = (revision: AdditionalRevisionDocument) => [
    ...(revision.revision === 1 ? ownFiles : []),
    ...files.filter(
      (file) => file.owner_type === 'additional_revision' && file.owner_ids.additional_revision_id === revision.id,
    ),
  ];
  const card = additionalCard(additional, context);
  return {
    ...card,
    copy_to: additional.copy_to,
    attachments: ownFiles.map(attachment),
    revisions: revisions.map((revision) => ({
      id: revision.id,
      revision: revision.revision,
      label: revision.revision === 1 ? INITIAL_REVISION_LABEL : null,
      created_at: revision.created_at,
      created_by_user: userSummary(context.names, revision.created_by),
      description: revision.description,
      currency_id: revision.currency_id,
      currency_info: currencyInfo(revision.currency_id),
      direct_cost: centsNumber(revision.direct_cost),
      general_expenses: centsNumber(revision.general_expenses),
      utility: centsNumber(revision.utility),
      total_requested: centsNumber(revision.total_requested),
      status: revision.status,
      attachments: filesOf(revision).map(attachment),
    })),
    payment_statuses: paymentStatuses,
    can: additionalCan(actor, {
      projectId: additional.project_id,
      projectClosed: project.deleted_at !== null,
      creatorId: additional.created_by,
      status: additional.status,
    }),
    lineage: lineage && {
      ...lineage,
      // The possible additional may be a private task, and its RDI needs view_rdi: each shows only to its readers.
      possible_additional: card.from_task && lineage.possible_additional,
      rdi:
        lineage.rdi &&
        ((await linkedSummary(joins.linked.linkedReads('rdi'), reads, actor, lineage.rdi.id)) ? lineage.rdi : null),
    },
  };
}

/** The detail `/additionals/getAdditionalByID` answers: named with its project's name. */
export async function additionalAnswer(
  reads: ReadStore,
  joins: DetailJoins,
  actor: Actor,
  additional: AdditionalDocument,
  now: Date,
): Promise<AdditionalDetail> {
  const project = await reads.collection<ProjectDocument>(PROJECTS).get(additional.project_id);
  const named = { _id: additional.project_id, name: project?.name ?? '', deleted_at: project?.deleted_at ?? null };
  return additionalDetail(reads, joins, actor, named, additional, now);
}
