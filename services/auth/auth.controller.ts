import { Body, Controller, Inject, Ip } from '@nestjs/common';
import { type CredentialDocument, USER_CREDENTIALS } from '../../projections/users/user-directory.projection';
import { DomainError } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { Public } from './auth.guard';
import { AuthThrottle } from './auth-throttle';
import { LoginDto } from './dto/login.dto';
import { PasswordHasher } from './password-hasher';
import { TokenService } from './token.service';

export const BAD_CREDENTIALS = 'Email o contraseña incorrectos. Por favor verifica los datos ingresados.';

@Controller('auth')
export class AuthController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly throttle: AuthThrottle,
  ) {}

  @Public()
  @ApiCall('login')
  async login(@Body() { email, password }: LoginDto, @Ip() address: string) {
    const key = email.trim().toLowerCase();
    this.throttle.checkLogin(key, address);
    const credential = await this.reads.collection<CredentialDocument>(USER_CREDENTIALS).get(key);
    // An unknown e-mail is checked against a dummy hash: both failures take the same time.
    const valid = await this.hasher.verify(credential?.password_hash, password);
    if (!credential || !valid) {
      this.throttle.loginFailed(key, address);
      throw new DomainError('auth.bad_credentials', BAD_CREDENTIALS, 401);
    }
    return { code: 200, ...this.tokens.issue(credential.user_id) };
  }
}
