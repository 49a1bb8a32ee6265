import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.port';

/** Sends through an SMTP server (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.cl:465). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  /** The Message-ID header nodemailer gave the message; a refusal of the server is thrown. */
  async send(message: MailMessage): Promise<string> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    return info.messageId;
  }
}
