import { applyDecorators } from '@nestjs/common';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  Min,
} from 'class-validator';
import { ExpectedVersion } from '../../platform/http/edit-version';
import { RequiredEmail } from '../../platform/http/email-field';
import { JsonField, NumberField, RequiredText } from '../../platform/http/form-fields';
import { RefusalsInData } from '../../platform/http/validation';

const required = { message: 'Campo requerido' };
const badJob = { message: 'Tipo de cargo no válido' };

/** The checks of each profile field both user forms share (multipart: numbers arrive as text). */
// Checks run in the order listed (as stacked decorators, bottom-up): the first refusal is the one answered.
const check = {
  name: () => RequiredText(120, 'El nombre puede tener hasta 120 caracteres'),
  phone: () => RequiredText(40, 'El teléfono puede tener hasta 40 caracteres'),
  address: () => RequiredText(200, 'La dirección puede tener hasta 200 caracteres'),
  defaultJob: () => applyDecorators(NumberField(), IsInt(badJob), Min(1, badJob), Max(99, badJob), IsOptional()),
};

/**
 * Spec 2.16 'Editar Usuario': the fields the person touched (a field left out stays as it is),
 * and the version the form was opened on. The e-mail is shown but never changes.
 */
export class UpdateUserDto {
  @IsString(required)
  @IsNotEmpty(required)
  user_id!: string;

  @IsOptional()
  @check.name()
  name?: string;

  @IsOptional()
  @check.phone()
  phone?: string;

  @IsOptional()
  @check.address()
  address?: string;

  @check.defaultJob()
  default_job?: number;

  @IsOptional()
  @IsEmail({}, { message: 'Email debe ser válido' })
  email?: string;

  @ExpectedVersion()
  expected_version?: number;
}

/** Spec 2.16 'Creación de Usuario'; project_id is a JSON list of project ids. */
@RefusalsInData()
export class CreateUserDto {
  @RequiredEmail()
  email!: string;

  @IsString(required)
  @IsNotEmpty(required)
  company_id!: string;

  @IsString({ each: true, message: 'Proyecto no válido' })
  @ArrayMaxSize(200, { message: 'Se pueden asignar hasta 200 proyectos a la vez' })
  @ArrayNotEmpty(required)
  @IsArray(required)
  @JsonField()
  project_id!: string[];

  @check.name()
  name!: string;

  @check.phone()
  phone!: string;

  @check.address()
  address!: string;

  @check.defaultJob()
  default_job?: number;
}
