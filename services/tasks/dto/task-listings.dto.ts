import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ListOrder, ListStatus, NumbersFilter, PeopleFilter } from '../../items/dto/item-listing.dto';
import { BooleanField, JsonField, NumberField, PageField } from '../../platform/http/form-fields';
import { ProjectIdDto } from '../../projects/dto/project-calls.dto';

const invalid = { message: 'Valor no válido' };
/** Code ids read as numbers (a JSON list may hold their texts). */
const AsNumbers = () => Type(() => Number);

class PagedDto extends ProjectIdDto {
  @PageField()
  page?: number;

  @IsOptional()
  @MaxLength(200, { message: 'La búsqueda es demasiado larga' })
  @IsString(invalid)
  search?: string;
}

/** `/tasks/list` (spec 7, 'List my tasks'). */
export class TaskListingDto extends PagedDto {
  @ListStatus() status!: 1 | 3;
  @ListOrder() order?: number;
  @PeopleFilter(JsonField) filtered_creator_users?: string[];
  @PeopleFilter(JsonField) filtered_resp_users?: string[];
  @NumbersFilter(JsonField(), AsNumbers()) filtered_code_ids?: number[];
}

/** `/tasks/listCreated`, `/tasks/listPending`, `/tasks/listEnded`: each column's own sort options (spec 4). */
export class PersonalTasksDto extends PagedDto {
  @IsOptional()
  @IsIn([1, 2, 3, 4, 5], invalid)
  @NumberField()
  order?: number;
}

/** `/tasks/listByUser`; `user_id` and `page` page through one user's tasks. */
export class TasksByUserDto extends ProjectIdDto {
  @IsOptional()
  @IsNotEmpty(invalid)
  @IsString(invalid)
  user_id?: string;

  @PageField()
  page?: number;
}

/** `/general/searchSimilar`. */
export class SearchSimilarDto extends ProjectIdDto {
  @MaxLength(500, { message: 'La búsqueda es demasiado larga' })
  @IsString(invalid)
  search!: string;

  @IsOptional()
  @IsBoolean(invalid)
  @BooleanField()
  exclude_description?: boolean;
}
