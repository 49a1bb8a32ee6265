export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface SentMail extends MailMessage {
  id: string;
  sentAt: string;
}

/** Outgoing e-mail: invitations and password resets. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A mailer that keeps what it sends where an administrator can read it (the outbox). */
export interface MailOutbox {
  list(limit: number): Promise<SentMail[]>;
}

export const MAILER = Symbol('Mailer');
export const MAIL_OUTBOX = Symbol('MailOutbox');

/** Who the messages come from when no address is configured. */
export const DEFAULT_SENDER = 'Faena <no-responder@faena.cl>';
