import { Controller, Inject } from '@nestjs/common';
import type { Actor } from '../platform/commands/actor';
import { forbidden } from '../platform/domain-error';
import { ApiCall } from '../platform/http/api-response';
import { Requester } from '../platform/http/requester.decorator';
import { MAIL_OUTBOX, type MailOutbox } from '../platform/mailer/mailer.port';

const OUTBOX_LIMIT = 100;

/** Without a mail server, administrators read here what the app would have sent (links included). */
@Controller('mail')
export class OutboxController {
  constructor(@Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox) {}

  @ApiCall('outbox')
  async list(@Requester() actor: Actor) {
    // Mail is not a read model: what administrators may read is decided here.
    if (!actor.administrator) {
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
