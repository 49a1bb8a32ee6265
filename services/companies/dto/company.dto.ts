import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsOptional, IsString, IsUrl, ValidateIf } from 'class-validator';
import { ExpectedVersion } from '../../platform/http/edit-version';
import { RequiredText } from '../../platform/http/form-fields';

const required = { message: 'Campo requerido' };

/** The checks of each field of the company forms (spec 2.14). */
// Checks run in the order listed (as stacked decorators, bottom-up): the first refusal is the one answered.
const check = {
  name: () => RequiredText(120, 'El nombre puede tener hasta 120 caracteres'),
  description: () => RequiredText(1000, 'La descripción puede tener hasta 1000 caracteres'),
  /** Optional; sent empty it removes the site of an edited company. */
  url: () =>
    applyDecorators(
      IsUrl({ require_protocol: false }, { message: 'Url Sitio Web debe ser válida' }),
      ValidateIf((_, value) => value !== undefined && value !== null && value !== ''),
    ),
};

/** Multipart fields of the new company form (spec 2.14); the logo travels as a file. */
export class CompanyDto {
  @check.name()
  name!: string;

  @check.description()
  description!: string;

  @check.url()
  url?: string;
}

/**
 * The edit company form: the fields the person touched (a field left out stays as it is), and
 * the version the form was opened on.
 */
export class UpdateCompanyDto {
  @IsString(required)
  @IsNotEmpty(required)
  company_id!: string;

  @IsOptional()
  @check.name()
  name?: string;

  @IsOptional()
  @check.description()
  description?: string;

  @check.url()
  url?: string;

  @ExpectedVersion()
  expected_version?: number;
}

export class CompaniesByUserDto {
  @IsString(required)
  @IsNotEmpty(required)
  user_id!: string;
}
