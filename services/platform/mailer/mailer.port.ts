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

/** Which e-mail of the app a message is. */
export type MailPurpose =
  | 'invitation'
  | 'password_reset'
  | 'item_copy'
  | 'item_sent'
  | 'item_changes'
  | 'reminders'
  | 'daily_report';

/**
 * What a message is about, told by the caller so its sending is recorded in the log
 * (recording-mailer.ts): the recipient's user when the address is a user's, the item and project.
 */
export interface MailAbout {
  purpose: MailPurpose;
  userId?: string;
  item?: { kind: 'task' | 'rdi' | 'additional' | 'site_book'; id: string };
  projectId?: string;
}

/** Outgoing e-mail: account, item and daily mails. */
export interface Mailer {
  /** Sends one message and answers its message id; throws when the server does not take it. */
  send(message: MailMessage, about: MailAbout): Promise<string>;
}

/** A mailer that keeps what it sends where an administrator can read it (the outbox). */
export interface MailOutbox {
  list(limit: number): Promise<SentMail[]>;
}

export const MAILER = Symbol('Mailer');
export const MAIL_OUTBOX = Symbol('MailOutbox');

/** Who the messages come from when no address is configured. */
export const DEFAULT_SENDER = 'Faena <no-responder@faena.cl>';
