import { IsIn, IsNotEmpty, IsString } from 'class-validator';
import { HISTORY_ITEM_TYPES, type HistoryItemType } from '../../contracts/history-items';

const required = { message: 'Campo requerido' };

/** The item a history call asks about. */
export class HistoryItemDto {
  @IsIn(HISTORY_ITEM_TYPES, { message: `El tipo de elemento debe ser uno de: ${HISTORY_ITEM_TYPES.join(', ')}.` })
  item_type!: HistoryItemType;

  @IsString(required)
  @IsNotEmpty(required)
  item_id!: string;
}
