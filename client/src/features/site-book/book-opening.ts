import type { EntryType } from './site-book-types';

/** 'Abrir Libro de Obra': who writes (job type ids) and, per entry type, who must take notice. */
export interface BookOpening {
  writers: readonly number[];
  noticeBy: Readonly<Record<EntryType, readonly number[]>>;
}

/** Nothing chosen yet: who writes and who takes notice is the opener's choice, not a default of ours. */
export const emptyOpening = (): BookOpening => ({ writers: [], noticeBy: { 1: [], 2: [], 3: [], 4: [], 5: [] } });

const toggled = (ids: readonly number[], id: number, on: boolean): number[] =>
  on ? [...new Set([...ids, id])].sort((a, b) => a - b) : ids.filter((other) => other !== id);

export const withWriter = (opening: BookOpening, jobType: number, on: boolean): BookOpening => ({
  ...opening,
  writers: toggled(opening.writers, jobType, on),
});

export const withNotice = (opening: BookOpening, type: EntryType, jobType: number, on: boolean): BookOpening => ({
  ...opening,
  noticeBy: { ...opening.noticeBy, [type]: toggled(opening.noticeBy[type], jobType, on) },
});

/** The form can tell only that nobody would write; the server judges the rest. */
export const openingError = (opening: BookOpening): string | undefined =>
  opening.writers.length === 0 ? 'Elige al menos un cargo que escriba en el libro.' : undefined;
