import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../platform/config/config';
import { MAILER, type Mailer, type MailPurpose } from '../platform/mailer/mailer.port';
import { APP_CONFIG } from '../platform/platform.providers';
import { invitationMail, type MailTemplate, resetMail } from './templates';

interface Recipient {
  id: string;
  name: string;
  email: string;
}

/** The account e-mails: the invitation of a new user and the password reset link. */
@Injectable()
export class AccountMails {
  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Spec 2.5: the new-user screen reads `token=userId-token`. */
  invitation(user: Recipient, invitedBy: string, token: string, validDays: number): Promise<void> {
    const link = `${this.config.publicUrl}/newuser?token=${encodeURIComponent(`${user.id}-${token}`)}`;
    return this.send('invitation', invitationMail, user, { name: user.name, invitedBy, link, days: validDays });
  }

  reset(user: Recipient, token: string): Promise<void> {
    return this.send('password_reset', resetMail, user, {
      name: user.name,
      link: `${this.config.publicUrl}/reset-pass/${token}`,
    });
  }

  private async send<Values>(
    purpose: MailPurpose,
    template: MailTemplate<Values>,
    user: Recipient,
    values: Values,
  ): Promise<void> {
    await this.mailer.send(
      { to: user.email, subject: template.subject(values), html: template.html(values), text: template.text(values) },
      { purpose, userId: user.id },
    );
  }
}
