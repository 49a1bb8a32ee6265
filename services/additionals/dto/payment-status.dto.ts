import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
} from 'class-validator';
import { MONEY_MESSAGES, parseCents, parseProgressFraction } from '../../contracts/money';
import { OptionalDescription, RequiredId } from '../../items/dto/item-fields.dto';
import { ExpectedVersion } from '../../platform/http/edit-version';
import { JsonField, NumberField, PageField } from '../../platform/http/form-fields';
import { QueryNumberList } from '../../platform/http/query-call';
import { ProjectIdDto } from '../../projects/dto/project-calls.dto';
import { isBlankHtml } from '../additional.events';

const required = { message: 'Campo requerido' };
const invalid = { message: 'Valor no válido' };
const DESCRIPTION_CHARS = 100_000;

const isMissing = (value: unknown) => value === undefined || value === null || value === '';
const isNumberOrText = (value: unknown): value is number | string =>
  typeof value === 'number' || typeof value === 'string';

/**
 * Spec 5 and 7: progress is required, sent as a fraction (percent / 100) of 0–1 with at most 4
 * decimals (0–100 % with 2); a missing one is 'Campo requerido', any other the progress message.
 */
const ProgressFraction = () =>
  ValidateBy({
    name: 'progressFraction',
    validator: {
      validate: (value) => isNumberOrText(value) && parseProgressFraction(value) !== null,
      defaultMessage: (args) => (isMissing(args?.value) ? required.message : MONEY_MESSAGES.progress),
    },
  });

/** Spec 5: an amount of at most 2 decimals, XXXXXX.XX, as a number or its text. */
const Amount = () =>
  ValidateBy({
    name: 'amount',
    validator: {
      validate: (value) => isNumberOrText(value) && parseCents(value) !== null,
      defaultMessage: () => MONEY_MESSAGES.amount,
    },
  });

/** Spec 5: a description with words (rich text with none is empty). */
const FilledHtml = () =>
  ValidateBy({
    name: 'filledHtml',
    validator: {
      validate: (value) => typeof value === 'string' && !isBlankHtml(value),
      defaultMessage: () => required.message,
    },
  });

/** What creating, modifying and observing ask for: a progress and, optionally, the amount typed. */
class ProgressAndAmountDto {
  @ProgressFraction()
  progress!: number | string;

  /** Absent, null or empty: computed from the progress (spec 9). */
  @IsOptional()
  @Amount()
  @Transform(({ value }) => (value === '' || value === null ? undefined : value))
  amount?: number | string;
}

/** `POST /additionals/newPaymentStatus` (spec 7). */
export class NewPaymentStatusDto extends ProgressAndAmountDto {
  @RequiredId() project_id!: string;

  @ArrayMaxSize(500, invalid)
  @IsString({ each: true, ...invalid })
  @ArrayNotEmpty(required)
  @IsArray(required)
  @JsonField()
  additionals_included!: string[];

  @OptionalDescription() description?: string;
}

export class PaymentStatusIdDto {
  @RequiredId() additional_payment_status_id!: string;
}

/**
 * `POST /additionals/updatePaymentStatus` ('Modificar'): what the person touched, a progress (the
 * amount computed from it unless typed) or an amount, or both; and the version the form was
 * opened on.
 */
export class UpdatePaymentStatusDto extends PaymentStatusIdDto {
  @IsOptional()
  @ProgressFraction()
  progress?: number | string;

  @IsOptional()
  @Amount()
  @Transform(({ value }) => (value === '' ? undefined : value))
  amount?: number | string;

  @ExpectedVersion()
  expected_version?: number;
}

/** `POST /additionals/newPaymentStatusInteraction` ('Agregar Observación'). */
export class PaymentStatusObservationDto extends ProgressAndAmountDto {
  @RequiredId() additional_payment_status_id!: string;

  @MaxLength(DESCRIPTION_CHARS, { message: 'La descripción es demasiado larga.' })
  @FilledHtml()
  description!: string;
}

/** `POST /additionals/setStatusToPaymentStatus`: status 3 (approve), the only one it takes. */
export class PaymentStatusApprovalDto extends PaymentStatusIdDto {
  @IsIn([3], { message: 'El estado debe ser 3 (aprobado).' })
  @NumberField()
  status!: 3;
}

/** `GET /additionals/listPaymentStatus`: the informative table, 50 additionals a page. */
export class PaymentStatusTableDto extends ProjectIdDto {
  @PageField()
  page?: number;

  @IsOptional()
  @IsIn([1, 2, 3, 4], { each: true, ...invalid })
  @IsArray(invalid)
  @QueryNumberList()
  statuses?: Array<1 | 2 | 3 | 4>;
}
