import { Body, Controller, Inject } from '@nestjs/common';
import { type CredentialDocument, USER_CREDENTIALS } from '../../projections/users/user-directory.projection';
import { DomainError } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { Public } from './auth.guard';
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
  ) {}

  @Public()
  @ApiCall('login')
  async login(@Body() { email, password }: LoginDto) {
    const credential = await this.reads
      .collection<CredentialDocument>(USER_CREDENTIALS)
      .get(email.trim().toLowerCase());
    const valid = await this.hasher.verify(credential?.password_hash, password);
    if (!credential || !valid) throw new DomainError('auth.bad_credentials', BAD_CREDENTIALS, 401);
    return { code: 200, ...this.tokens.issue(credential.user_id) };
  }
}
