import { FILES, type FileDocument } from '../../projections/files/files.projection';
import { PROJECTS, type ProjectDocument } from '../../projections/organisation/projects.projection';
import type { TaskDetailDocument } from '../../projections/tasks/task-details.projection';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import type { TaskDetail } from '../contracts/task-answers';
import type { DetailJoins } from '../items/detail-joins';
import { fileAttachment } from '../items/item-files';
import { waitingDays } from '../items/item-light';
import { userSummary } from '../items/item-people';
import { type ThreadPart, threadFilesFilter, threadOf, WHOLE_THREAD } from '../items/item-thread';
import { linkedSummary } from '../items/linked-items';
import type { Actor } from '../platform/commands/actor';
import type { ReadStore, Shared } from '../platform/read-store/read-store.port';
import { taskActions } from './task.decider';
import { taskCode } from './task-codes';
import { waitingStatus } from './task-timing';

/** A task's files: its own (a possible additional's too) and its interactions', by `tr_interaction_id`. */
const TASK_THREAD_FILES = {
  ownTypes: ['task', 'possible_additional'],
  interactionType: 'task_interaction',
  interactionKey: 'tr_interaction_id',
} as const;

/**
 * The detail of a task as one reader gets it (spec 3, 'Task read'): names, avatars and files are
 * joined here, from the users and files read models, and the reader's own marks are picked out.
 * The RDI it raised is asked of the RDI's own reads (`joins.linked`), under the RDI's read policy.
 * `part` says how much of the thread it carries (a command's answer: the head, or one interaction).
 */
export async function taskView(
  reads: ReadStore,
  { links, linked }: DetailJoins,
  actor: Actor,
  task: Shared<TaskDetailDocument>,
  now: Date,
  part: ThreadPart = WHOLE_THREAD,
): Promise<TaskDetail> {
  const thread = threadOf(task.interactions, part);
  const people = [
    task.created_by,
    task.responsable,
    ...task.participants,
    ...thread.map((interaction) => interaction.user_id),
    ...Object.keys(task.seen_by),
  ];
  const [users, files, project, rdi] = await Promise.all([
    reads.collection<UserDocument>(USERS).find({ _id: { $in: [...new Set(people)] } }),
    reads
      .collection<FileDocument>(FILES)
      .find(
        { project_id: task.project_id, 'owner_ids.task_id': task.id, ...threadFilesFilter(TASK_THREAD_FILES, part) },
        { sort: { created_at: 1 } },
      ),
    reads.collection<ProjectDocument>(PROJECTS).get(task.project_id),
    linkedSummary(linked.linkedReads('rdi'), reads, actor, task.rdi_relation?.rdi_id ?? null),
  ]);
  const byId = new Map(users.map((user) => [user._id, user]));
  const attachment = fileAttachment(links, actor.id);
  const mine = task.seen_by[actor.id];
  const subscription = task.subscriptions[actor.id];
  const reminder = task.reminders[actor.id];
  return {
    id: task.id,
    version: task.version,
    number: task.number,
    title: task.title,
    description: task.description,
    project: { name: project?.name ?? '' },
    project_id: task.project_id,
    code: taskCode(task.code_id) ?? null,
    code_id: task.code_id,
    created_by: task.created_by,
    created_by_user: userSummary(byId, task.created_by),
    responsable: task.responsable,
    responsable_user: userSummary(byId, task.responsable),
    participants: task.participants.map((id) => ({
      ...userSummary(byId, id),
      pivot: { task_id: task.id, user_id: id },
    })),
    status: task.status,
    seen: mine !== undefined,
    seen_by_me: mine?.status ?? null,
    prev_seen_by_me: mine?.prev ?? null,
    bell_status: task.bell[actor.id] ?? null,
    private: task.private,
    priority: task.priority,
    // As the cards count it (task-timing.ts): days, one decimal.
    waiting_status: waitingStatus(task),
    waitingtime: waitingDays(task, now),
    created_at: task.created_at,
    ended_at: task.ended_at,
    critical_date: task.critical_date,
    checklists: [...task.checklists],
    attachments: files.filter((file) => file.owner_type !== 'task_interaction').map(attachment),
    interactions: thread.map((interaction) => ({
      id: interaction.id,
      user: userSummary(byId, interaction.user_id),
      message: interaction.message,
      is_response: interaction.is_response,
      created_at: interaction.created_at,
      // 'Visto por': whoever opened the task after the interaction was written, its author aside.
      seen_by: Object.entries(task.seen_by)
        .filter(([id, seen]) => id !== interaction.user_id && seen.at >= interaction.created_at)
        .map(([id]) => ({ id, name: byId.get(id)?.name ?? '' })),
      attachments: files
        .filter((file) => file.owner_type === 'task_interaction' && file.owner_ids.tr_interaction_id === interaction.id)
        .map(attachment),
    })),
    // The RDI raised from the task, while it exists and the reader may open it.
    rdi_relation: rdi
      ? {
          rdi: { id: rdi.id, number: rdi.number, title: rdi.title, seen_by_me: rdi.seen_by_me },
        }
      : null,
    is_posible_additional: task.is_posible_additional,
    user_subscribed: { subscribed: subscription?.subscribed ?? false, by_email: subscription?.by_email ?? false },
    user_reminders: (reminder?.days ?? []).map((day) => ({
      day_number: day,
      repeatable: reminder?.repeatable ?? false,
    })),
    ...taskActions(actor, {
      projectId: task.project_id,
      projectClosed: (project?.deleted_at ?? null) !== null,
      creatorId: task.created_by,
      responsibleId: task.responsable,
      participantIds: task.participants,
      finished: task.status === 3,
      private: task.private,
      rdiId: task.rdi_relation?.rdi_id ?? null,
    }),
  };
}
