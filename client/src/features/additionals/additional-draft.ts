import type { AdditionalTypeId } from '../../../../services/contracts/additional-answers';
import type { CurrencyId } from '../../../../services/contracts/money';
import { draftFromStored, isDayList, isFlag, isNumberList, isText, isTextList } from '../../lib/stored-draft';

/** The 'Nuevo Adicional' form (spec 3, 'Additional creation form') as typed; also what a draft keeps. */
export interface AdditionalDraft {
  type: AdditionalTypeId;
  code: string;
  title: string;
  specialtyIds: number[];
  /** Ids of the members copied. */
  copyTo: string[];
  /** 0 until one is chosen. */
  currencyId: CurrencyId | 0;
  /** Decimal text as typed (XXXXXX.XX). */
  directCost: string;
  generalExpenses: string;
  utility: string;
  reminderDays: number[];
  reminderRepeatable: boolean;
  /** Markdown. */
  description: string;
  attachFiles: boolean;
}

/** Spec 3: type 1, costs 0, the project's currency, reminders repeat by default. */
export const emptyAdditionalDraft = (currencyId: CurrencyId): AdditionalDraft => ({
  type: 1,
  code: '',
  title: '',
  specialtyIds: [],
  copyTo: [],
  currencyId,
  directCost: '0',
  generalExpenses: '0',
  utility: '0',
  reminderDays: [],
  reminderRepeatable: true,
  description: '',
  attachFiles: false,
});

/** Ours (docs/decisions.md): the spec's 'Borrador RDI: ' for an additional's draft is a defect. */
export const additionalDraftTitle = (title: string) => `Borrador Adicional: ${title.trim() || 'Sin Título'}`;

export const additionalDraftFromStored = (stored: unknown, currencyId: CurrencyId): AdditionalDraft =>
  draftFromStored(stored, emptyAdditionalDraft(currencyId), {
    type: (value) => value === 1 || value === 2 || value === 3,
    code: isText,
    title: isText,
    specialtyIds: isNumberList,
    copyTo: isTextList,
    currencyId: (value) => value === 1 || value === 2,
    directCost: isText,
    generalExpenses: isText,
    utility: isText,
    reminderDays: isDayList,
    reminderRepeatable: isFlag,
    description: isText,
    attachFiles: isFlag,
  });
