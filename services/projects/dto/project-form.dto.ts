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
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { amountNumber } from '../../contracts/money';
import { CURRENCIES, PROJECT_TYPES } from '../../organisation/catalogs';
import { ExpectedVersion } from '../../platform/http/edit-version';
import { IsCalendarDay, JsonField, NumberField, numberOf, RequiredText } from '../../platform/http/form-fields';
import { PROJECT_LIMITS, PROJECT_MESSAGES } from '../project.decider';

const required = { message: 'Campo requerido' };
const notBelowZero = { message: PROJECT_MESSAGES.negative };

/**
 * An amount typed in Chile ("1.250.000,50") or in the dot form, read exactly (contracts/money.ts
 * `amountNumber`); any other text as a number field reads it, for the checks below to refuse.
 */
const AmountField = () =>
  Transform(({ value }) => {
    if (value === '' || value === null || value === undefined) return undefined;
    return typeof value === 'string' ? (amountNumber(value) ?? numberOf(value)) : value;
  });

/** The checks of each field of the project form (spec 2.13, rules of section 5), for creating and editing. */
// Checks run in the order listed (as stacked decorators, bottom-up): the first refusal is the one answered.
const check = {
  id: () => applyDecorators(IsNotEmpty(required), IsString(required)),
  internalId: () => RequiredText(60, 'El ID puede tener hasta 60 caracteres'),
  name: () => RequiredText(160, 'El nombre puede tener hasta 160 caracteres'),
  description: () => RequiredText(2000, 'La descripción puede tener hasta 2000 caracteres'),
  address: () => RequiredText(300, 'La dirección puede tener hasta 300 caracteres'),
  projectType: () =>
    applyDecorators(
      NumberField(),
      IsNotEmpty(required),
      IsIn(
        PROJECT_TYPES.map((type) => type.id),
        { message: 'Tipo no válido' },
      ),
    ),
  specialties: () =>
    applyDecorators(
      JsonField(),
      IsArray({ message: 'Especialidades no válidas' }),
      IsString({ each: true, message: 'Especialidades no válidas' }),
      IsNotEmpty({ each: true, message: 'Una especialidad no puede estar vacía' }),
      MaxLength(80, { each: true, message: 'Cada especialidad puede tener hasta 80 caracteres' }),
      ArrayMaxSize(50, { message: 'Puede haber hasta 50 especialidades' }),
    ),
  currency: () =>
    applyDecorators(
      NumberField(),
      IsNotEmpty(required),
      IsIn(
        CURRENCIES.map((currency) => currency.id),
        { message: 'Moneda no válida' },
      ),
    ),
  contractValue: () =>
    applyDecorators(
      AmountField(),
      IsNotEmpty(required),
      IsNumber({ maxDecimalPlaces: 2 }, { message: PROJECT_MESSAGES.amountFormat }),
      Min(0, notBelowZero),
      Max(PROJECT_LIMITS.contractValue, { message: PROJECT_MESSAGES.amountTooLarge }),
    ),
  totalDays: () =>
    applyDecorators(
      NumberField(),
      IsNotEmpty(required),
      IsInt({ message: PROJECT_MESSAGES.wholeDays }),
      Min(0, notBelowZero),
      Max(PROJECT_LIMITS.totalDays, { message: PROJECT_MESSAGES.tooManyDays }),
    ),
  startDate: () => applyDecorators(IsNotEmpty(required), IsCalendarDay(PROJECT_MESSAGES.startDate)),
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
