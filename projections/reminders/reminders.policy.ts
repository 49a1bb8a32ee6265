import { FINISHED_STATUSES } from '../../services/additionals/additional.events';
import type { Actor } from '../../services/platform/commands/actor';
import { mayReadAdditional } from '../additionals/additionals.policy';
import type { AdditionalDocument } from '../additionals/additionals.projection';
import { mayReadRdi } from '../rdi/rdi.policy';
import type { RdiDocument } from '../rdi/rdi.projection';
import type { TaskDetailDocument } from '../tasks/task-details.projection';
import { mayReadTask } from '../tasks/tasks.policy';
import type { ReminderDocument } from './reminders.projection';
import type { ActivityEntry } from './report-activity.projection';

/** A task, RDI or additional as its own read model holds it, with its kind (spec: item_type). */
export type ItemDocument =
  | { item_type: 1; doc: TaskDetailDocument }
  | { item_type: 2; doc: RdiDocument }
  | { item_type: 3; doc: AdditionalDocument };

/** Whether the actor may read the item: each kind's own rule (a private task only for its creator and responsible). */
export function mayReadItem(actor: Actor, item: ItemDocument): boolean {
  switch (item.item_type) {
    case 1:
      return mayReadTask(actor, item.doc);
    case 2:
      return mayReadRdi(actor, item.doc);
    case 3:
      return mayReadAdditional(actor, item.doc);
  }
}

/** Not finished: a task or RDI not closed, an additional neither accepted nor cancelled. */
export function isOpenItem(item: ItemDocument): boolean {
  if (item.item_type === 3) return !FINISHED_STATUSES.includes(item.doc.status);
  return item.doc.status === 1;
}

/**
 * A reminder is its own user's, in the reminders menu and the e-mail, while its item is open and
 * they may still read it: a task made private later, or an RDI out of their reach, reminds no more.
 */
export const mayBeReminded = (actor: Actor, reminder: Pick<ReminderDocument, 'user_id'>, item: ItemDocument) =>
  reminder.user_id === actor.id && isOpenItem(item) && mayReadItem(actor, item);

/** A daily report tells its reader what others did to the items the reader may read. */
export const reportsTo = (actor: Actor, entry: Pick<ActivityEntry, 'actor_id'>, item: ItemDocument) =>
  entry.actor_id !== actor.id && mayReadItem(actor, item);
