import { applyDecorators } from '@nestjs/common';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

/**
 * A required e-mail with the texts of spec 5. The checks run in this order and the first failing
 * one answers: an empty field is 'Email es obligatorio', not an invalid address.
 */
export const RequiredEmail = () =>
  applyDecorators(
    IsNotEmpty({ message: 'Email es obligatorio' }),
    IsString({ message: 'Email es obligatorio' }),
    IsEmail({}, { message: 'Email debe ser válido' }),
    MaxLength(254, { message: 'Email debe ser válido' }),
  );
