import type { Priority } from '../../../../services/contracts/item-answers';

/** The 'Crear Consulta' form (spec 3, task form) as the user fills it; also what a draft keeps. */
export interface TaskDraft {
  title: string;
  priority: Priority;
  codeId: string;
  /** Markdown. */
  description: string;
  subtasks: string[];
  responsibleId: string;
  participantIds: string[];
  /** DD-MM-YYYY as typed. */
  criticalDate: string;
  private: boolean;
  /** Ids of the members copied. */
  copyTo: string[];
  reminderDays: number[];
  reminderRepeatable: boolean;
}

export const emptyDraft = (responsibleId: string): TaskDraft => ({
  title: '',
  priority: 1,
  codeId: '',
  description: '',
  subtasks: [],
  responsibleId,
  participantIds: [],
  criticalDate: '',
  private: false,
  copyTo: [],
  reminderDays: [],
  reminderRepeatable: false,
});

/** The minimized-items bar names a task draft by its title (spec 3, drafts). */
export const draftTitle = (title: string) => `Borrador Tarea: ${title.trim() || 'Sin Título'}`;

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);
const isDayList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((day) => Number.isInteger(day) && day >= 0 && day <= 6);

/**
 * A draft read back from storage: each field that still has its shape, over an empty form (a
 * stored draft may come from an older client).
 */
export function draftFromStored(stored: unknown, base: TaskDraft): TaskDraft {
  if (typeof stored !== 'object' || stored === null) return base;
  const values = stored as Record<string, unknown>;
  const pick = <Field extends keyof TaskDraft>(field: Field, valid: (value: unknown) => boolean): TaskDraft[Field] =>
    valid(values[field]) ? (values[field] as TaskDraft[Field]) : base[field];
  return {
    title: pick('title', isText),
    priority: pick('priority', (value) => value === 1 || value === 2 || value === 3),
    codeId: pick('codeId', isText),
    description: pick('description', isText),
    subtasks: pick('subtasks', isTextList),
    responsibleId: pick('responsibleId', (value) => isText(value) && value !== ''),
    participantIds: pick('participantIds', isTextList),
    criticalDate: pick('criticalDate', isText),
    private: pick('private', (value) => typeof value === 'boolean'),
    copyTo: pick('copyTo', isTextList),
    reminderDays: pick('reminderDays', isDayList),
    reminderRepeatable: pick('reminderRepeatable', (value) => typeof value === 'boolean'),
  };
}
