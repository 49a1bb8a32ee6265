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
  MaxLength,
  Min,
} from 'class-validator';
import { RequiredEmail } from '../../platform/http/email-field';
import { JsonField, NumberField } from '../../platform/http/form-fields';
import { RefusalsInData } from '../../platform/http/validation';

const required = { message: 'Campo requerido' };
const badJob = { message: 'Tipo de cargo no válido' };

/** The profile fields both user forms share (multipart: numbers arrive as text). */
class UserProfileDto {
  @MaxLength(120, { message: 'El nombre puede tener hasta 120 caracteres' })
  @IsString(required)
  @IsNotEmpty(required)
  name!: string;

  @MaxLength(40, { message: 'El teléfono puede tener hasta 40 caracteres' })
  @IsString(required)
  @IsNotEmpty(required)
  phone!: string;

  @MaxLength(200, { message: 'La dirección puede tener hasta 200 caracteres' })
  @IsString(required)
  @IsNotEmpty(required)
  address!: string;

  @IsOptional()
  @Max(99, badJob)
  @Min(1, badJob)
  @IsInt(badJob)
  @NumberField()
  default_job?: number;
}

/** Spec 2.16 'Editar Usuario': the e-mail is shown but never changes. */
export class UpdateUserDto extends UserProfileDto {
  @IsString(required)
  @IsNotEmpty(required)
  user_id!: string;

  @IsOptional()
  @IsEmail({}, { message: 'Email debe ser válido' })
  email?: string;
}

/** Spec 2.16 'Creación de Usuario'; project_id is a JSON list of project ids. */
@RefusalsInData()
export class CreateUserDto extends UserProfileDto {
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
}
