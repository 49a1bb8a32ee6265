import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { RequiredId, SeenStatus } from '../../items/dto/item-fields.dto';
import { ListOrder, ListStatus, NumbersFilter } from '../../items/dto/item-listing.dto';
import { SendByEmailFields } from '../../items/send-by-email';
import { BooleanField, JsonField, NumberField, PageField } from '../../platform/http/form-fields';
import { ProjectIdDto } from '../../projects/dto/project-calls.dto';

const invalid = { message: 'Valor no válido' };

export class RdiIdDto {
  @RequiredId() rdi_id!: string;
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
  @SeenStatus() status!: 0 | 1 | 2;
}

/** A number or a list of numbers, as a filter may come (JSON text, a list, or one value). */
const asList = () => Transform(({ value }) => (typeof value === 'number' ? [value] : value));

/** `/rdi/list` (types 2 and 3). */
export class RdiListDto extends ProjectIdDto {
  @ListStatus() status!: 1 | 3;
  @PageField() page?: number;
  @ListOrder() order?: number;
  @NumbersFilter(JsonField(), asList()) filtered_specialties?: number[];
  @NumbersFilter(JsonField(), asList()) filtered_subjects?: number[];

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
  @RequiredId() rdi_id!: string;
}
