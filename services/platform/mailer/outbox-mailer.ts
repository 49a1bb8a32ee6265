import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../clock/clock.port';
import type { Mailer, MailMessage, MailOutbox, SentMail } from './mailer.port';

/**
 * Without a mail server, every message is written as JSON to a folder (`FAENA_DATA_DIR/mail`),
 * and administrators read it in the app: the demo works with no SMTP at all.
 */
export class OutboxMailer implements Mailer, MailOutbox {
  constructor(
    private readonly folder: string,
    private readonly clock: Clock,
  ) {}

  /** Answers the id of the message in the outbox. */
  async send(message: MailMessage): Promise<string> {
    await mkdir(this.folder, { recursive: true });
    const sentAt = this.clock.now().toISOString();
    const mail: SentMail = { id: randomUUID(), sentAt, ...message };
    // The time first in the name keeps the folder in sending order.
    await writeFile(
      join(this.folder, `${sentAt.replace(/[:.]/g, '-')}-${mail.id}.json`),
      JSON.stringify(mail, null, 2),
    );
    return mail.id;
  }

  async list(limit: number): Promise<SentMail[]> {
    let names: string[];
    try {
      names = (await readdir(this.folder)).filter((name) => name.endsWith('.json'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const newest = names.sort().reverse().slice(0, limit);
    return Promise.all(
      newest.map(async (name) => JSON.parse(await readFile(join(this.folder, name), 'utf8')) as SentMail),
    );
  }
}
