import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../platform/config/config';
import { MAILER, type Mailer } from '../platform/mailer/mailer.port';
import { APP_CONFIG } from '../platform/platform.providers';
import { taskCopyMail } from './templates';

/** A new task as its copies tell it. */
export interface TaskCopy {
  id: string;
  number: number;
  title: string;
  /** Plain text: the editor's markup does not travel by e-mail. */
  description: string;
  projectName: string;
  senderName: string;
}

/** The e-mails a task sends when it is created: a copy to each address its creator named ('Copia a'). */
@Injectable()
export class TaskMails {
  private readonly logger = new Logger(TaskMails.name);

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sends each copy on its own, so one refused address does not keep the others from theirs. The
   * task exists whatever the mail server says: a failure is logged, not answered.
   */
  async copies(task: TaskCopy, recipients: ReadonlyArray<{ email: string }>): Promise<void> {
    const link = `${this.config.publicUrl}/consultas?task=${encodeURIComponent(task.id)}`;
    const values = {
      sender: task.senderName,
      number: task.number,
      title: task.title,
      project: task.projectName,
      description: task.description,
      link,
    };
    const message = {
      subject: taskCopyMail.subject(values),
      html: taskCopyMail.html(values),
      text: taskCopyMail.text(values),
    };
    await Promise.all(
      recipients.map(({ email }) =>
        this.mailer.send({ to: email, ...message }).catch((error: unknown) => {
          this.logger.warn(`Task ${task.id}: the copy to one recipient failed: ${String(error)}`);
        }),
      ),
    );
  }
}
