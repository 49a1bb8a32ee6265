import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../platform/config/config';
import { MAILER, type MailAbout, type Mailer, type MailMessage } from '../platform/mailer/mailer.port';
import { APP_CONFIG } from '../platform/platform.providers';
import { quotedText, writtenText } from './quoted-text';
import { itemChangesMail, itemCopyMail, itemSentMail } from './templates';

/** What each kind of item is called in a copy, and where the app opens it. */
export const KINDS = {
  task: { label: 'Tarea', noun: 'la tarea', action: 'Ver la tarea', path: (id: string) => `/consultas?task=${id}` },
  rdi: { label: 'RDI', noun: 'la RDI', action: 'Ver la RDI', path: (id: string) => `/rdi?rdi=${id}` },
  additional: {
    label: 'Adicional',
    noun: 'el adicional',
    action: 'Ver el adicional',
    path: (id: string) => `/adicionales?additional=${id}`,
  },
  site_book: {
    label: 'Folio',
    noun: 'el folio',
    action: 'Ver el folio',
    path: (id: string) => `/libro-de-obra?folio=${id}`,
  },
} as const;

/** A new task, RDI or additional as its detail answers it: what its copies tell. */
export interface CopiedItem {
  id: string;
  project_id: string;
  number: number;
  title: string;
  /** As the editor wrote it (Markdown): the copy shows it formatted. */
  description: string;
  project: { name: string };
  created_by_user: { name: string };
}

/**
 * What 'Enviar por correo' tells of an item beside its description: its facts (state, people,
 * dates) in the detail's words, and its interactions in order with their files' names. Each item
 * type writes its own from its detail; a private item's reader check stays with the caller.
 */
export interface SentItemState {
  facts: Array<{ label: string; value: string }>;
  interactions: Array<{ heading: string; said: string; files: string[] }>;
}

/** What 'Enviar por correo' sends beside the item: who sends it, to whom, their words, the files' links. */
export interface ItemSending {
  sender: string;
  recipients: ReadonlyArray<{ email: string }>;
  message: string;
  attachments: ReadonlyArray<{ name: string; url: string }>;
  /** The item's state and thread, as its type tells them. */
  state: SentItemState;
  /** How long the files' links work. */
  linkDays: number;
}

/**
 * The e-mails of an item: a copy to each address its creator named ('Copia a') when it is created,
 * and the item sent by a reader with 'Enviar por correo'.
 */
@Injectable()
export class ItemMails {
  private readonly logger = new Logger(ItemMails.name);

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sends each copy on its own, so one refused address does not keep the others from theirs. The
   * item exists whatever the mail server says: a failure is logged, not answered.
   */
  async copies(
    kind: keyof typeof KINDS,
    item: CopiedItem,
    recipients: ReadonlyArray<{ email: string }>,
  ): Promise<void> {
    const values = { ...this.itemValues(kind, item), sender: item.created_by_user.name };
    await this.sendEach(kind, item, 'item_copy', recipients, {
      subject: itemCopyMail.subject(values),
      html: itemCopyMail.html(values),
      text: itemCopyMail.text(values),
    });
  }

  /** 'Enviar por correo': one message to each recipient; answers the addresses the server refused. */
  async send(kind: keyof typeof KINDS, item: CopiedItem, sending: ItemSending): Promise<string[]> {
    const values = {
      ...this.itemValues(kind, item),
      sender: sending.sender,
      message: sending.message.trim(),
      attachments: [...sending.attachments],
      facts: sending.state.facts,
      interactions: sending.state.interactions.map(({ said, ...interaction }) => ({
        ...interaction,
        said: writtenText(said),
      })),
      days: sending.linkDays,
    };
    return this.sendEach(kind, item, 'item_sent', sending.recipients, {
      subject: itemSentMail.subject(values),
      html: itemSentMail.html(values),
      text: itemSentMail.text(values),
    });
  }

  /**
   * The changes to an item since its last e-mail to one recipient, in one message. A failure is
   * thrown: the dispatcher logs it (the batch is recorded as sent before it goes, so never twice).
   */
  async changes(
    kind: keyof typeof KINDS,
    item: Pick<CopiedItem, 'id' | 'project_id' | 'number' | 'title' | 'project'>,
    to: { userId: string; email: string },
    changes: Array<{ who: string; action: string; time: string; said?: string | undefined }>,
  ): Promise<void> {
    const { description: _none, ...values } = this.itemValues(kind, { ...item, description: '' });
    const filled = {
      ...values,
      changes: changes.map(({ said, ...change }) => ({ ...change, said: said ? quotedText(said) : null })),
    };
    await this.mailer.send(
      {
        to: to.email,
        subject: itemChangesMail.subject(filled),
        html: itemChangesMail.html(filled),
        text: itemChangesMail.text(filled),
      },
      { ...this.about(kind, item, 'item_changes'), userId: to.userId },
    );
  }

  private about(
    kind: keyof typeof KINDS,
    item: Pick<CopiedItem, 'id' | 'project_id'>,
    purpose: MailAbout['purpose'],
  ): MailAbout {
    return { purpose, item: { kind, id: item.id }, projectId: item.project_id };
  }

  private itemValues(
    kind: keyof typeof KINDS,
    item: Pick<CopiedItem, 'id' | 'number' | 'title' | 'description' | 'project'>,
  ) {
    const { label, noun, action, path } = KINDS[kind];
    return {
      label,
      noun,
      action,
      number: item.number,
      title: item.title,
      project: item.project.name,
      description: writtenText(item.description),
      link: `${this.config.publicUrl}${path(encodeURIComponent(item.id))}`,
    };
  }

  private async sendEach(
    kind: keyof typeof KINDS,
    item: Pick<CopiedItem, 'id' | 'project_id'>,
    purpose: MailAbout['purpose'],
    recipients: ReadonlyArray<{ email: string }>,
    message: Omit<MailMessage, 'to'>,
  ): Promise<string[]> {
    const about = this.about(kind, item, purpose);
    const refused = await Promise.all(
      recipients.map(({ email }) =>
        this.mailer.send({ to: email, ...message }, about).then(
          () => null,
          (error: unknown) => {
            this.logger.warn(`${KINDS[kind].label} ${item.id}: the mail to one recipient failed: ${String(error)}`);
            return email;
          },
        ),
      ),
    );
    return refused.filter((email) => email !== null);
  }
}
