import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { EditFormFields } from '../../items/dto/item-edit.dto';
import {
  BAD_PRIORITY,
  CopyToField,
  EMPTY_DESCRIPTION,
  EMPTY_MESSAGE,
  HasText,
  IsCalendarDate,
  PRIORITIES,
  ReminderFields,
} from '../../items/dto/item-fields.dto';
import { EachEntry } from '../../items/entry-checks';
import { BooleanField, JsonField, NumberField } from '../../platform/http/form-fields';
import { TASK_CODES } from '../task-codes';

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
  @IsString(required)
  @IsNotEmpty(required)
  project_id!: string;

  @MaxLength(200, { message: 'El título puede tener hasta 200 caracteres.' })
  @IsNotEmpty(required)
  @IsString(required)
  title!: string;

  @IsOptional()
  @IsIn(PRIORITIES, BAD_PRIORITY)
  @NumberField()
  priority?: 1 | 2 | 3;

  @MaxLength(100_000, { message: 'La descripción es demasiado larga.' })
  @HasText(EMPTY_DESCRIPTION)
  description!: string;

  @IsOptional()
  @ArrayMaxSize(100, { message: 'Puede haber hasta 100 subtareas.' })
  @EachEntry('subtasks', isSubtask, BAD_SUBTASKS)
  @JsonField()
  subtareas?: Array<{ title: string; date_added?: string }>;

  @ArrayMaxSize(200, { message: 'Puede haber hasta 200 participantes.' })
  @IsString({ each: true, message: 'Participantes no válidos.' })
  @ArrayMinSize(1, required)
  @IsArray(required)
  @JsonField()
  participants!: string[];

  @IsString(required)
  @IsNotEmpty(required)
  responsable!: string;

  @IsOptional()
  @IsCalendarDate()
  critical_date?: string;

  @IsOptional()
  @IsBoolean({ message: 'Valor no válido' })
  @BooleanField()
  private?: boolean;

  @CopyToField()
  copy_to?: Array<{ email: string; name?: string }>;

  @IsOptional()
  @IsBoolean({ message: 'Valor no válido' })
  @BooleanField()
  is_posible_additional?: boolean;
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
export class AddInteractionDto {
  @IsString(required)
  @IsNotEmpty(required)
  task_id!: string;

  @MaxLength(100_000, { message: 'El mensaje es demasiado largo.' })
  @HasText(EMPTY_MESSAGE)
  message!: string;

  @IsOptional()
  @IsBoolean({ message: 'Valor no válido' })
  @BooleanField()
  is_response?: boolean;
}
