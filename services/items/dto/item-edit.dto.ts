import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { ExpectedVersion } from '../../platform/http/edit-version';
import { BAD_PRIORITY, IsCalendarDate, OptionalFlag, PRIORITIES, ReminderFields, RequiredId } from './item-fields.dto';

/** The edit form of tasks, RDI and additionals (spec 3): a field left out, or a priority sent as null, stays as it is. */
export class EditFormFields extends ReminderFields {
  @RequiredId() id!: string;

  /** The item's version when the form was opened (its detail's `version`). */
  @ExpectedVersion()
  expected_version?: number;

  @IsOptional()
  @IsIn(PRIORITIES, BAD_PRIORITY)
  priority?: 1 | 2 | 3 | null;

  /** null or '' clears the critical date. */
  @IsOptional()
  @IsCalendarDate()
  @Transform(({ value }) => (value === '' ? null : value))
  critical_date?: string | null;

  @OptionalFlag()
  subscribe_status?: boolean;

  @OptionalFlag()
  subscribe_status_mail?: boolean;
}

/** The edit form's shared fields as the Modify commands of tasks, RDI and additionals take them: a field left out stays as it is. */
export function itemModification(form: EditFormFields) {
  return {
    ...(form.priority ? { priority: form.priority } : {}),
    ...(form.critical_date !== undefined ? { criticalDate: form.critical_date || null } : {}),
    ...(form.subscribe_status !== undefined
      ? { subscription: { subscribed: form.subscribe_status, byEmail: form.subscribe_status_mail ?? false } }
      : {}),
    ...(form.reminder !== undefined
      ? { reminder: { days: form.reminder, repeatable: form.reminder_repeatable ?? false } }
      : {}),
  };
}
