import { MONEY_MESSAGES, parseCents } from '../../../../../../services/contracts/money';
import { parseDay } from '../../../../lib/chile-date';
import { imageFileError } from '../../../../lib/image-file';
import type { FieldErrors } from '../../../../lib/use-form';
import type { ProjectValues } from './project-values';

const REQUIRED = 'Campo requerido';
const BELOW_ZERO = 'El valor no puede ser menor que 0.';
const WHOLE = /^\d+$/;

export interface ProjectRules {
  /** Today in Chile (YYYY-MM-DD): the earliest start date. */
  today: string;
  /** An edit may keep the start date the project has, even when it is past. */
  keptStartDate?: string;
}

const REQUIRED_FIELDS = [
  'companyId',
  'internalId',
  'name',
  'description',
  'address',
  'projectTypeId',
  'currency',
  'contractValue',
  'totalDays',
  'startDate',
] as const;

function amountError(text: string): string | undefined {
  const value = text.trim();
  if (value.startsWith('-')) return BELOW_ZERO;
  return parseCents(value) === null ? MONEY_MESSAGES.amount : undefined;
}

function daysError(text: string): string | undefined {
  const value = text.trim();
  if (value.startsWith('-')) return BELOW_ZERO;
  return WHOLE.test(value) ? undefined : 'El plazo debe ser un número entero de días';
}

function startDateError(text: string, today: string, keptStartDate: string | undefined): string | undefined {
  const day = parseDay(text);
  if (!day) return 'Fecha no válida: escríbela como DD-MM-AAAA';
  return day < today && day !== keptStartDate ? 'La fecha de inicio no puede ser anterior a hoy.' : undefined;
}

/** A coordinate within ±`limit`, as the server checks it; `other` is its pair, both or neither. */
function coordinateError(text: string, other: string, limit: number, message: string): string | undefined {
  const value = text.trim();
  if (!value) return other.trim() ? REQUIRED : undefined;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) && Math.abs(number) <= limit ? undefined : message;
}

/** Spec 5 for the new and edit project dialog, with the server's own messages. */
export function validateProject(
  values: ProjectValues,
  { today, keptStartDate }: ProjectRules,
): FieldErrors<ProjectValues> {
  const errors: FieldErrors<ProjectValues> = {
    latitude: coordinateError(values.latitude, values.longitude, 90, 'Latitud no válida'),
    longitude: coordinateError(values.longitude, values.latitude, 180, 'Longitud no válida'),
    image: imageFileError(values.image),
    jefeOtQuery: values.jefeOtQuery.trim() && !values.jefeOt ? 'Selecciona un usuario de la lista' : undefined,
    contractValue: amountError(values.contractValue),
    totalDays: daysError(values.totalDays),
    startDate: startDateError(values.startDate, today, keptStartDate),
  };
  for (const field of REQUIRED_FIELDS) {
    if (!values[field].trim()) errors[field] = REQUIRED;
  }
  return errors;
}
