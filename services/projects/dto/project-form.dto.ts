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
import { JsonField, NumberField } from '../../platform/http/form-fields';

const required = { message: 'Campo requerido' };
const notBelowZero = { message: 'El valor no puede ser menor que 0.' };

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

  @Min(0, notBelowZero)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'El monto puede tener 2 decimales, formato XXXXXX.XX' })
  @IsNotEmpty(required)
  @NumberField()
  contract_value!: number;

  @Min(0, notBelowZero)
  @IsInt({ message: 'El plazo debe ser un número entero de días' })
  @IsNotEmpty(required)
  @NumberField()
  total_days!: number;

  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Fecha no válida' })
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
