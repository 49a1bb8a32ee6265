import type { Priority } from '../../lib/item-rules';

/** The 'Nueva RDI' form (spec 3, New RDI form) as the user fills it; also what a draft keeps. */
export interface RdiDraft {
  title: string;
  priority: Priority;
  specialtyIds: number[];
  /** An existing subject's id as text, or '' when a new one is typed. */
  subjectId: string;
  newSubject: string;
  /** DD-MM-YYYY as typed. */
  criticalDate: string;
  /** Ids of the members copied. */
  copyTo: string[];
  attachFiles: boolean;
  reminderDays: number[];
  reminderRepeatable: boolean;
  /** Markdown. */
  description: string;
  /** The task it is raised from ('Enviar a RDI'). */
  taskId: string | null;
}

export const emptyRdiDraft = (): RdiDraft => ({
  title: '',
  priority: 1,
  specialtyIds: [],
  subjectId: '',
  newSubject: '',
  criticalDate: '',
  copyTo: [],
  attachFiles: false,
  reminderDays: [],
  reminderRepeatable: false,
  description: '',
  taskId: null,
});

/** Spec 3, drafts: 'Borrador RDI: {title}' or 'Sin Título'. */
export const rdiDraftTitle = (title: string) => `Borrador RDI: ${title.trim() || 'Sin Título'}`;

const isText = (value: unknown): value is string => typeof value === 'string';
const isNumberList = (value: unknown): value is number[] => Array.isArray(value) && value.every(Number.isInteger);
const isDayList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((day) => Number.isInteger(day) && day >= 0 && day <= 6);

/** A draft read back from storage: each field that still has its shape, over an empty form. */
export function rdiDraftFromStored(stored: unknown): RdiDraft {
  const base = emptyRdiDraft();
  if (typeof stored !== 'object' || stored === null) return base;
  const values = stored as Record<string, unknown>;
  const pick = <Field extends keyof RdiDraft>(field: Field, valid: (value: unknown) => boolean): RdiDraft[Field] =>
    valid(values[field]) ? (values[field] as RdiDraft[Field]) : base[field];
  const isFlag = (value: unknown) => typeof value === 'boolean';
  return {
    title: pick('title', isText),
    priority: pick('priority', (value) => value === 1 || value === 2 || value === 3),
    specialtyIds: pick('specialtyIds', isNumberList),
    subjectId: pick('subjectId', isText),
    newSubject: pick('newSubject', isText),
    criticalDate: pick('criticalDate', isText),
    copyTo: pick('copyTo', (value) => Array.isArray(value) && value.every(isText)),
    attachFiles: pick('attachFiles', isFlag),
    reminderDays: pick('reminderDays', isDayList),
    reminderRepeatable: pick('reminderRepeatable', isFlag),
    description: pick('description', isText),
    taskId: pick('taskId', (value) => value === null || isText(value)),
  };
}
