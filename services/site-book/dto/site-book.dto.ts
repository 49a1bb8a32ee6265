import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { RequiredId } from '../../items/dto/item-fields.dto';
import { ExpectedVersion } from '../../platform/http/edit-version';
import { BooleanField, IsCalendarDay, NumberField, PageField } from '../../platform/http/form-fields';
import { ENTRY_TYPES, REFERENCE_TYPES } from '../site-book.events';
import { SITE_BOOK_MESSAGES as M } from '../site-book-rules';

const required = { message: 'Campo requerido' };
const invalid = { message: 'Valor no válido' };
const TEXT_CHARS = 100_000;
const TEXT_TOO_LONG = { message: 'El texto del folio es demasiado largo.' };
const BAD_REFERENCES = { message: 'Las referencias deben ser una lista de hasta 50 elementos {item_type, item_id}.' };
const BAD_REPLY_BY = 'El plazo de respuesta debe ser una fecha AAAA-MM-DD.';

export class SiteBookProjectDto {
  @RequiredId() project_id!: string;
}

export class OpenSiteBookDto extends SiteBookProjectDto {
  @IsInt({ each: true, message: M.writers })
  @ArrayMaxSize(50, { message: M.writers })
  @IsArray({ message: M.writers })
  writers!: number[];

  @IsObject({ message: M.noticeBy })
  notice_by!: Record<string, number[]>;
}

const ITEM_TYPE = { message: "item_type debe ser 'task', 'rdi', 'additional' o 'payment_status'." };

export class ReferenceDto {
  @IsIn(REFERENCE_TYPES, ITEM_TYPE)
  item_type!: (typeof REFERENCE_TYPES)[number];

  @RequiredId() item_id!: string;
}

/** The optional fields createEntry and updateEntry share (an update sends only what was touched). */
class EntryFieldsDto {
  @ValidateNested({ each: true })
  @Type(() => ReferenceDto)
  @ArrayMaxSize(50, BAD_REFERENCES)
  @IsArray(BAD_REFERENCES)
  @IsOptional()
  references?: ReferenceDto[];

  /** The corrected folio's entry id; null clears it. */
  @IsString(invalid)
  @IsOptional()
  corrects?: string | null;

  /** The answered Instrucción's entry id; null clears it. */
  @IsString(invalid)
  @IsOptional()
  answers?: string | null;

  @IsCalendarDay(BAD_REPLY_BY)
  @IsOptional()
  reply_by?: string | null;
}

export class CreateEntryDto extends EntryFieldsDto {
  @RequiredId() project_id!: string;

  @IsIn(ENTRY_TYPES, { message: M.type })
  @NumberField()
  type!: number;

  @IsNotEmpty({ message: M.text })
  @MaxLength(TEXT_CHARS, TEXT_TOO_LONG)
  @IsString({ message: M.text })
  text!: string;
}

export class EntryIdDto {
  @RequiredId() entry_id!: string;
}

export class UpdateEntryDto extends EntryFieldsDto {
  @RequiredId() entry_id!: string;

  @IsIn(ENTRY_TYPES, { message: M.type })
  @NumberField()
  @IsOptional()
  type?: number;

  @MaxLength(TEXT_CHARS, TEXT_TOO_LONG)
  @IsString({ message: M.text })
  @IsOptional()
  text?: string;

  @ExpectedVersion() expected_version?: number;
}

export class SignEntryDto extends EntryIdDto {
  @MaxLength(200, required)
  @IsNotEmpty({ message: 'Escribe tu contraseña para firmar.' })
  @IsString({ message: 'Escribe tu contraseña para firmar.' })
  password!: string;
}

/** 'Exportar Excel' of the index, with the index's filters. */
export class SiteBookSheetDto extends SiteBookProjectDto {
  @IsIn(ENTRY_TYPES, { message: M.type })
  @NumberField()
  @IsOptional()
  type?: number;

  @IsBoolean(invalid)
  @BooleanField()
  @IsOptional()
  unnoticed?: boolean;
}

export class ListEntriesDto extends SiteBookSheetDto {
  @PageField() page?: number;
}

export class MentionsDto extends ReferenceDto {}

/** What a folio's form may cite: one type's items of the project, by number or title. */
export class CitableItemsDto extends SiteBookProjectDto {
  @IsIn(REFERENCE_TYPES, ITEM_TYPE)
  item_type!: (typeof REFERENCE_TYPES)[number];

  @MaxLength(200, { message: 'La búsqueda es demasiado larga.' })
  @IsString(invalid)
  @IsOptional()
  search?: string;
}

export class VerifyDto {
  @MaxLength(40, invalid)
  @IsString(required)
  @IsNotEmpty(required)
  code!: string;
}

const FOLIO_NUMBER = 'Debe ser un número de folio (un entero desde 1).';
const MAX_FOLIO = 10_000_000;
/** A folio number of a range: a positive integer, as a page number is checked. */
const FolioNumber = () =>
  applyDecorators(
    IsOptional(),
    IsInt({ message: FOLIO_NUMBER }),
    Min(1, { message: FOLIO_NUMBER }),
    Max(MAX_FOLIO, { message: FOLIO_NUMBER }),
    NumberField(),
  );

/** 'Descargar PDF' of the book: every signed folio, or those from `from_folio` to `to_folio`. */
export class SiteBookPdfDto extends SiteBookProjectDto {
  @FolioNumber() from_folio?: number;
  @FolioNumber() to_folio?: number;
}
