import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, IsBoolean, IsOptional, ValidateBy } from 'class-validator';
import { BooleanField, IsCalendarDay, JsonField } from '../../platform/http/form-fields';
import { EachEntry, isRecipient } from '../entry-checks';

/** The fields and checks the forms of every item (task, RDI, additional) share, with their Spanish messages. */

export const EMPTY_DESCRIPTION = 'Por favor escribe una descripción. Este campo no puede estar vacio.';
export const EMPTY_MESSAGE = 'Por favor escribe un mensaje. Este campo no puede estar vacio.';
export const BAD_PRIORITY = { message: 'La prioridad debe ser 1, 2 o 3.' };
const BAD_DATE = 'La fecha crítica debe ser una fecha AAAA-MM-DD entre 1900 y 2200.';
const BAD_REMINDER = 'Los días del recordatorio deben ser números del 0 al 6 (JSON).';
const BAD_COPY_TO = 'La lista de copia debe ser una lista JSON de correos y nombres.';
/** Spec 9: 1 Estándar, 2 Media, 3 Inmediata. */
export const PRIORITIES = [1, 2, 3];

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

/** 'Copia a' (copy_to): up to 100 recipients as a JSON list of e-mails and names. */
export const CopyToField = () =>
  applyDecorators(
    JsonField(),
    EachEntry('recipients', isRecipient, BAD_COPY_TO),
    ArrayMaxSize(100, { message: 'Puede haber hasta 100 destinatarios.' }),
    IsOptional(),
  );

const isWeekday = (day: unknown) => Number.isInteger(day) && (day as number) >= 0 && (day as number) <= 6;

/** The weekly reminder of the item forms: weekday indexes as JSON text, and whether it repeats. */
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
