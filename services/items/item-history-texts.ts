import type { HistoryChange } from '../contracts/history';
import { change, day, type HistoryRow } from '../platform/history/history-table';
import { markdownSnippet } from '../platform/text/markdown';
import type { WeeklyReminder } from './item.events';
import type { OwnMarks, Subscription } from './own-marks';

/** The words item histories share (task, RDI, additional): priorities, reminders, own marks, messages. */

/** Spec 9: a task's, RDI's or additional's priority as the app names it. */
export const PRIORITY_NAMES: Readonly<Record<number, string>> = { 1: 'Estándar', 2: 'Media', 3: 'Inmediata' };

export const priority = (value: number): string => PRIORITY_NAMES[value] ?? String(value);

const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

/** A weekly reminder as the form shows it: "lunes, jueves (semanal)", or "Sin recordatorio". */
export const reminder = (value: { days: readonly number[]; repeatable: boolean } | undefined): string => {
  if (!value || value.days.length === 0) return 'Sin recordatorio';
  const days = value.days.map((at) => WEEKDAYS[at] ?? String(at)).join(', ');
  return value.repeatable ? `${days} (semanal)` : days;
};

/** A subscription as the detail's switch reads it. */
export const subscription = (value: { subscribed: boolean; byEmail: boolean } | undefined): string =>
  !value?.subscribed ? 'No suscrito' : value.byEmail ? 'Suscrito, con correo' : 'Suscrito';

/** Who an item was sent to by e-mail, each by the name given or else the address ('Ana Díaz, b@c.cl'). */
export const mailRecipients = (recipients: ReadonlyArray<{ email: string; name: string }>): string =>
  recipients.map(({ email, name }) => name.trim() || email).join(', ');

/** The first words of a message (Markdown, or an older client's HTML), as plain text cut at a word's end. */
export const excerpt = (written: string, length = 80): string => markdownSnippet(written, length);

/**
 * A reader's subscription to the item, a mark only they see in its history. `to` and `item` name
 * it as Spanish needs: 'a la tarea' / 'la tarea', 'al adicional' / 'el adicional'.
 */
export const subscriptionRow = (
  to: string,
  item: string,
): HistoryRow<{ data: { userId: string } & Subscription }, OwnMarks> => ({
  ownMark: ({ data }) => data.userId,
  read: ({ data }, before) => ({
    says: data.subscribed ? `se suscribió ${to}` : `dejó de seguir ${item}`,
    changes: change('Suscripción', subscription(before.subscriptions[data.userId]), subscription(data)),
  }),
});

/** A reader's weekly reminder of the item, a mark only they see in its history. */
export const reminderRow: HistoryRow<{ data: { userId: string } & WeeklyReminder }, OwnMarks> = {
  ownMark: ({ data }) => data.userId,
  read: ({ data }, before) => ({
    says: 'cambió su recordatorio semanal',
    changes: change('Recordatorio', reminder(before.reminders[data.userId]), reminder(data)),
  }),
};

/** The priority and critical date an item's modification changed (the fields tasks, RDI and additionals share). */
export const priorityAndCriticalDate = (
  changes: { priority?: number; criticalDate?: string | null },
  before: { priority: number; criticalDate: string | null },
): HistoryChange[] => [
  ...(changes.priority === undefined ? [] : change('Prioridad', priority(before.priority), priority(changes.priority))),
  ...(changes.criticalDate === undefined
    ? []
    : change('Fecha crítica', day(before.criticalDate), day(changes.criticalDate))),
];
