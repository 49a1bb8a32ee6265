import { IsInt, IsNotEmpty, IsOptional, IsString, Max, Min } from 'class-validator';
import { QueryNumber } from '../../platform/http/query-call';

export const MAX_FEED_PAGE = 1000;

/** `GET /feed?after=<position>&limit=<n>&project_id=<id>`. */
export class FeedQueryDto {
  @IsOptional()
  @Max(Number.MAX_SAFE_INTEGER, { message: 'after debe ser una posición (un entero desde 0)' })
  @Min(0, { message: 'after debe ser una posición (un entero desde 0)' })
  @IsInt({ message: 'after debe ser una posición (un entero desde 0)' })
  @QueryNumber()
  after?: number;

  @IsOptional()
  @Max(MAX_FEED_PAGE, { message: `limit debe ser un entero de 1 a ${MAX_FEED_PAGE}` })
  @Min(1, { message: `limit debe ser un entero de 1 a ${MAX_FEED_PAGE}` })
  @IsInt({ message: `limit debe ser un entero de 1 a ${MAX_FEED_PAGE}` })
  @QueryNumber()
  limit?: number;

  @IsOptional()
  @IsString({ message: 'project_id debe ser el id de un proyecto' })
  @IsNotEmpty({ message: 'project_id debe ser el id de un proyecto' })
  project_id?: string;
}
