import { applyDecorators } from '@nestjs/common';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
} from 'class-validator';
import { BooleanField, IsCalendarDay, JsonField, NumberField } from '../../platform/http/form-fields';
import { EachEntry, isRecipient } from '../entry-checks';

/**
 * The fields and checks the forms of every item (task, RDI, additional) share, with their Spanish
 * messages. Each field is one composed decorator rather than a base class: a class's own fields are
 * validated before the ones it inherits, and the first refusal is the one answered, so the forms
 * keep their fields in their own order.
 */

export const EMPTY_DESCRIPTION = 'Por favor escribe una descripción. Este campo no puede estar vacio.';
export const EMPTY_MESSAGE = 'Por favor escribe un mensaje. Este campo no puede estar vacio.';
export const BAD_PRIORITY = { message: 'La prioridad debe ser 1, 2 o 3.' };
const BAD_DATE = 'La fecha crítica debe ser una fecha AAAA-MM-DD entre 1900 y 2200.';
const BAD_REMINDER = 'Los días del recordatorio deben ser números del 0 al 6 (JSON).';
const BAD_COPY_TO = 'La lista de copia debe ser una lista JSON de correos y nombres.';
const DESCRIPTION_TOO_LONG = { message: 'La descripción es demasiado larga.' };
const required = { message: 'Campo requerido' };
const invalid = { message: 'Valor no válido' };
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

/** An id a call must carry (the project's, the item's, a person's): 'Campo requerido' when empty or not text. */
export const RequiredId = () => applyDecorators(IsNotEmpty(required), IsString(required));

/** The critical date a creation form may carry. */
export const CriticalDateField = () => applyDecorators(IsCalendarDate(), IsOptional());

/** The required title of a task or an RDI: up to 200 characters. */
export const ItemTitle = () =>
  applyDecorators(
    IsString(required),
    IsNotEmpty(required),
    MaxLength(200, { message: 'El título puede tener hasta 200 caracteres.' }),
  );

/** The priority a creation form picks (spec 9), as form text or a JSON number. */
export const ItemPriority = () => applyDecorators(NumberField(), IsIn(PRIORITIES, BAD_PRIORITY), IsOptional());

/** The required description of a task or an RDI: rich text with words in it. */
export const ItemDescription = () =>
  applyDecorators(HasText(EMPTY_DESCRIPTION), MaxLength(100_000, DESCRIPTION_TOO_LONG));

/** A description a form may leave out (an additional's, its revision's, a payment status's). */
export const OptionalDescription = () =>
  applyDecorators(IsString(invalid), MaxLength(100_000, DESCRIPTION_TOO_LONG), IsOptional());

/** A yes or no a form may leave out: 'true'/'1' and 'false'/'0' from forms, booleans from JSON. */
export const OptionalFlag = () => applyDecorators(BooleanField(), IsBoolean(invalid), IsOptional());

/** The task an RDI or an additional is raised from ('Enviar a RDI', a possible additional). */
export const RaisedFromTask = () => applyDecorators(IsString(required), IsNotEmpty(required), IsOptional());

/** The project's specialty numbers an item is filed under (JSON text); a required list needs one at least. */
export const SpecialtyNumbers = ({ required: isRequired }: { required: boolean }) =>
  applyDecorators(
    JsonField(),
    IsArray(required),
    isRequired ? ArrayMinSize(1, required) : IsOptional(),
    IsInt({ each: true, ...invalid }),
    ArrayMaxSize(100, invalid),
  );

/** 'Copia a' (copy_to): up to 100 recipients as a JSON list of e-mails and names. */
export const CopyToField = () =>
  applyDecorators(
    JsonField(),
    EachEntry('recipients', isRecipient, BAD_COPY_TO),
    ArrayMaxSize(100, { message: 'Puede haber hasta 100 destinatarios.' }),
    IsOptional(),
  );

/** The seen status of an item for its reader (spec: 0, 1 or 2). */
export const SeenStatus = () =>
  applyDecorators(NumberField(), IsIn([0, 1, 2], { message: 'El estado debe ser 0, 1 o 2.' }));

const isWeekday = (day: unknown) => Number.isInteger(day) && (day as number) >= 0 && (day as number) <= 6;

/** The weekly reminder of the item forms: weekday indexes as JSON text, and whether it repeats. */
export class ReminderFields {
  @IsOptional()
  @ArrayMaxSize(7, { message: BAD_REMINDER })
  @EachEntry('weekdays', isWeekday, BAD_REMINDER)
  @JsonField()
  reminder?: number[];

  @OptionalFlag()
  reminder_repeatable?: boolean;
}

/**
 * A reply to a task or an RDI (multipart with files[]): its message and whether it is the official
 * response. Each feature's reply class declares the item's id, so the id is checked first.
 */
export class ItemReplyFields {
  @MaxLength(100_000, { message: 'El mensaje es demasiado largo.' })
  @HasText(EMPTY_MESSAGE)
  message!: string;

  @OptionalFlag()
  is_response?: boolean;
}
