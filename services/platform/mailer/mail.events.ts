import type { MailAbout } from './mailer.port';

/** What the log keeps of each e-mail: who got it, about what, and what the server said. */
export interface MailRecord {
  purpose: MailAbout['purpose'];
  /** The recipient's user, or null for an address that is nobody's account ('Copia a', 'Enviar por correo'). */
  userId: string | null;
  address: string;
  item: MailAbout['item'] | null;
  projectId: string | null;
  subject: string;
}

export interface EmailSent extends MailRecord {
  messageId: string;
}

export interface EmailRejected extends MailRecord {
  reason: string;
}

/** The mail events: in `mail-…` streams of their own, read by no projection (they are nobody's item events). */
export type MailEvent = { type: 'EmailSent'; data: EmailSent } | { type: 'EmailRejected'; data: EmailRejected };

export const MAIL_EVENT_TYPES: readonly MailEvent['type'][] = ['EmailSent', 'EmailRejected'];
