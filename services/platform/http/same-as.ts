import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** The field must equal another field of the same body (a password and its confirmation). */
export const SameAs = (field: string, options: ValidationOptions) =>
  ValidateBy(
    {
      name: 'sameAs',
      constraints: [field],
      validator: {
        validate: (value: unknown, args?: ValidationArguments) =>
          value === (args?.object as Record<string, unknown> | undefined)?.[field],
      },
    },
    options,
  );
