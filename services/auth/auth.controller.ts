import { Body, Controller, Ip } from '@nestjs/common';
import { DomainError } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { Public } from '../platform/http/public.decorator';
import { LoginDto } from './dto/login.dto';
import { PasswordCheck } from './password-check';
import { TokenService } from './token.service';

export const BAD_CREDENTIALS = 'Email o contraseña incorrectos. Por favor verifica los datos ingresados.';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly passwords: PasswordCheck,
    private readonly tokens: TokenService,
  ) {}

  @Public()
  @ApiCall('login')
  async login(@Body() { email, password }: LoginDto, @Ip() address: string) {
    const credential = await this.passwords.byEmail(email, password, address);
    if (!credential) throw new DomainError('auth.bad_credentials', BAD_CREDENTIALS, 401);
    return { code: 200, ...this.tokens.issue(credential.userId, credential.sessionVersion) };
  }
}
