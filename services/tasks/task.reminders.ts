import type { ItemDocument } from '../../projections/reminders/reminders.policy';
import { TASK_DETAILS, type TaskDetailDocument } from '../../projections/tasks/task-details.projection';
import { readerListKeys } from '../../projections/tasks/task-listing.policy';
import {
  listKey,
  possibleAdditionalListKey,
  TASKS,
  type TaskListingDocument,
} from '../../projections/tasks/task-listing.projection';
import { mayReadTask } from '../../projections/tasks/tasks.policy';
import { EVERY_MEMBER } from '../items/item-readers';
import { KINDS } from '../mail/item-mails';
import type { RemindedKind } from '../reminders/reminded-kind';

type TaskItem = ItemDocument<TaskDetailDocument>;

export const taskReminders: RemindedKind<TaskItem> = {
  itemType: 1,
  async load(reads, ids) {
    const tasks = await reads.collection<TaskDetailDocument>(TASK_DETAILS).find({ _id: { $in: ids } });
    return tasks.map((doc) => ({ item_type: 1, doc }));
  },
  // A possible additional is a task: it opens as one.
  named: ({ doc }) => ({
    label: doc.is_posible_additional ? 'Posible adicional' : 'Tarea',
    path: KINDS.task.path(encodeURIComponent(doc.id)),
  }),
  waitingSince: ({ doc }) => doc.waiting_since,
  mayRead: (actor, { doc }) => mayReadTask(actor, doc),
  isOpen: ({ doc }) => doc.status === 1,
  /** Tasks waiting on the reader as responsible (for an answer) or as creator (answered officially, to close or reply). */
  async waitingOn(reads, actor, projectId) {
    const me = actor.id;
    const lists = [listKey, possibleAdditionalListKey].flatMap((keys) => [
      keys.responsibleOf(projectId, me, 1),
      keys.createdBy(projectId, me, 1),
    ]);
    const tasks = await reads
      .collection<TaskListingDocument>(TASKS)
      .find({ list_keys: { $in: readerListKeys(lists, [EVERY_MEMBER, me]) } });
    return tasks
      .filter(
        (task) =>
          (task.waiting_on === 'responsable' && task.responsable === me) ||
          (task.waiting_on === 'creator' && task.created_by === me),
      )
      .map((task) => task.id);
  },
};
