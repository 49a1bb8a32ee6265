import { Transform } from 'class-transformer';

/** Multipart fields arrive as text: a number field becomes a number, an empty one is left out. */
export const NumberField = () =>
  Transform(({ value }) => (value === '' || value === undefined || value === null ? undefined : Number(value)));

/** `'true'`/`'1'` and `'false'`/`'0'` from forms, booleans from JSON. */
export const BooleanField = () =>
  Transform(({ value }) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  );

/** A list sent as JSON text (spec: especialidades); text that is not JSON is kept so validation reports it. */
export const JsonField = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string' || value === '') return value === '' ? undefined : value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  });
