import { Expose, Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { PROJECT_CAPABILITIES } from '../../contracts/capabilities';
import { RequiredEmail } from '../../platform/http/email-field';
import { SameAs } from '../../platform/http/same-as';

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
  @Max(Number.MAX_SAFE_INTEGER, { message: 'Inicio no válido' })
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

export class GrantProjectCapabilityDto extends UserProjectDto {
  @IsIn(PROJECT_CAPABILITIES, { message: 'Permiso no válido' })
  capability!: string;
}

/** The two names an entry of user_projects may give its job by. */
interface JobNames {
  job?: unknown;
  job_type_id?: unknown;
}

export class UserProjectJobDto {
  @IsString(required)
  @IsNotEmpty(required)
  project_id!: string;

  /** Spec 5: each assigned project needs a job; spec 7 calls it `job`, so either name is read into this one. */
  @Max(99, badJob)
  @Min(1, badJob)
  @IsInt(badJob)
  @IsDefined({ message: 'Cada proyecto necesita un cargo (job o job_type_id).' })
  @Transform(({ obj }: { obj: JobNames }) => obj.job_type_id ?? obj.job)
  @Expose()
  job_type_id!: number;

  /** Spec 7's name for the job; sent beside `job_type_id`, the two must agree. */
  @IsOptional()
  @SameAs('job_type_id', { message: 'job y job_type_id no coinciden.' })
  job?: number;
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
