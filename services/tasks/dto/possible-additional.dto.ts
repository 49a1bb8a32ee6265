import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { PageField } from '../../platform/http/form-fields';
import { QueryList, QueryNumber } from '../../platform/http/query-call';
import { ProjectIdDto } from '../../projects/dto/project-calls.dto';
import { TaskFormFields } from './task-form.dto';

const invalid = { message: 'Valor no válido' };
const required = { message: 'Campo requerido' };

/**
 * 'Crear Posible Adicional' (additionals spec 3, 'Possible-additional task form'): the task form
 * without a code, multipart with files[]; is_posible_additional is sent true and held true whatever
 * is sent.
 */
export class CreatePossibleAdditionalDto extends TaskFormFields {}

/** `/additionals/listAdditionalLikely` (spec 7), a query call: GET with its query or POST with JSON. */
export class PossibleAdditionalListDto extends ProjectIdDto {
  @PageField()
  page?: number;

  /** The order toggle (spec tasks 4): 1 and 2 priority down and up, 3 and 4 number down and up. */
  @IsOptional()
  @IsIn([1, 2, 3, 4], invalid)
  @QueryNumber()
  order?: number;

  /** 1 open, 3 finished; left out, both. */
  @IsOptional()
  @IsIn([1, 3], invalid)
  @QueryNumber()
  status?: 1 | 3;

  @IsOptional()
  @ArrayMaxSize(500, invalid)
  @IsString({ each: true, ...invalid })
  @IsArray(invalid)
  @QueryList()
  filtered_creator_users?: string[];

  @IsOptional()
  @ArrayMaxSize(500, invalid)
  @IsString({ each: true, ...invalid })
  @IsArray(invalid)
  @QueryList()
  filtered_resp_users?: string[];
}

/** `/additionals/getAdditionalLikely` (spec 7). */
export class PossibleAdditionalIdDto {
  @IsString(required)
  @IsNotEmpty(required)
  additional_likely_id!: string;
}
