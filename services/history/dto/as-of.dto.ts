import { IsISO8601, Matches, ValidateBy } from 'class-validator';
import { isCalendarDay } from '../../platform/clock/calendar';
import { HistoryItemDto } from './history-item.dto';

export const BAD_AT = 'El campo at debe ser una fecha y hora ISO 8601 con zona horaria (2026-05-04T15:30:00Z).';

/** An instant of the years 1900 to 2200, as every day a command carries (clock/calendar.ts). */
const inRange = (value: unknown): boolean => typeof value === 'string' && isCalendarDay(value.slice(0, 10));

/** The item and the instant it is asked as of; a future instant reads as now. */
export class AsOfDto extends HistoryItemDto {
  // A date and time with its offset: a bare date or a local time would be read in the server's zone.
  @Matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, { message: BAD_AT })
  @IsISO8601({ strict: true }, { message: BAD_AT })
  @ValidateBy({ name: 'dayInRange', validator: { validate: inRange, defaultMessage: () => BAD_AT } })
  at!: string;
}
