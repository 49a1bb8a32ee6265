import type { Priority } from '../../../../services/contracts/item-answers';
import { draftFromStored, isDayList, isFlag, isNumberList, isText, isTextList } from '../../lib/stored-draft';

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

/** A draft read back from storage: each field that still has its shape, over an empty form. */
export const rdiDraftFromStored = (stored: unknown): RdiDraft =>
  draftFromStored(stored, emptyRdiDraft(), {
    title: isText,
    priority: (value) => value === 1 || value === 2 || value === 3,
    specialtyIds: isNumberList,
    subjectId: isText,
    newSubject: isText,
    criticalDate: isText,
    copyTo: isTextList,
    attachFiles: isFlag,
    reminderDays: isDayList,
    reminderRepeatable: isFlag,
    description: isText,
    taskId: (value) => value === null || isText(value),
  });
