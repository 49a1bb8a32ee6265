import { IsString, MaxLength } from 'class-validator';
import { ProjectIdDto } from '../../projects/dto/project-calls.dto';

/** `/general/search` (spec 2.7). */
export class GlobalSearchDto extends ProjectIdDto {
  @MaxLength(200, { message: 'La búsqueda es demasiado larga' })
  @IsString({ message: 'Valor no válido' })
  search!: string;
}
