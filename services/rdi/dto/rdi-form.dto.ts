import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { EditFormFields } from '../../items/dto/item-edit.dto';
import {
  CopyToField,
  CriticalDateField,
  ItemDescription,
  ItemPriority,
  ItemReplyFields,
  ItemTitle,
  OptionalFlag,
  RaisedFromTask,
  ReminderFields,
  RequiredId,
  SpecialtyNumbers,
} from '../../items/dto/item-fields.dto';
import { NumberField } from '../../platform/http/form-fields';

const required = { message: 'Campo requerido' };

/** 'Nueva RDI' (spec 3, New RDI form), multipart with files[]; rules of spec 5. */
export class CreateRdiDto extends ReminderFields {
  @RequiredId() project_id!: string;

  @ItemTitle() title!: string;
  @ItemPriority() priority?: 1 | 2 | 3;
  @ItemDescription() description!: string;
  @SpecialtyNumbers({ required: true }) especialidades!: number[];

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

  @CriticalDateField() critical_date?: string;
  @CopyToField() copy_to?: Array<{ email: string; name?: string }>;

  /** 'Adjuntar en el correo': whether the copy's e-mail carries the files. */
  @OptionalFlag() attach_files?: boolean;

  /** The task the RDI is raised from ('Enviar a RDI'). */
  @RaisedFromTask() task_id?: string;
}

/** The RDI's edit form: the fields it shares with the task's (spec 3), no private switch. */
export class UpdateRdiDto extends EditFormFields {}

/** A reply (multipart with files[]). */
export class AddRdiInteractionDto extends ItemReplyFields {
  @RequiredId() rdi_id!: string;
}
