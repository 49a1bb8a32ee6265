import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const MAX_DEAD_LETTERS = 1000;
export const DEFAULT_DEAD_LETTERS = 100;

const badLimit = { message: `limit debe ser un entero de 1 a ${MAX_DEAD_LETTERS}` };

/** `POST /admin/deadLetters`: how many, the newest first. */
export class DeadLettersDto {
  @IsOptional()
  @Max(MAX_DEAD_LETTERS, badLimit)
  @Min(1, badLimit)
  @IsInt(badLimit)
  limit?: number;
}
