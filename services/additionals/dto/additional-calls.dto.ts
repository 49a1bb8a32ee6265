import { IsArray, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { RequiredId, SeenStatus } from '../../items/dto/item-fields.dto';
import { ListOrder } from '../../items/dto/item-listing.dto';
import { SendByEmailFields } from '../../items/send-by-email';
import { NumberField, PageField } from '../../platform/http/form-fields';
import { QueryNumber, QueryNumberList } from '../../platform/http/query-call';
import { ProjectIdDto } from '../../projects/dto/project-calls.dto';
import { ADDITIONAL_MESSAGES } from '../additional.decider';

const invalid = { message: 'Valor no válido' };

export class AdditionalIdDto {
  @RequiredId() additional_id!: string;
}

/** Spec 7 (change status): 2 accept, 3 ask to annul, 4 cancel. */
export class ChangeAdditionalStatusDto extends AdditionalIdDto {
  @IsIn([2, 3, 4], { message: ADDITIONAL_MESSAGES.newStatus })
  @NumberField()
  new_status!: 2 | 3 | 4;

  /** Why it asks to annul (3): the decider requires it there. */
  @IsOptional()
  @MaxLength(2000, { message: 'El motivo puede tener hasta 2000 caracteres.' })
  @IsString(invalid)
  reason?: string;
}

/** Seen status (spec: 0, 1 or 2). */
export class AdditionalSeenDto extends AdditionalIdDto {
  @SeenStatus() status!: 0 | 1 | 2;
}

/** `/additionals/list` (type 2), a GET: its payload in the query, or a JSON body. */
export class AdditionalListDto extends ProjectIdDto {
  /** 1 Vigente, 2 Aceptado, 3 Solicita Anular, 4 Cancelado; all four unless told. */
  @IsOptional()
  @IsIn([1, 2, 3, 4], { each: true, ...invalid })
  @IsArray(invalid)
  @QueryNumberList()
  statuses?: Array<1 | 2 | 3 | 4>;

  @PageField() page?: number;
  @ListOrder(QueryNumber) order?: number;

  /** Additional types: 1 Obra Extraordinaria, 2 Aumento de Obra, 3 Disminución de Obra. */
  @IsOptional()
  @IsIn([1, 2, 3], { each: true, ...invalid })
  @IsArray(invalid)
  @QueryNumberList()
  filtered_types?: Array<1 | 2 | 3>;

  @IsOptional()
  @IsInt({ each: true, ...invalid })
  @IsArray(invalid)
  @QueryNumberList()
  filtered_specialties?: number[];

  /** 2 Constructora (Jefe OT), 1 ITO: who must respond. */
  @IsOptional()
  @IsIn([1, 2], { each: true, ...invalid })
  @IsArray(invalid)
  @QueryNumberList()
  filtered_responsable?: Array<1 | 2>;
}

/** 'Enviar por correo' of one item. */
export class SendAdditionalByEmailDto extends SendByEmailFields {
  @RequiredId() additional_id!: string;
}
