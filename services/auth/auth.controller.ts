import { Body, Controller, Inject, Ip } from '@nestjs/common';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import { CREDENTIAL_STORE, type CredentialStore } from '../platform/credentials/credential-store.port';
import { PasswordHasher } from '../platform/credentials/password-hasher';
import { DomainError } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { Public } from '../platform/http/public.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { LoginDto } from './dto/login.dto';
import { SignInThrottle } from './sign-in-throttle';
import { TokenService } from './token.service';

export const BAD_CREDENTIALS = 'Email o contraseña incorrectos. Por favor verifica los datos ingresados.';

@Controller('auth')
export class AuthController {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly throttle: SignInThrottle,
  ) {}

  @Public()
  @ApiCall('login')
  async login(@Body() { email, password }: LoginDto, @Ip() address: string) {
    const key = email.trim().toLowerCase();
    await this.throttle.check(key, address);
    const [user] = await this.reads.collection<UserDocument>(USERS).find({ email: key }, { limit: 1 });
    const credential = user ? await this.credentials.password(user.id) : null;
    // An unknown e-mail is checked against a dummy hash: both failures take the same time.
    const valid = await this.hasher.verify(credential?.passwordHash, password);
    if (!credential || !valid) {
      await this.throttle.failed(key, address);
      throw new DomainError('auth.bad_credentials', BAD_CREDENTIALS, 401);
    }
    await this.throttle.succeeded(key, address);
    return { code: 200, ...this.tokens.issue(credential.userId, credential.sessionVersion) };
  }
}
