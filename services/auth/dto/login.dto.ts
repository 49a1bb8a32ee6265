import { IsEmail, IsNotEmpty, IsString } from 'class-validator';

export class LoginDto {
  @IsEmail({}, { message: 'Email debe ser válido' })
  @IsNotEmpty({ message: 'Email es obligatorio' })
  email!: string;

  @IsString({ message: 'Contraseña es requerida' })
  @IsNotEmpty({ message: 'Contraseña es requerida' })
  password!: string;
}
