import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { SendByEmailFields } from '../../items/send-by-email';
import { BooleanField, JsonField, NumberField, PageField } from '../../platform/http/form-fields';
import { ProjectIdDto } from '../../projects/dto/project-calls.dto';

const required = { message: 'Campo requerido' };
const invalid = { message: 'Valor no válido' };

export class RdiIdDto {
  @IsString(required)
  @IsNotEmpty(required)
  rdi_id!: string;
}

/** Old close system: the message typed in the dialog goes before 'RDI cerrada por usuario'. */
export class CloseRdiDto extends RdiIdDto {
  @IsOptional()
  @MaxLength(100_000, { message: 'El mensaje es demasiado largo.' })
  @IsString(invalid)
  message?: string;
}

/** New close system: approval 1 creator, 2 Jefe OT, 3 ITO; new_status true approves. */
export class RdiApprovalDto extends RdiIdDto {
  @IsIn([1, 2, 3], { message: 'La aprobación debe ser 1 (creador), 2 (Jefe OT) o 3 (ITO).' })
  @NumberField()
  approval!: 1 | 2 | 3;

  @IsBoolean(invalid)
  @BooleanField()
  new_status!: boolean;
}

/** Seen status (spec: 0, 1 or 2). */
export class RdiStatusDto extends RdiIdDto {
  @IsIn([0, 1, 2], { message: 'El estado debe ser 0, 1 o 2.' })
  @NumberField()
  status!: 0 | 1 | 2;
}

/** A number or a list of numbers, as a filter may come (JSON text, a list, or one value). */
const asList = () => Transform(({ value }) => (typeof value === 'number' ? [value] : value));

/** `/rdi/list` (types 2 and 3). */
export class RdiListDto extends ProjectIdDto {
  @IsIn([1, 3], invalid)
  @NumberField()
  status!: 1 | 3;

  @PageField()
  page?: number;

  @IsOptional()
  @IsIn([1, 2, 3, 4], invalid)
  @NumberField()
  order?: number;

  @IsOptional()
  @ArrayMaxSize(500, invalid)
  @IsInt({ each: true, ...invalid })
  @IsArray(invalid)
  @asList()
  @JsonField()
  filtered_specialties?: number[];

  @IsOptional()
  @ArrayMaxSize(500, invalid)
  @IsInt({ each: true, ...invalid })
  @IsArray(invalid)
  @asList()
  @JsonField()
  filtered_subjects?: number[];

  /** 2 Jefe OT, 1 ITO (response_status). */
  @IsOptional()
  @IsIn([1, 2], { each: true, ...invalid })
  @IsArray(invalid)
  @asList()
  @JsonField()
  filtered_responsable?: Array<1 | 2>;
}

/** 'Enviar por correo' of one item. */
export class SendRdiByEmailDto extends SendByEmailFields {
  @IsString(required)
  @IsNotEmpty(required)
  rdi_id!: string;
}
