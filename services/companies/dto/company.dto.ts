import { IsNotEmpty, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';

const required = { message: 'Campo requerido' };

/** Multipart fields of the new and edit company forms (spec 2.14); the logo travels as a file. */
export class CompanyDto {
  @MaxLength(120, { message: 'El nombre puede tener hasta 120 caracteres' })
  @IsString(required)
  @IsNotEmpty(required)
  name!: string;

  @MaxLength(1000, { message: 'La descripción puede tener hasta 1000 caracteres' })
  @IsString(required)
  @IsNotEmpty(required)
  description!: string;

  @IsOptional()
  @IsUrl({ require_protocol: false }, { message: 'Url Sitio Web debe ser válida' })
  url?: string;
}

export class UpdateCompanyDto extends CompanyDto {
  @IsString(required)
  @IsNotEmpty(required)
  company_id!: string;
}

export class CompaniesByUserDto {
  @IsString(required)
  @IsNotEmpty(required)
  user_id!: string;
}
