import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { isCalendarDay } from '../clock/calendar';
import { DomainError } from '../domain-error';
import { exceedsJsonDepth, MALFORMED_REQUEST } from './json-depth';

/** A decimal number as text (`12`, `-33.64`, `1520000.25`, `1e-7`): what a form's number field sends. */
const NUMBER_TEXT = /^\s*-?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?\s*$/i;

/**
 * A number field's value read as a number: a number stays, a number's text becomes it, anything
 * else (a boolean above all: `true` is not 1) is kept as sent for its validation to refuse.
 */
export const numberOf = (value: unknown): unknown =>
  typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value;

/** Multipart fields arrive as text: a number field becomes a number, an empty one is left out. */
export const NumberField = () =>
  Transform(({ value }) => (value === '' || value === undefined || value === null ? undefined : numberOf(value)));

/** `'true'`/`'1'` and `'false'`/`'0'` from forms, booleans from JSON. */
export const BooleanField = () =>
  Transform(({ value }) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  );

/**
 * A value sent as JSON text (spec: especialidades), parsed when it nests no deeper than any form
 * of ours; text that is not JSON is kept so validation reports it.
 */
export const JsonField = () =>
  Transform(({ value, key }) => {
    if (typeof value !== 'string' || value === '') return value === '' ? undefined : value;
    if (exceedsJsonDepth(value)) {
      throw new DomainError('request.too_deep', MALFORMED_REQUEST, 400, undefined, { field: key });
    }
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  });

/** A real calendar day, YYYY-MM-DD, of the years 1900 to 2200 (clock/calendar.ts). */
export const IsCalendarDay = (message: string) =>
  ValidateBy({ name: 'isCalendarDay', validator: { validate: isCalendarDay, defaultMessage: () => message } });

/** The largest page any list is asked for: far past any project's items, far below what a skip overflows. */
export const MAX_PAGE = 100_000;

/** An optional page number (from 1), as JSON, form or query text. */
export const PageField = (message = 'Valor no válido') =>
  applyDecorators(IsOptional(), IsInt({ message }), Min(1, { message }), Max(MAX_PAGE, { message }), NumberField());

const REQUIRED = { message: 'Campo requerido' };

/**
 * A required text of at most `max` characters, as the organisation forms check it: empty or not
 * text answers 'Campo requerido', longer answers `tooLong` (the first refusal is the one answered).
 */
export const RequiredText = (max: number, tooLong: string) =>
  applyDecorators(IsNotEmpty(REQUIRED), IsString(REQUIRED), MaxLength(max, { message: tooLong }));
