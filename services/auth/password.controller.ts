import { randomUUID } from 'node:crypto';
import { Body, Controller, Inject, Ip, Logger } from '@nestjs/common';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import { AccountMails } from '../mail/account-mails';
import { DomainError } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { Public } from '../platform/http/public.decorator';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { PasswordTokens } from '../users/password-tokens';
import { FirstPasswordDto, InvitationTokenDto, NewPasswordDto, ResetRequestDto, TokenDto } from './dto/password.dto';
import { ResetThrottle } from './reset-throttle';
import { TokenService } from './token.service';

/** Spec 8: the texts of the password flows. */
export const RESET_LINK_SENT = 'Se ha enviado un link al correo ingresado para resetear tu contraseña.';
export const UNKNOWN_EMAIL = 'El correo ingresado no está en nuestros registros.';
export const PASSWORD_RESET = 'Se ha reestablecido la contraseña por favor ingresa. Serás redirigido al login.';
export const ACCOUNT_READY =
  'Cuenta modificada con éxito. En unos segundos ingresarás a la plataforma automáticamente.';
export const MAIL_FAILED = 'No se pudo enviar el correo. Por favor inténtalo nuevamente en unos minutos.';

/** Forgotten passwords and first passwords of invited users: links with one-time tokens. */
@Controller('auth')
export class PasswordController {
  private readonly logger = new Logger('Mail');

  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    private readonly tokens: PasswordTokens,
    private readonly mails: AccountMails,
    private readonly throttle: ResetThrottle,
    private readonly sessions: TokenService,
  ) {}

  @Public()
  @ApiCall('resetpassrequest')
  async requestReset(@Body() body: ResetRequestDto, @Ip() address: string) {
    const email = body.email.trim().toLowerCase();
    this.throttle.resetRequested(email, address);
    const [user] = await this.reads.collection<UserDocument>(USERS).find({ email }, { limit: 1 });
    if (!user) throw new DomainError('auth.unknown_email', UNKNOWN_EMAIL, 404);
    const token = await this.tokens.issue(user.id, 'reset', { actorId: user.id, commandId: randomUUID() });
    try {
      await this.mails.reset(user, token);
    } catch (error) {
      this.logger.error(`reset mail to ${user.email}: ${(error as Error).message}`);
      throw new DomainError('mail.failed', MAIL_FAILED, 502);
    }
    return { code: 200, message: RESET_LINK_SENT };
  }

  @Public()
  @ApiCall('checktoken')
  async check(@Body() body: TokenDto, @Ip() address: string) {
    await this.throttle.tokenFrom(address, () => this.tokens.check(body.token, 'reset'));
    return { code: 200, status: true };
  }

  @Public()
  @ApiCall('resetpass')
  async reset(@Body() body: NewPasswordDto, @Ip() address: string) {
    await this.throttle.tokenFrom(address, () => this.tokens.use(body.token, 'reset', body.password));
    return { code: 200, status: true, message: PASSWORD_RESET };
  }

  /**
   * Whether an invitation link can still set the first password, asked when its page opens, so a
   * used or expired one says so at once; checking spends nothing.
   */
  @Public()
  @ApiCall('checkFirstToken')
  async checkInvitation(@Body() body: InvitationTokenDto, @Ip() address: string) {
    await this.throttle.tokenFrom(address, () => this.tokens.check(body.token, 'invitation', body.user_id));
    return { code: 200, status: true };
  }

  /** The invited user's first password; they are signed in at once (spec 2.5). */
  @Public()
  @ApiCall('checkFirstTokenAndChangePassword')
  async firstPassword(@Body() body: FirstPasswordDto, @Ip() address: string) {
    const { userId, sessionVersion } = await this.throttle.tokenFrom(address, () =>
      this.tokens.use(body.token, 'invitation', body.password, body.user_id),
    );
    const user = await this.reads.collection<UserDocument>(USERS).get(userId);
    return {
      code: 200,
      status: true,
      message: ACCOUNT_READY,
      user: user && { id: user.id, name: user.name, email: user.email },
      ...this.sessions.issue(userId, sessionVersion),
    };
  }
}
