import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { RequiredEmail } from '../../platform/http/email-field';
import { SameAs } from '../../platform/http/same-as';

/** Spec 9: passwords have at least 8 characters. */
export const MIN_PASSWORD_LENGTH = 8;

export class ResetRequestDto {
  @RequiredEmail()
  email!: string;
}

export class TokenDto {
  @MaxLength(200, { message: 'El token de validación no es válido.' })
  @IsString({ message: 'El token de validación es obligatorio.' })
  @IsNotEmpty({ message: 'El token de validación es obligatorio.' })
  token!: string;
}

/** Spec 5: the reset form's rules and texts. */
export class NewPasswordDto extends TokenDto {
  @MaxLength(200, { message: 'La contraseña puede tener hasta 200 caracteres' })
  @MinLength(MIN_PASSWORD_LENGTH, { message: 'La contraseña debe ser de 8 caracteres mínimo' })
  @IsString({ message: 'Contraseña es requerida' })
  @IsNotEmpty({ message: 'Contraseña es requerida' })
  password!: string;

  @SameAs('password', { message: 'Las contraseñas no coinciden' })
  @IsString({ message: 'Confirmación de contraseña es requerida' })
  @IsNotEmpty({ message: 'Confirmación de contraseña es requerida' })
  password_confirmation!: string;
}

/** The invitation link carries the user id beside the token (`userId-token`). */
const InvitedUserId = () =>
  applyDecorators(
    IsNotEmpty({ message: 'El usuario es obligatorio.' }),
    IsString({ message: 'El usuario es obligatorio.' }),
  );

export class InvitationTokenDto extends TokenDto {
  @InvitedUserId()
  user_id!: string;
}

export class FirstPasswordDto extends NewPasswordDto {
  @InvitedUserId()
  user_id!: string;
}
