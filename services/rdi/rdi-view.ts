import { FILES, type FileDocument } from '../../projections/files/files.projection';
import {
  PROJECT_MEMBERS,
  PROJECTS,
  type ProjectDocument,
  type ProjectMemberDocument,
  projectMemberId,
} from '../../projections/organisation/projects.projection';
import type { ApprovalCheck, RdiDocument } from '../../projections/rdi/rdi.projection';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import type { RdiDetail, RdiStatusFields } from '../contracts/rdi-answers';
import type { DetailJoins } from '../items/detail-joins';
import { fileAttachment } from '../items/item-files';
import { userSummary } from '../items/item-people';
import { type ThreadPart, threadFilesFilter, threadOf, WHOLE_THREAD } from '../items/item-thread';
import { linkedSummary } from '../items/linked-items';
import { actorOfReadModels } from '../organisation/read-model-actors';
import type { Actor } from '../platform/commands/actor';
import type { ReadStore, Shared } from '../platform/read-store/read-store.port';
import { rdiActions } from './rdi.decider';
import type { ResponseStatus } from './rdi.events';
import { currentResponsible, type RdiClosing, type RdiReader } from './rdi-responder';
import { rdiLightStatus, rdiResponseDays, rdiWaitingDays, rdiWaitingStatus } from './rdi-timing';

/** The approval strip (spec 4): each approval with its user's name. */
export const approvalChecks = (checks: readonly ApprovalCheck[], names: ReadonlyMap<string, UserDocument>) =>
  checks.map((check) => ({ ...check, user: { id: check.user_id, name: names.get(check.user_id)?.name ?? '' } }));

/** What both the card and the detail say of time, seen and responsibility, for a reader at `now`. */
export function rdiStatusFields(
  rdi: Shared<RdiDocument>,
  reader: RdiReader,
  closing: RdiClosing,
  now: Date,
): RdiStatusFields {
  return {
    status: rdi.status,
    response_status: rdi.response_status as ResponseStatus,
    responsable_user: currentResponsible(rdi, closing, reader),
    waiting_status: rdiWaitingStatus(rdi),
    waitingtime: rdiWaitingDays(rdi, now),
    waitingresponsetime: rdiResponseDays(rdi, now),
    lightstatus: rdiLightStatus(rdi, now),
    seen_by_me: rdi.seen_by[reader.id]?.status ?? null,
  };
}

/** The reader of an RDI's project as the responder names them. */
export const rdiReader = (actor: Actor, projectId: string): RdiReader => ({
  id: actor.id,
  jobTypeId: actor.projects.get(projectId)?.jobTypeId ?? null,
});

/** An RDI's files: its own and its interactions', by `rdi_interaction_id`. */
const RDI_THREAD_FILES = {
  ownTypes: ['rdi'],
  interactionType: 'rdi_interaction',
  interactionKey: 'rdi_interaction_id',
} as const;

/**
 * The detail of an RDI as one reader gets it (spec 3, 'RDI'): names, avatars and files are joined
 * here from the users and files read models, the associated task when the reader may read it (asked
 * of the task's own reads, under the task's read policy). `part` says how much of the thread it
 * carries (a command's answer: the head, or one interaction).
 */
export async function rdiView(
  reads: ReadStore,
  { links, linked }: DetailJoins,
  actor: Actor,
  rdi: Shared<RdiDocument>,
  now: Date,
  part: ThreadPart = WHOLE_THREAD,
): Promise<RdiDetail> {
  const thread = threadOf(rdi.interactions, part);
  const people = [
    rdi.created_by,
    ...thread.map((interaction) => interaction.user_id),
    ...rdi.approval_checks.map((check) => check.user_id),
  ];
  const [users, files, project, task, creatorMembership] = await Promise.all([
    reads.collection<UserDocument>(USERS).find({ _id: { $in: [...new Set(people)] } }),
    reads
      .collection<FileDocument>(FILES)
      .find(
        { project_id: rdi.project_id, 'owner_ids.rdi_id': rdi.id, ...threadFilesFilter(RDI_THREAD_FILES, part) },
        { sort: { created_at: 1 } },
      ),
    reads.collection<ProjectDocument>(PROJECTS).get(rdi.project_id),
    linkedSummary(linked.linkedReads('task'), reads, actor, rdi.task_id),
    reads.collection<ProjectMemberDocument>(PROJECT_MEMBERS).get(projectMemberId(rdi.project_id, rdi.created_by)),
  ]);
  const byId = new Map(users.map((user) => [user._id, user]));
  const attachment = fileAttachment(links, actor.id);
  const interactions = thread.map((interaction) => ({
    id: interaction.id,
    user: userSummary(byId, interaction.user_id),
    message: interaction.message,
    is_response: interaction.is_response,
    created_at: interaction.created_at,
    attachments: files
      .filter((file) => file.owner_type === 'rdi_interaction' && file.owner_ids.rdi_interaction_id === interaction.id)
      .map(attachment),
  }));
  const mine = rdi.seen_by[actor.id];
  const subscription = rdi.subscriptions[actor.id];
  const reminder = rdi.reminders[actor.id];
  const newSystem = project?.rdi_close_system.new_system ?? false;
  const creator = userSummary(byId, rdi.created_by);
  const actions = rdiActions(actor, {
    projectId: rdi.project_id,
    projectClosed: (project?.deleted_at ?? null) !== null,
    newSystem,
    creatorId: rdi.created_by,
    finished: rdi.status === 3,
    answered: rdi.answered,
    approved: rdi.approval_checks.map((check) => check.approval),
    companyId: project?.company_id ?? '',
    creator: creatorMembership
      ? actorOfReadModels(rdi.created_by, byId.get(rdi.created_by) ?? null, [creatorMembership], [])
      : null,
  });
  return {
    id: rdi.id,
    version: rdi.version,
    number: rdi.number,
    title: rdi.title,
    description: rdi.description,
    project: { name: project?.name ?? '' },
    project_id: rdi.project_id,
    new_system: newSystem,
    subject: rdi.subject,
    subject_id: rdi.subject_id,
    specialties: rdi.specialties.map((specialty) => ({ ...specialty, specialty: { name: specialty.name } })),
    priority: rdi.priority,
    critical_date: rdi.critical_date,
    created_at: rdi.created_at,
    ended_at: rdi.ended_at,
    created_by: rdi.created_by,
    created_by_user: creator,
    task_relation: task
      ? { task: { id: task.id, number: task.number, title: task.title, seen_by_me: task.seen_by_me } }
      : null,
    ...rdiStatusFields(rdi, rdiReader(actor, rdi.project_id), { newSystem, creatorName: creator.name }, now),
    prev_seen_by_me: mine?.prev ?? null,
    private: false,
    attachments: files.filter((file) => file.owner_type === 'rdi').map(attachment),
    interactions,
    official_interactions: interactions.filter((interaction) => interaction.is_response),
    approval_checks: approvalChecks(rdi.approval_checks, byId),
    user_subscribed: { subscribed: subscription?.subscribed ?? false, by_email: subscription?.by_email ?? false },
    user_reminders: (reminder?.days ?? []).map((day) => ({
      day_number: day,
      repeatable: reminder?.repeatable ?? false,
    })),
    ...actions,
  };
}
