import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { EditFormFields } from '../../items/dto/item-edit.dto';
import {
  CopyToField,
  OptionalDescription,
  OptionalFlag,
  RaisedFromTask,
  ReminderFields,
  RequiredId,
  SpecialtyNumbers,
} from '../../items/dto/item-fields.dto';
import { ExpectedVersion } from '../../platform/http/edit-version';
import { NumberField } from '../../platform/http/form-fields';

const required = { message: 'Campo requerido' };
const invalid = { message: 'Valor no válido' };

/**
 * An amount as typed (spec 5, XXXXXX.XX), as form text or a JSON number. Its rules (required, 2
 * decimals) are the additional decider's: the controller reads it with money.ts `parseCents` and
 * answers every field's message together.
 */
const AmountText = () =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'number' ? String(value) : value)),
    IsOptional(),
    IsString(invalid),
    MaxLength(30, { message: 'El monto puede tener 2 decimales, formato XXXXXX.XX' }),
  );

/** The currency (1 CLP, 2 UF): required, which the decider checks with the other fields. */
const CurrencyField = () => applyDecorators(NumberField(), IsOptional(), IsInt(required));

/**
 * 'Nuevo Adicional' (spec 3, creation form), multipart with files[]. The required fields (code,
 * specialties, title, currency, costs) are checked by the decider's `creationFormErrors`, so all
 * of them are answered at once, each with its message.
 */
export class CreateAdditionalDto extends ReminderFields {
  @RequiredId() project_id!: string;

  @IsOptional()
  @MaxLength(200, { message: 'El título puede tener hasta 200 caracteres.' })
  @IsString(required)
  title?: string;

  @IsOptional()
  @IsIn([1, 2, 3], { message: 'El tipo debe ser 1, 2 o 3.' })
  @NumberField()
  type?: 1 | 2 | 3;

  @IsOptional()
  @MaxLength(100, { message: 'El código puede tener hasta 100 caracteres.' })
  @IsString(required)
  code?: string;

  @OptionalDescription() description?: string;

  /** The project's specialty numbers (JSON text). */
  @SpecialtyNumbers({ required: false }) especialidades?: number[];

  @CopyToField() copy_to?: Array<{ email: string; name?: string }>;

  /** 'Enviar adjuntos': whether the copies' e-mail carries the files. */
  @OptionalFlag() attach_files?: boolean;

  /** Display only (spec 3): the server computes the total from the three costs. */
  @IsOptional()
  total_solicitado?: unknown;

  /** The possible additional (a task) it is raised from. */
  @RaisedFromTask() task_id?: string;

  @CurrencyField() currency_id?: number;
  @AmountText() direct_cost?: string;
  @AmountText() general_expenses?: string;
  @AmountText() utility?: string;
}

/** 'Nueva Revisión' (spec 3, revision form), multipart with files[]: its rules are the decider's. */
export class AddRevisionDto {
  @RequiredId() additional_id!: string;

  /** The additional's version when the form was opened: another's revision since is a conflict. */
  @ExpectedVersion()
  expected_version?: number;

  /** The form's toggles: 2 Aceptado, 3 Solicita Cancelar, else 1. */
  @IsOptional()
  @IsIn([1, 2, 3], { message: 'El estado de la revisión debe ser 1 (vigente), 2 (aceptado) o 3 (solicita anular).' })
  @NumberField()
  new_status?: 1 | 2 | 3;

  @OptionalDescription() description?: string;

  @CurrencyField() currency_id?: number;
  @AmountText() direct_cost?: string;
  @AmountText() general_expenses?: string;
  @AmountText() utility?: string;
}

/** The additional's edit form (spec 3, 'Edit form'): the fields it shares with the task's and RDI's. */
export class UpdateAdditionalDto extends EditFormFields {}
