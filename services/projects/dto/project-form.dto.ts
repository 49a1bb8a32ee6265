import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsLatitude,
  IsLongitude,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { CURRENCIES, PROJECT_TYPES } from '../../organisation/catalogs';
import { ExpectedVersion } from '../../platform/http/edit-version';
import { JsonField, NumberField } from '../../platform/http/form-fields';

const required = { message: 'Campo requerido' };
const notBelowZero = { message: 'El valor no puede ser menor que 0.' };

/** The checks of each field of the project form (spec 2.13, rules of section 5), for creating and editing. */
const check = {
  id: () => applyDecorators(IsString(required), IsNotEmpty(required)),
  internalId: () =>
    applyDecorators(
      MaxLength(60, { message: 'El ID puede tener hasta 60 caracteres' }),
      IsString(required),
      IsNotEmpty(required),
    ),
  name: () =>
    applyDecorators(
      MaxLength(160, { message: 'El nombre puede tener hasta 160 caracteres' }),
      IsString(required),
      IsNotEmpty(required),
    ),
  description: () =>
    applyDecorators(
      MaxLength(2000, { message: 'La descripción puede tener hasta 2000 caracteres' }),
      IsString(required),
      IsNotEmpty(required),
    ),
  address: () =>
    applyDecorators(
      MaxLength(300, { message: 'La dirección puede tener hasta 300 caracteres' }),
      IsString(required),
      IsNotEmpty(required),
    ),
  projectType: () =>
    applyDecorators(
      IsIn(
        PROJECT_TYPES.map((type) => type.id),
        { message: 'Tipo no válido' },
      ),
      IsNotEmpty(required),
      NumberField(),
    ),
  specialties: () =>
    applyDecorators(
      ArrayMaxSize(50, { message: 'Puede haber hasta 50 especialidades' }),
      MaxLength(80, { each: true, message: 'Cada especialidad puede tener hasta 80 caracteres' }),
      IsNotEmpty({ each: true, message: 'Una especialidad no puede estar vacía' }),
      IsString({ each: true, message: 'Especialidades no válidas' }),
      IsArray({ message: 'Especialidades no válidas' }),
      JsonField(),
    ),
  currency: () =>
    applyDecorators(
      IsIn(
        CURRENCIES.map((currency) => currency.id),
        { message: 'Moneda no válida' },
      ),
      IsNotEmpty(required),
      NumberField(),
    ),
  contractValue: () =>
    applyDecorators(
      Min(0, notBelowZero),
      IsNumber({ maxDecimalPlaces: 2 }, { message: 'El monto puede tener 2 decimales, formato XXXXXX.XX' }),
      IsNotEmpty(required),
      NumberField(),
    ),
  totalDays: () =>
    applyDecorators(
      Min(0, notBelowZero),
      IsInt({ message: 'El plazo debe ser un número entero de días' }),
      IsNotEmpty(required),
      NumberField(),
    ),
  startDate: () =>
    applyDecorators(Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Fecha no válida' }), IsNotEmpty(required)),
};

/** The position is optional, but a latitude goes with a longitude (docs/decisions.md). */
const hasPosition = (form: ProjectFormDto) => form.latitude !== undefined || form.longitude !== undefined;

/** The multipart form of the new project dialog (spec 2.13, rules of section 5). */
export class ProjectFormDto {
  @check.id()
  company_id!: string;

  @check.internalId()
  internal_id!: string;

  @check.name()
  name!: string;

  @check.description()
  description!: string;

  @check.address()
  address!: string;

  @ValidateIf(hasPosition)
  @IsLatitude({ message: 'Latitud no válida' })
  @IsDefined(required)
  @NumberField()
  latitude?: number;

  @ValidateIf(hasPosition)
  @IsLongitude({ message: 'Longitud no válida' })
  @IsDefined(required)
  @NumberField()
  longitude?: number;

  @check.projectType()
  project_type_id!: number;

  @IsOptional()
  @check.specialties()
  especialidades?: string[];

  @check.currency()
  currency!: number;

  @check.contractValue()
  contract_value!: number;

  @check.totalDays()
  total_days!: number;

  @check.startDate()
  start_date!: string;
}

export class CreateProjectDto extends ProjectFormDto {
  @IsOptional()
  @IsString({ message: 'Usuario Jefe OT no válido' })
  jefe_ot_user?: string;
}

/** A coordinate of an edit: a number, or sent empty to remove the project's position. */
const ClearableCoordinate = () =>
  Transform(({ value }) => (value === '' || value === null ? null : value === undefined ? undefined : Number(value)));

/** Both coordinates, or both empty (no position), or neither (the position stays). */
const editsPosition = (form: UpdateProjectDto) => form.latitude != null || form.longitude != null;

/**
 * The edit project dialog: only the fields the person touched (a field left out stays as it is),
 * each checked as when creating; the version the form was opened on (edit-conflict.ts).
 */
export class UpdateProjectDto {
  @check.id()
  project_id!: string;

  @IsOptional()
  @check.id()
  company_id?: string;

  @IsOptional()
  @check.internalId()
  internal_id?: string;

  @IsOptional()
  @check.name()
  name?: string;

  @IsOptional()
  @check.description()
  description?: string;

  @IsOptional()
  @check.address()
  address?: string;

  @ValidateIf(editsPosition)
  @IsLatitude({ message: 'Latitud no válida' })
  @IsDefined(required)
  @ClearableCoordinate()
  latitude?: number | null;

  @ValidateIf(editsPosition)
  @IsLongitude({ message: 'Longitud no válida' })
  @IsDefined(required)
  @ClearableCoordinate()
  longitude?: number | null;

  @IsOptional()
  @check.projectType()
  project_type_id?: number;

  @IsOptional()
  @check.specialties()
  especialidades?: string[];

  @IsOptional()
  @check.currency()
  currency?: number;

  @IsOptional()
  @check.contractValue()
  contract_value?: number;

  @IsOptional()
  @check.totalDays()
  total_days?: number;

  @IsOptional()
  @check.startDate()
  start_date?: string;

  @ExpectedVersion()
  expected_version?: number;
}
