import { IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const required = { message: 'Campo requerido' };

export class UpdateUserDto {
  @IsString(required)
  @IsNotEmpty(required)
  user_id!: string;

  @MaxLength(120, { message: 'El nombre puede tener hasta 120 caracteres' })
  @IsString(required)
  @IsNotEmpty(required)
  name!: string;

  @MaxLength(40, { message: 'El teléfono puede tener hasta 40 caracteres' })
  @IsString(required)
  @IsNotEmpty(required)
  phone!: string;

  @MaxLength(200, { message: 'La dirección puede tener hasta 200 caracteres' })
  @IsString(required)
  @IsNotEmpty(required)
  address!: string;

  @IsOptional()
  @IsEmail({}, { message: 'Email debe ser válido' })
  email?: string;

  @IsOptional()
  @Max(99, { message: 'Tipo de cargo no válido' })
  @Min(1, { message: 'Tipo de cargo no válido' })
  @IsInt({ message: 'Tipo de cargo no válido' })
  default_job?: number;
}
