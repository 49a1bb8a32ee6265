import { Controller, Inject } from '@nestjs/common';
import { type Actor, CurrentActor } from '../auth/auth.guard';
import { Permissions } from '../organisation/permissions';
import { forbidden } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { MAIL_OUTBOX, type MailOutbox } from '../platform/mailer/mailer.port';
import { isAdministrator } from '../users/user.policy';

const OUTBOX_LIMIT = 100;

/** Without a mail server, administrators read here what the app would have sent (links included). */
@Controller('mail')
export class OutboxController {
  constructor(
    @Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    private readonly permissions: Permissions,
  ) {}

  @ApiCall('outbox')
  async list(@CurrentActor() actor: Actor) {
    if (!isAdministrator(await this.permissions.user(actor.userId))) {
      throw forbidden('Solo un administrador puede ver el correo saliente.');
    }
    const messages = await this.outbox.list(OUTBOX_LIMIT);
    return {
      code: 200,
      messages: messages.map(({ id, to, subject, sentAt, text, html }) => ({
        id,
        to: [to],
        subject,
        sent_at: sentAt,
        text,
        html,
      })),
    };
  }
}
