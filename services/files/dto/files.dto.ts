import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { UPLOAD_TYPES } from '../../contracts/uploads';
import { BooleanField, NumberField } from '../../platform/http/form-fields';
import { ProjectIdDto } from '../../projects/dto/project-calls.dto';

const REQUIRED = { message: 'Campo requerido' };
const UPLOAD_TYPE_NUMBERS = Object.keys(UPLOAD_TYPES).map(Number);

/** The fields of an upload (spec: upload types and their payloads), sent before the file. */
export class UploadFieldsDto {
  @NumberField()
  @IsIn(UPLOAD_TYPE_NUMBERS, { message: 'El tipo de carga debe ser un número del 1 al 8.' })
  type!: number;

  @IsString(REQUIRED)
  @MaxLength(100)
  project_id!: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'La descripción puede tener hasta 2000 caracteres.' })
  description?: string;

  // Ignored by type 8; the Planimetría client sends the file's size beside it.
  @IsOptional()
  @IsString()
  size?: string;

  @IsOptional() @IsString() @MaxLength(100) task_id?: string;
  @IsOptional() @IsString() @MaxLength(100) tr_interaction_id?: string;
  @IsOptional() @IsString() @MaxLength(100) rdi_id?: string;
  @IsOptional() @IsString() @MaxLength(100) rdi_interaction_id?: string;
  @IsOptional() @IsString() @MaxLength(100) additional_id?: string;
  @IsOptional() @IsString() @MaxLength(100) additional_revision_id?: string;
  @IsOptional() @IsString() @MaxLength(100) entry_id?: string;
}

const FILE_IDS = { message: 'Debes indicar los archivos.' };

export class FileUrlsDto {
  @IsArray(FILE_IDS)
  @ArrayMinSize(1, FILE_IDS)
  @ArrayMaxSize(500)
  @IsString({ each: true })
  attachments!: string[];

  @IsOptional()
  @IsBoolean({ message: 'Valor no válido' })
  @BooleanField()
  force_download?: boolean;
}

export class ZipDto {
  @IsArray(FILE_IDS)
  @ArrayMinSize(1, FILE_IDS)
  @ArrayMaxSize(500)
  @IsString({ each: true })
  files_to_zip!: string[];
}

export class FileIdDto {
  @IsString(REQUIRED)
  file_id!: string;
}

export class ModelSearchDto extends ProjectIdDto {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}

export class MainModelDto extends ProjectIdDto {
  @IsString(REQUIRED)
  file_id!: string;
}

export class MainModelIdDto {
  /** The spec names the project's main-model record; here it is the project's id. */
  @IsString(REQUIRED)
  main_model_id!: string;
}
