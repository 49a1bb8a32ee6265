import type { WeeklyReminder } from './item.events';
import type { OwnMarks } from './own-marks';

/** What every item's decider keeps: its life, its place, its planning and its users' own marks. */
export interface ItemState<Priority extends number> extends OwnMarks {
  created: boolean;
  deleted: boolean;
  projectId: string;
  creatorId: string;
  priority: Priority;
  criticalDate: string | null;
}

/** An item before its creation: priority 1 (Estándar), no critical date, nobody's marks. */
export const uncreatedItem: ItemState<1> = {
  created: false,
  deleted: false,
  projectId: '',
  creatorId: '',
  priority: 1,
  criticalDate: null,
  subscriptions: {},
  reminders: {},
};

/** The state after an item's creation: its project, its creator and the creator's reminder. */
export const createdItem = <State extends ItemState<number>>(
  state: State,
  created: { projectId: string; creatorId: string; reminder: WeeklyReminder },
): State => ({
  ...state,
  created: true,
  projectId: created.projectId,
  creatorId: created.creatorId,
  reminders: { [created.creatorId]: created.reminder },
});
