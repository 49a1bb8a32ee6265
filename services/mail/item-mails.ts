import { Inject, Injectable, Logger } from '@nestjs/common';
import { plainText } from '../../projections/tasks/task-text';
import type { AppConfig } from '../platform/config/config';
import { MAILER, type Mailer } from '../platform/mailer/mailer.port';
import { APP_CONFIG } from '../platform/platform.providers';
import { itemCopyMail } from './templates';

/** What each kind of item is called in a copy, and where the app opens it. */
const KINDS = {
  task: { label: 'Tarea', noun: 'la tarea', action: 'Ver la tarea', path: (id: string) => `/consultas?task=${id}` },
  rdi: { label: 'RDI', noun: 'la RDI', action: 'Ver la RDI', path: (id: string) => `/rdi?rdi=${id}` },
  additional: {
    label: 'Adicional',
    noun: 'el adicional',
    action: 'Ver el adicional',
    path: (id: string) => `/adicionales?additional=${id}`,
  },
} as const;

/** A new task, RDI or additional as its detail answers it: what its copies tell. */
export interface CopiedItem {
  id: string;
  number: number;
  title: string;
  /** As the editor wrote it: the copy carries its plain text. */
  description: string;
  project: { name: string };
  created_by_user: { name: string };
}

/** The e-mails an item sends when it is created: a copy to each address its creator named ('Copia a'). */
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
    const { label, noun, action, path } = KINDS[kind];
    const values = {
      label,
      noun,
      action,
      sender: item.created_by_user.name,
      number: item.number,
      title: item.title,
      project: item.project.name,
      description: plainText(item.description),
      link: `${this.config.publicUrl}${path(encodeURIComponent(item.id))}`,
    };
    const message = {
      subject: itemCopyMail.subject(values),
      html: itemCopyMail.html(values),
      text: itemCopyMail.text(values),
    };
    await Promise.all(
      recipients.map(({ email }) =>
        this.mailer.send({ to: email, ...message }).catch((error: unknown) => {
          this.logger.warn(`${label} ${item.id}: the copy to one recipient failed: ${String(error)}`);
        }),
      ),
    );
  }
}
