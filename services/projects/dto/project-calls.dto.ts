import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ExpectedVersion } from '../../platform/http/edit-version';

const required = { message: 'Campo requerido' };

export class ProjectIdDto {
  @IsString(required)
  @IsNotEmpty(required)
  project_id!: string;
}

export class ProjectReasonDto extends ProjectIdDto {
  @MaxLength(2000, { message: 'El motivo puede tener hasta 2000 caracteres' })
  @IsString(required)
  @IsNotEmpty(required)
  reason!: string;
}

export class RdiCloseSystemDto extends ProjectIdDto {
  @IsBoolean({ message: 'Valor no válido' })
  new_system!: boolean;
}

export class StatusBoardDto extends ProjectIdDto {
  @MaxLength(100_000, { message: 'El estado de la obra es demasiado largo' })
  @IsString({ message: 'Valor no válido' })
  status_board!: string;

  /** The project's version when editing began: another's board saved since is a conflict. */
  @ExpectedVersion()
  expected_version?: number;
}

export class UserIdDto {
  @IsString(required)
  @IsNotEmpty(required)
  user_id!: string;
}

export class SearchUsersDto {
  @MaxLength(200, { message: 'La búsqueda es demasiado larga' })
  @IsString(required)
  email!: string;

  @IsOptional()
  @IsString()
  project_id?: string;
}

export class ProjectOptionsDto extends ProjectIdDto {
  @IsBoolean({ message: 'Valor no válido' })
  daily_reports!: boolean;

  @IsBoolean({ message: 'Valor no válido' })
  notification_sound!: boolean;
}

export class AvoidEmailsDto extends ProjectIdDto {
  @IsBoolean({ message: 'Valor no válido' })
  rdi!: boolean;

  @IsBoolean({ message: 'Valor no válido' })
  task!: boolean;

  @IsBoolean({ message: 'Valor no válido' })
  additional!: boolean;
}
