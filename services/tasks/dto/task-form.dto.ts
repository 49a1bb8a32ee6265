import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
} from 'class-validator';
import { EachEntry, isRecipient } from '../../items/entry-checks';
import { ExpectedVersion } from '../../platform/http/edit-version';
import { BooleanField, IsCalendarDay, JsonField, NumberField } from '../../platform/http/form-fields';
import { TASK_CODES } from '../task-codes';

const required = { message: 'Campo requerido' };
export const EMPTY_DESCRIPTION = 'Por favor escribe una descripción. Este campo no puede estar vacio.';
export const EMPTY_MESSAGE = 'Por favor escribe un mensaje. Este campo no puede estar vacio.';
export const BAD_PRIORITY = { message: 'La prioridad debe ser 1, 2 o 3.' };
const BAD_DATE = 'La fecha crítica debe ser una fecha AAAA-MM-DD entre 1900 y 2200.';
const BAD_REMINDER = 'Los días del recordatorio deben ser números del 0 al 6 (JSON).';
export const BAD_COPY_TO = 'La lista de copia debe ser una lista JSON de correos y nombres.';
const BAD_SUBTASKS = 'Las subtareas deben ser una lista JSON con el título de cada una.';
export const PRIORITIES = [1, 2, 3];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A rich-text field with words in it: the editor's empty paragraph (`<p></p>`) is empty. */
export const HasText = (message: string) =>
  ValidateBy({
    name: 'hasText',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' &&
        value
          .replace(/<[^>]*>/g, '')
          .replaceAll('&nbsp;', ' ')
          .trim().length > 0,
      defaultMessage: () => message,
    },
  });

/** Spec: critical_date, a real day of 1900 to 2200. */
export const IsCalendarDate = () => IsCalendarDay(BAD_DATE);

/** A list whose every entry passes `check` (JSON lists arrive parsed by JsonField). */
const isWeekday = (day: unknown) => Number.isInteger(day) && (day as number) >= 0 && (day as number) <= 6;
const isSubtask = (entry: unknown) =>
  isRecord(entry) && typeof entry.title === 'string' && entry.title.trim() !== '' && entry.title.length <= 500;

/** The weekly reminder of both forms: weekday indexes as JSON text, and whether it repeats. */
export class ReminderFields {
  @IsOptional()
  @ArrayMaxSize(7, { message: BAD_REMINDER })
  @EachEntry('weekdays', isWeekday, BAD_REMINDER)
  @JsonField()
  reminder?: number[];

  @IsOptional()
  @IsBoolean({ message: 'Valor no válido' })
  @BooleanField()
  reminder_repeatable?: boolean;
}

/**
 * The task form (spec 3), multipart with files[]; rules of spec 5. 'Crear Consulta' adds its code;
 * 'Crear Posible Adicional' sends it as it is, flagged is_posible_additional.
 */
export class TaskFormFields extends ReminderFields {
  @IsString(required)
  @IsNotEmpty(required)
  project_id!: string;

  @MaxLength(200, { message: 'El título puede tener hasta 200 caracteres.' })
  @IsNotEmpty(required)
  @IsString(required)
  title!: string;

  @IsOptional()
  @IsIn(PRIORITIES, BAD_PRIORITY)
  @NumberField()
  priority?: 1 | 2 | 3;

  @MaxLength(100_000, { message: 'La descripción es demasiado larga.' })
  @HasText(EMPTY_DESCRIPTION)
  description!: string;

  @IsOptional()
  @ArrayMaxSize(100, { message: 'Puede haber hasta 100 subtareas.' })
  @EachEntry('subtasks', isSubtask, BAD_SUBTASKS)
  @JsonField()
  subtareas?: Array<{ title: string; date_added?: string }>;

  @ArrayMaxSize(200, { message: 'Puede haber hasta 200 participantes.' })
  @IsString({ each: true, message: 'Participantes no válidos.' })
  @ArrayMinSize(1, required)
  @IsArray(required)
  @JsonField()
  participants!: string[];

  @IsString(required)
  @IsNotEmpty(required)
  responsable!: string;

  @IsOptional()
  @IsCalendarDate()
  critical_date?: string;

  @IsOptional()
  @IsBoolean({ message: 'Valor no válido' })
  @BooleanField()
  private?: boolean;

  @IsOptional()
  @ArrayMaxSize(100, { message: 'Puede haber hasta 100 destinatarios.' })
  @EachEntry('recipients', isRecipient, BAD_COPY_TO)
  @JsonField()
  copy_to?: Array<{ email: string; name?: string }>;

  @IsOptional()
  @IsBoolean({ message: 'Valor no válido' })
  @BooleanField()
  is_posible_additional?: boolean;
}

/** 'Crear Consulta': the task form with its code (spec 5: required). */
export class CreateTaskDto extends TaskFormFields {
  @IsIn(
    TASK_CODES.map((code) => code.id),
    { message: 'El código no existe.' },
  )
  @IsNotEmpty(required)
  @NumberField()
  code_id!: number;
}

/** The edit form of tasks and RDI (spec 3): a field left out, or a priority sent as null, stays as it is. */
export class EditFormFields extends ReminderFields {
  @IsString(required)
  @IsNotEmpty(required)
  id!: string;

  /** The item's version when the form was opened (its detail's `version`). */
  @ExpectedVersion()
  expected_version?: number;

  @IsOptional()
  @IsIn(PRIORITIES, BAD_PRIORITY)
  priority?: 1 | 2 | 3 | null;

  /** null or '' clears the critical date. */
  @IsOptional()
  @IsCalendarDate()
  @Transform(({ value }) => (value === '' ? null : value))
  critical_date?: string | null;

  @IsOptional()
  @IsBoolean({ message: 'Valor no válido' })
  @BooleanField()
  subscribe_status?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'Valor no válido' })
  @BooleanField()
  subscribe_status_mail?: boolean;
}

/** The edit form's shared fields as the Modify commands of tasks, RDI and additionals take them: a field left out stays as it is. */
export function itemModification(form: EditFormFields) {
  return {
    ...(form.priority ? { priority: form.priority } : {}),
    ...(form.critical_date !== undefined ? { criticalDate: form.critical_date || null } : {}),
    ...(form.subscribe_status !== undefined
      ? { subscription: { subscribed: form.subscribe_status, byEmail: form.subscribe_status_mail ?? false } }
      : {}),
    ...(form.reminder !== undefined
      ? { reminder: { days: form.reminder, repeatable: form.reminder_repeatable ?? false } }
      : {}),
  };
}

/** The task's edit form: the shared fields and its private switch (task only). */
export class UpdateTaskDto extends EditFormFields {
  @IsOptional()
  @IsBoolean({ message: 'Valor no válido' })
  private?: boolean;
}

/** A reply (multipart with files[]). */
export class AddInteractionDto {
  @IsString(required)
  @IsNotEmpty(required)
  task_id!: string;

  @MaxLength(100_000, { message: 'El mensaje es demasiado largo.' })
  @HasText(EMPTY_MESSAGE)
  message!: string;

  @IsOptional()
  @IsBoolean({ message: 'Valor no válido' })
  @BooleanField()
  is_response?: boolean;
}
