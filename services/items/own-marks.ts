import type { PlanningCan } from '../contracts/item-actions';
import { refusal } from '../organisation/refusal';
import type { Actor } from '../platform/commands/actor';
import type { WeeklyReminder } from './item.events';

/**
 * What every item (task, RDI, additional) keeps for each user who marks it: their subscription
 * (with its e-mail switch) and their weekly reminder. The deciders decide these the same way here,
 * and fold their events the same way (shared-item-events.ts); only the event names differ.
 */
export interface Subscription {
  subscribed: boolean;
  byEmail: boolean;
}

export interface OwnMarks {
  subscriptions: Readonly<Record<string, Subscription>>;
  reminders: Readonly<Record<string, WeeklyReminder>>;
}

/** Spec 4: days 0 (lunes) to 6 (domingo), each once, in order; no day left means not repeatable. */
export function normalReminder(reminder: WeeklyReminder): WeeklyReminder {
  const days = [...new Set(reminder.days)].filter((day) => Number.isInteger(day) && day >= 0 && day <= 6);
  days.sort((a, b) => a - b);
  return { days, repeatable: days.length > 0 && reminder.repeatable };
}

const sameReminder = (a: WeeklyReminder | undefined, b: WeeklyReminder) =>
  (a?.days.join(',') ?? '') === b.days.join(',') && (a?.repeatable ?? false) === b.repeatable;

/**
 * The user's own marks the edit form changes: the subscription and the weekly reminder that differ
 * from what the user has, each only when sent. The e-mail switch follows the subscription: off
 * when not subscribed (spec 4).
 */
export function changedOwnMarks(
  marks: OwnMarks,
  userId: string,
  wanted: { subscription?: Subscription; reminder?: WeeklyReminder },
): { subscription?: Subscription; reminder?: WeeklyReminder } {
  const changed: { subscription?: Subscription; reminder?: WeeklyReminder } = {};
  if (wanted.subscription) {
    const { subscribed } = wanted.subscription;
    const byEmail = subscribed && wanted.subscription.byEmail;
    const now = marks.subscriptions[userId] ?? { subscribed: false, byEmail: false };
    if (now.subscribed !== subscribed || now.byEmail !== byEmail) changed.subscription = { subscribed, byEmail };
  }
  if (wanted.reminder) {
    const reminder = normalReminder(wanted.reminder);
    if (!sameReminder(marks.reminders[userId], reminder)) changed.reminder = reminder;
  }
  return changed;
}

/**
 * Spec 6: change_priority_task and change_critical_date_task govern every item's priority and
 * critical date; `open` is whether the item takes changes now (its decider's other check).
 */
export const planningCan = (actor: Actor, projectId: string, open: boolean): PlanningCan => ({
  change_priority: open && actor.can('change_priority_task', projectId),
  change_critical_date: open && actor.can('change_critical_date_task', projectId),
});

/** The priority and critical date an edit changes, each only when it differs, each refused without its capability. */
export function changedPlanning<P extends number>(
  actor: Actor,
  state: { projectId: string; priority: P; criticalDate: string | null },
  wanted: { priority?: P; criticalDate?: string | null },
): { priority?: P; criticalDate?: string | null } {
  // Openness is checked after, by the decider, when something changes.
  const may = planningCan(actor, state.projectId, true);
  const changes: { priority?: P; criticalDate?: string | null } = {};
  if (wanted.priority !== undefined && wanted.priority !== state.priority) {
    if (!may.change_priority) throw refusal('change_priority_task');
    changes.priority = wanted.priority;
  }
  if (wanted.criticalDate !== undefined && wanted.criticalDate !== state.criticalDate) {
    if (!may.change_critical_date) throw refusal('change_critical_date_task');
    changes.criticalDate = wanted.criticalDate;
  }
  return changes;
}

/**
 * The priority and critical date an edit sets, with their values in `state`, named as the edit
 * forms name them: what an edit conflict compares (edit-conflict.ts).
 */
export function touchedPlanning(
  wanted: { priority?: number; criticalDate?: string | null },
  state: { priority: number; criticalDate: string | null },
): Record<string, unknown> {
  return {
    ...(wanted.priority !== undefined ? { priority: state.priority } : {}),
    ...(wanted.criticalDate !== undefined ? { critical_date: state.criticalDate } : {}),
  };
}
