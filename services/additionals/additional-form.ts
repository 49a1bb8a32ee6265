import { type CurrencyId, parseCents } from '../contracts/money';
import { copiesAndReminder, namedEntries } from '../items/item-form';
import { type FieldError, ValidationFailed } from '../platform/http/validation';
import { ADDITIONAL_MESSAGES, creationFormErrors, type RevisionForm } from './additional.decider';
import type { AdditionalFields, NamedEntry, RevisionCosts } from './additional.events';
import type { CreateAdditionalDto } from './dto/additional-form.dto';

/** The costs of a form as typed: the currency as sent, the amounts as text (spec 5, XXXXXX.XX). */
export interface TypedCosts {
  currency_id?: number;
  direct_cost?: string;
  general_expenses?: string;
  utility?: string;
}

const AMOUNT_FIELDS = [
  ['direct_cost', 'directCost'],
  ['general_expenses', 'generalExpenses'],
  ['utility', 'utility'],
] as const;

/**
 * The typed costs read into cents (money.ts `parseCents`). What cannot be read is left for the
 * decider's form rules to name (an amount that is not one is NaN, a currency it does not know
 * stays as sent); `missing` lists the amounts left blank, which are 'Campo requerido' instead.
 */
export function readCosts(form: TypedCosts): { costs: RevisionCosts; missing: string[] } {
  const missing: string[] = [];
  const costs = { currencyId: form.currency_id as CurrencyId, directCost: 0, generalExpenses: 0, utility: 0 };
  for (const [field, key] of AMOUNT_FIELDS) {
    const text = form[field]?.trim() ?? '';
    if (!text) missing.push(field);
    costs[key] = text ? (parseCents(text) ?? Number.NaN) : 0;
  }
  return { costs, missing };
}

/**
 * Spec 5: every wrong field of a form with its message, answered together as the validation
 * pipe answers (400, `errors` [{field, message}]); nothing when the form is right.
 */
export function refuseFormErrors(errors: Record<string, string>, missing: readonly string[]): void {
  const all: Record<string, string> = { ...errors };
  for (const field of missing) all[field] = ADDITIONAL_MESSAGES.required;
  const list: FieldError[] = Object.entries(all).map(([field, message]) => ({ field, message }));
  if (list.length > 0) throw new ValidationFailed(list);
}

/**
 * The creation form read into the additional's fields and its first revision (no files yet), or
 * refused with every wrong field together: the decider's form rules, a specialty the project does
 * not have, and the amounts left blank.
 */
export function creationForm(
  form: CreateAdditionalDto,
  projectSpecialties: NamedEntry[],
  revisionId: string,
): { fields: AdditionalFields; firstRevision: RevisionForm } {
  const { costs, missing } = readCosts(form);
  const { chosen: specialties, unknown } = namedEntries(projectSpecialties, form.especialidades ?? []);
  const fields: AdditionalFields = {
    title: form.title?.trim() ?? '',
    additionalType: form.type ?? 1,
    code: form.code ?? '',
    specialties,
    ...copiesAndReminder(form),
    fromTaskId: form.task_id ?? null,
  };
  const firstRevision: RevisionForm = { ...costs, revisionId, description: form.description ?? '', fileIds: [] };
  const errors = creationFormErrors({ ...fields, firstRevision });
  if (unknown) errors.especialidades = 'La especialidad no existe en el proyecto.';
  refuseFormErrors(errors, missing);
  return { fields, firstRevision };
}
