import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { PROJECT_CAPABILITIES } from '../../organisation/capabilities';
import { RequiredEmail } from '../../platform/http/email-field';

const required = { message: 'Campo requerido' };
const badJob = { message: 'Tipo de cargo no válido' };

export class EmailDto {
  @RequiredEmail()
  email!: string;
}

/** Spec 9: pages of 20; selection lists ask for 9999. */
export class UserListDto {
  @IsString(required)
  @IsNotEmpty(required)
  project_id!: string;

  @IsOptional()
  @Min(0, { message: 'Inicio no válido' })
  @IsInt({ message: 'Inicio no válido' })
  start?: number;

  @IsOptional()
  @Max(9999, { message: 'Límite no válido' })
  @Min(1, { message: 'Límite no válido' })
  @IsInt({ message: 'Límite no válido' })
  limit?: number;
}

export class UserProjectDto {
  @IsString(required)
  @IsNotEmpty(required)
  user_id!: string;

  @IsString(required)
  @IsNotEmpty(required)
  project_id!: string;
}

export class SetProjectCapabilitiesDto extends UserProjectDto {
  @IsIn(PROJECT_CAPABILITIES, { each: true, message: 'Permiso no válido' })
  @IsArray({ message: 'Permisos no válidos' })
  capabilities!: string[];

  @IsOptional()
  @Max(99, badJob)
  @Min(1, badJob)
  @IsInt(badJob)
  job_type_id?: number;
}

export class UserProjectJobDto {
  @IsString(required)
  @IsNotEmpty(required)
  project_id!: string;

  /** Spec 5: each assigned project needs a job. */
  @Max(99, badJob)
  @Min(1, badJob)
  @IsInt(required)
  job_type_id!: number;
}

export class SetUserProjectsDto {
  @IsString(required)
  @IsNotEmpty(required)
  user_id!: string;

  @ValidateNested({ each: true })
  @Type(() => UserProjectJobDto)
  @ArrayMaxSize(500, { message: 'Demasiados proyectos' })
  @IsArray(required)
  user_projects!: UserProjectJobDto[];
}
