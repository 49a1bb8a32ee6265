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
import { CURRENCIES, PROJECT_TYPES } from '../../organisation/catalogs';
import { IsCalendarDay, JsonField, NumberField } from '../../platform/http/form-fields';
import { PROJECT_LIMITS, PROJECT_MESSAGES } from '../project.decider';

const required = { message: 'Campo requerido' };
const notBelowZero = { message: PROJECT_MESSAGES.negative };

/** The position is optional, but a latitude goes with a longitude (docs/decisions.md). */
const hasPosition = (form: ProjectFormDto) => form.latitude !== undefined || form.longitude !== undefined;

/** The multipart form of the new and edit project dialog (spec 2.13, rules of section 5). */
export class ProjectFormDto {
  @IsString(required)
  @IsNotEmpty(required)
  company_id!: string;

  @MaxLength(60, { message: 'El ID puede tener hasta 60 caracteres' })
  @IsString(required)
  @IsNotEmpty(required)
  internal_id!: string;

  @MaxLength(160, { message: 'El nombre puede tener hasta 160 caracteres' })
  @IsString(required)
  @IsNotEmpty(required)
  name!: string;

  @MaxLength(2000, { message: 'La descripción puede tener hasta 2000 caracteres' })
  @IsString(required)
  @IsNotEmpty(required)
  description!: string;

  @MaxLength(300, { message: 'La dirección puede tener hasta 300 caracteres' })
  @IsString(required)
  @IsNotEmpty(required)
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

  @IsIn(
    PROJECT_TYPES.map((type) => type.id),
    { message: 'Tipo no válido' },
  )
  @IsNotEmpty(required)
  @NumberField()
  project_type_id!: number;

  @IsOptional()
  @ArrayMaxSize(50, { message: 'Puede haber hasta 50 especialidades' })
  @MaxLength(80, { each: true, message: 'Cada especialidad puede tener hasta 80 caracteres' })
  @IsNotEmpty({ each: true, message: 'Una especialidad no puede estar vacía' })
  @IsString({ each: true, message: 'Especialidades no válidas' })
  @IsArray({ message: 'Especialidades no válidas' })
  @JsonField()
  especialidades?: string[];

  @IsIn(
    CURRENCIES.map((currency) => currency.id),
    { message: 'Moneda no válida' },
  )
  @IsNotEmpty(required)
  @NumberField()
  currency!: number;

  @Max(PROJECT_LIMITS.contractValue, { message: PROJECT_MESSAGES.amountTooLarge })
  @Min(0, notBelowZero)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: PROJECT_MESSAGES.amountFormat })
  @IsNotEmpty(required)
  @NumberField()
  contract_value!: number;

  @Max(PROJECT_LIMITS.totalDays, { message: PROJECT_MESSAGES.tooManyDays })
  @Min(0, notBelowZero)
  @IsInt({ message: PROJECT_MESSAGES.wholeDays })
  @IsNotEmpty(required)
  @NumberField()
  total_days!: number;

  @IsCalendarDay(PROJECT_MESSAGES.startDate)
  @IsNotEmpty(required)
  start_date!: string;
}

export class CreateProjectDto extends ProjectFormDto {
  @IsOptional()
  @IsString({ message: 'Usuario Jefe OT no válido' })
  jefe_ot_user?: string;
}

export class UpdateProjectDto extends ProjectFormDto {
  @IsString(required)
  @IsNotEmpty(required)
  project_id!: string;
}
