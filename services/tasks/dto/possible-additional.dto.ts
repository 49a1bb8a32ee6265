import { IsIn, IsOptional } from 'class-validator';
import { RequiredId } from '../../items/dto/item-fields.dto';
import { ListOrder, PeopleFilter } from '../../items/dto/item-listing.dto';
import { PageField } from '../../platform/http/form-fields';
import { QueryList, QueryNumber } from '../../platform/http/query-call';
import { ProjectIdDto } from '../../projects/dto/project-calls.dto';
import { TaskFormFields } from './task-form.dto';

const invalid = { message: 'Valor no válido' };

/**
 * 'Crear Posible Adicional' (additionals spec 3, 'Possible-additional task form'): the task form
 * without a code, multipart with files[]; is_posible_additional is sent true and held true whatever
 * is sent.
 */
export class CreatePossibleAdditionalDto extends TaskFormFields {}

/** `/additionals/listAdditionalLikely` (spec 7), a query call: GET with its query or POST with JSON. */
export class PossibleAdditionalListDto extends ProjectIdDto {
  @PageField() page?: number;
  @ListOrder(QueryNumber) order?: number;

  /** 1 open, 3 finished; left out, both. */
  @IsOptional()
  @IsIn([1, 3], invalid)
  @QueryNumber()
  status?: 1 | 3;

  @PeopleFilter(QueryList) filtered_creator_users?: string[];
  @PeopleFilter(QueryList) filtered_resp_users?: string[];
}

/** `/additionals/getAdditionalLikely` (spec 7). */
export class PossibleAdditionalIdDto {
  @RequiredId() additional_likely_id!: string;
}
