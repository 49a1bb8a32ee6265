import { Type } from 'class-transformer';
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
import { BooleanField, JsonField, NumberField, PageField } from '../../platform/http/form-fields';
import { ProjectIdDto } from '../../projects/dto/project-calls.dto';

const invalid = { message: 'Valor no válido' };

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
  @IsIn([1, 3], invalid)
  @NumberField()
  status!: 1 | 3;

  @IsOptional()
  @IsIn([1, 2, 3, 4], invalid)
  @NumberField()
  order?: number;

  @IsOptional()
  @ArrayMaxSize(500, invalid)
  @IsString({ each: true, ...invalid })
  @IsArray(invalid)
  @JsonField()
  filtered_creator_users?: string[];

  @IsOptional()
  @ArrayMaxSize(500, invalid)
  @IsString({ each: true, ...invalid })
  @IsArray(invalid)
  @JsonField()
  filtered_resp_users?: string[];

  @IsOptional()
  @ArrayMaxSize(500, invalid)
  @IsInt({ each: true, ...invalid })
  @IsArray(invalid)
  @Type(() => Number)
  @JsonField()
  filtered_code_ids?: number[];
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
