import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';

const required = { message: 'Campo requerido' };

/** The items whose detail reads their notifications on opening. */
export const OPENED_ITEM_TYPES = ['task', 'rdi', 'additional', 'site_book'] as const;

/**
 * `/notifications/markAsReaded`: one notification (`id`), several (`ids`, 'Marcar todo como
 * visto'), or every one of an item the reader opened (`item_type` and `item_id`).
 */
export class MarkAsReadedDto {
  // Without a list (absent or null) or an item the one id is required: a call that names nothing is refused.
  @ValidateIf((body: MarkAsReadedDto) => (body.ids === undefined || body.ids === null) && body.item_id === undefined)
  @MaxLength(100, { message: 'La notificación no existe.' })
  @IsString(required)
  @IsNotEmpty(required)
  id?: string;

  @IsOptional()
  @ArrayMaxSize(500, { message: 'Se pueden marcar hasta 500 notificaciones a la vez' })
  @ArrayNotEmpty(required)
  @MaxLength(100, { each: true, message: 'La notificación no existe.' })
  @IsString({ each: true, message: 'Valor no válido' })
  @IsArray({ message: 'Valor no válido' })
  ids?: string[];

  @ValidateIf((body: MarkAsReadedDto) => body.item_id !== undefined)
  @IsIn(OPENED_ITEM_TYPES, { message: 'Valor no válido' })
  item_type?: (typeof OPENED_ITEM_TYPES)[number];

  @IsOptional()
  @MaxLength(100, { message: 'Valor no válido' })
  @IsString({ message: 'Valor no válido' })
  @IsNotEmpty(required)
  item_id?: string;
}
