import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';

const required = { message: 'Campo requerido' };

/** `/notifications/markAsReaded`: one notification (`id`) or several (`ids`, 'Marcar todo como visto'). */
export class MarkAsReadedDto {
  // Without a list (absent or null) the one id is required: a call that names nothing is refused.
  @ValidateIf((body: MarkAsReadedDto) => body.ids === undefined || body.ids === null)
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
}
