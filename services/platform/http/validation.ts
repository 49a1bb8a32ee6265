import { BadRequestException, type ValidationError, ValidationPipe } from '@nestjs/common';

/** One refused field: its path in the body (`user_projects.0.job_type_id`) and the Spanish text. */
export interface FieldError {
  field: string;
  message: string;
}

/** Every field a validation refused, in Spanish; unknown fields get their own message. */
export function fieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) => ({
      field,
      message: constraint === 'whitelistValidation' ? `El campo «${field}» no está permitido.` : message,
    }));
    return [...own, ...fieldErrors(error.children ?? [], field)];
  });
}

const REFUSALS_IN_DATA = Symbol('refusalsInData');

/**
 * The call of this body also lists its refusals as plain texts in `data` (spec 7: /user/create
 * answers "data (list of error messages)"), besides the `errors` every validation answers.
 */
export const RefusalsInData = (): ClassDecorator => (target) => Reflect.defineMetadata(REFUSALS_IN_DATA, true, target);

const answersInData = (errors: ValidationError[]): boolean => {
  const body = errors[0]?.target;
  return typeof body === 'object' && Reflect.getMetadata(REFUSALS_IN_DATA, body.constructor) === true;
};

export class ValidationFailed extends BadRequestException {
  constructor(errors: FieldError[], inData = false) {
    const messages = errors.map((error) => error.message);
    super({
      code: 400,
      message: messages[0] ?? 'Datos inválidos.',
      errors,
      ...(inData ? { data: messages } : {}),
    });
  }
}

/** Unknown fields are refused, not silently dropped; the body must be an object. */
export const validationPipe = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  // One message per field: the first rule it breaks, as the forms show it.
  stopAtFirstError: true,
  transform: true,
  // The target tells which body was refused (see RefusalsInData); it never leaves the server.
  validationError: { target: true, value: false },
  exceptionFactory: (errors) => new ValidationFailed(fieldErrors(errors), answersInData(errors)),
});
