import type { CopyRecipient, WeeklyReminder } from './item.events';

/** What every item's creation form sends alike: 'Copia a' and the weekly reminder. */
interface CreationFormFields {
  copy_to?: Array<{ email: string; name?: string }>;
  reminder?: number[];
  reminder_repeatable?: boolean;
}

/** The copies' recipients and the weekly reminder of a creation form, as the creation commands take them. */
export const copiesAndReminder = (form: CreationFormFields): { copyTo: CopyRecipient[]; reminder: WeeklyReminder } => ({
  copyTo: (form.copy_to ?? []).map(({ email, name }) => ({ email, name: name ?? '' })),
  reminder: { days: form.reminder ?? [], repeatable: form.reminder_repeatable ?? false },
});

/**
 * The entries of a project's list (its specialties) a form names, each once, in the list's order;
 * `unknown` when it names one the list does not have.
 */
export function namedEntries<Entry extends { id: number }>(
  entries: readonly Entry[],
  ids: readonly number[],
): { chosen: Entry[]; unknown: boolean } {
  const wanted = new Set(ids);
  const unknown = [...wanted].some((id) => !entries.some((entry) => entry.id === id));
  return { chosen: entries.filter((entry) => wanted.has(entry.id)), unknown };
}
