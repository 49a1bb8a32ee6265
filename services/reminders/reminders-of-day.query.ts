import type { ProjectDocument } from '../../projections/organisation/projects.projection';
import { mayBeReminded } from '../../projections/reminders/reminders.policy';
import { REMINDERS, type ReminderDocument } from '../../projections/reminders/reminders.projection';
import { weekdayOf } from '../platform/clock/calendar';
import type { Actor } from '../platform/commands/actor';
import type { ReadStore } from '../platform/read-store/read-store.port';
import { remindsOn } from './daily-mail.decider';
import { itemKey, loadItems, openProjects, type RemindedItem } from './reminded-items';
import type { RemindedKind } from './reminded-kind';

/** A reminder of the day with its item and project. */
export interface DayReminder {
  reminder: ReminderDocument;
  item: RemindedItem;
  project: ProjectDocument;
}

/**
 * The user's reminders of a day (Chile), in one project or in all: those that remind on that day,
 * of open items in open projects that the user may still read; by kind, then by number.
 */
export async function remindersOfDay(
  reads: ReadStore,
  kinds: readonly RemindedKind[],
  actor: Actor,
  day: string,
  projectId?: string,
): Promise<DayReminder[]> {
  const filter = { user_id: actor.id, days: weekdayOf(day), ...(projectId ? { project_id: projectId } : {}) };
  const reminders = (await reads.collection<ReminderDocument>(REMINDERS).find(filter)).filter((reminder) =>
    remindsOn(reminder, day),
  );
  if (reminders.length === 0) return [];
  const [items, projects] = await Promise.all([
    loadItems(reads, kinds, reminders),
    openProjects(
      reads,
      reminders.map((reminder) => reminder.project_id),
    ),
  ]);
  const kindOf = new Map(kinds.map((kind) => [kind.itemType, kind]));
  const found: DayReminder[] = [];
  for (const reminder of reminders) {
    const item = items.get(itemKey(reminder));
    const project = projects.get(reminder.project_id);
    if (item && project && mayBeReminded(actor, reminder, item, kindOf.get(item.item_type)!))
      found.push({ reminder, item, project });
  }
  return found.sort((a, b) => a.item.item_type - b.item.item_type || a.item.doc.number - b.item.doc.number);
}
