import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
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
import { BooleanField, JsonField, NumberField } from '../../platform/http/form-fields';

const required = { message: 'Campo requerido' };
const invalid = { message: 'Valor no válido' };

/** 'Nueva RDI' (spec 3, New RDI form), multipart with files[]; rules of spec 5. */
export class CreateRdiDto extends ReminderFields {
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

  /** The project's specialty numbers (JSON text). */
  @ArrayMaxSize(100, invalid)
  @IsInt({ each: true, ...invalid })
  @ArrayMinSize(1, required)
  @IsArray(required)
  @JsonField()
  especialidades!: number[];

  /** An existing subject; without it, `new_subject` is the typed one. */
  @ValidateIf((form: CreateRdiDto) => form.new_subject === undefined)
  @IsInt(required)
  @NumberField()
  subject_id?: number;

  @IsOptional()
  @MaxLength(200, { message: 'La materia puede tener hasta 200 caracteres.' })
  @IsNotEmpty(required)
  @IsString(required)
  new_subject?: string;

  @IsOptional()
  @IsCalendarDate()
  critical_date?: string;

  @CopyToField()
  copy_to?: Array<{ email: string; name?: string }>;

  /** 'Adjuntar en el correo': whether the copy's e-mail carries the files. */
  @IsOptional()
  @IsBoolean(invalid)
  @BooleanField()
  attach_files?: boolean;

  /** The task the RDI is raised from ('Enviar a RDI'). */
  @IsOptional()
  @IsNotEmpty(required)
  @IsString(required)
  task_id?: string;
}

/** The RDI's edit form: the fields it shares with the task's (spec 3), no private switch. */
export class UpdateRdiDto extends EditFormFields {}

/** A reply (multipart with files[]). */
export class AddRdiInteractionDto {
  @IsString(required)
  @IsNotEmpty(required)
  rdi_id!: string;

  @MaxLength(100_000, { message: 'El mensaje es demasiado largo.' })
  @HasText(EMPTY_MESSAGE)
  message!: string;

  @IsOptional()
  @IsBoolean(invalid)
  @BooleanField()
  is_response?: boolean;
}
