import { IsArray, IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { COMPANY_CAPABILITIES } from '../../contracts/capabilities';

const required = { message: 'Campo requerido' };

export class UserCompanyDto {
  @IsString(required)
  @IsNotEmpty(required)
  user_id!: string;

  @IsString(required)
  @IsNotEmpty(required)
  company_id!: string;
}

export class SetCompanyCapabilitiesDto extends UserCompanyDto {
  @IsIn(COMPANY_CAPABILITIES, { each: true, message: 'Permiso no válido' })
  @IsArray({ message: 'Permisos no válidos' })
  @IsOptional()
  capabilities: string[] = [];
}
