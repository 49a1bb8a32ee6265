import { BadRequestException, type ValidationError, ValidationPipe } from '@nestjs/common';

/** Every message a validation found, in Spanish; unknown fields get their own message. */
export function validationMessages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) =>
      constraint === 'whitelistValidation' ? `El campo «${path}» no está permitido.` : message,
    );
    return [...own, ...validationMessages(error.children ?? [], path)];
  });
}

export class ValidationFailed extends BadRequestException {
  constructor(readonly messages: string[]) {
    super({ code: 400, message: messages[0] ?? 'Datos inválidos.', errors: messages });
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
  exceptionFactory: (errors) => new ValidationFailed(validationMessages(errors)),
});
