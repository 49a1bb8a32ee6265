import { ArrayMaxSize, IsBoolean, IsIn, IsNotEmpty, IsOptional } from 'class-validator';
import { EditFormFields } from '../../items/dto/item-edit.dto';
import {
  CopyToField,
  CriticalDateField,
  ItemDescription,
  ItemPriority,
  ItemReplyFields,
  ItemTitle,
  OptionalFlag,
  ReminderFields,
  RequiredId,
} from '../../items/dto/item-fields.dto';
import { EachEntry } from '../../items/entry-checks';
import { JsonField, NumberField } from '../../platform/http/form-fields';
import { TASK_CODES } from '../task-codes';
import { NewTaskParticipants } from './task-calls.dto';

const required = { message: 'Campo requerido' };
const BAD_SUBTASKS = 'Las subtareas deben ser una lista JSON con el título de cada una.';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A sub-task as the form's JSON list holds it: a title of up to 500 characters. */
const isSubtask = (entry: unknown) =>
  isRecord(entry) && typeof entry.title === 'string' && entry.title.trim() !== '' && entry.title.length <= 500;

/**
 * The task form (spec 3), multipart with files[]; rules of spec 5. 'Crear Consulta' adds its code;
 * 'Crear Posible Adicional' sends it as it is, flagged is_posible_additional.
 */
export class TaskFormFields extends ReminderFields {
  @RequiredId() project_id!: string;

  @ItemTitle() title!: string;
  @ItemPriority() priority?: 1 | 2 | 3;
  @ItemDescription() description!: string;

  @IsOptional()
  @ArrayMaxSize(100, { message: 'Puede haber hasta 100 subtareas.' })
  @EachEntry('subtasks', isSubtask, BAD_SUBTASKS)
  @JsonField()
  subtareas?: Array<{ title: string; date_added?: string }>;

  @NewTaskParticipants() participants?: string[];

  @RequiredId() responsable!: string;

  @CriticalDateField() critical_date?: string;
  @OptionalFlag() private?: boolean;
  @CopyToField() copy_to?: Array<{ email: string; name?: string }>;
  @OptionalFlag() is_posible_additional?: boolean;
}

/** 'Crear Consulta': the task form with its code (spec 5: required). */
export class CreateTaskDto extends TaskFormFields {
  @IsIn(
    TASK_CODES.map((code) => code.id),
    { message: 'El código no existe.' },
  )
  @IsNotEmpty(required)
  @NumberField()
  code_id!: number;
}

/** The task's edit form: the shared fields and its private switch (task only). */
export class UpdateTaskDto extends EditFormFields {
  @IsOptional()
  @IsBoolean({ message: 'Valor no válido' })
  private?: boolean;
}

/** A reply (multipart with files[]). */
export class AddInteractionDto extends ItemReplyFields {
  @RequiredId() task_id!: string;
}
