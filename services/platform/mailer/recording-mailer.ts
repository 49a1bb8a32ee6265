import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Clock } from '../clock/clock.port';
import { SYSTEM_ACTOR } from '../commands/command-context';
import type { EventStore, NewEvent } from '../event-store/event-store.port';
import type { MailEvent, MailRecord } from './mail.events';
import type { MailAbout, Mailer, MailMessage } from './mailer.port';

/** One stream per recipient: their user id, or the address when it is nobody's account. */
export const mailStream = (about: MailAbout, address: string) => `mail-${about.userId ?? address.toLowerCase()}`;

const logger = new Logger('Mail');

/**
 * Every e-mail the app sends goes through here, and is recorded in the event log as sent (with
 * its message id) or refused by the server, so a notice can be proven (docs/decisions.md). The
 * record follows the sending: a record that cannot be written is logged, and the sending stands.
 */
export class RecordingMailer implements Mailer {
  constructor(
    private readonly inner: Mailer,
    private readonly log: EventStore,
    private readonly clock: Clock,
  ) {}

  async send(message: MailMessage, about: MailAbout): Promise<string> {
    const record: MailRecord = {
      purpose: about.purpose,
      userId: about.userId ?? null,
      address: message.to,
      item: about.item ?? null,
      projectId: about.projectId ?? null,
      subject: message.subject,
    };
    let messageId: string;
    try {
      messageId = await this.inner.send(message, about);
    } catch (error) {
      await this.record(about, message.to, { type: 'EmailRejected', data: { ...record, reason: String(error) } });
      throw error;
    }
    await this.record(about, message.to, { type: 'EmailSent', data: { ...record, messageId } });
    return messageId;
  }

  private async record(about: MailAbout, address: string, event: MailEvent): Promise<void> {
    const commandId = randomUUID();
    const recorded: NewEvent = {
      ...event,
      metadata: {
        actorId: SYSTEM_ACTOR,
        ...(about.projectId ? { projectId: about.projectId } : {}),
        commandId,
        correlationId: commandId,
        causationId: commandId,
        occurredAt: this.clock.now().toISOString(),
        schemaVersion: 1,
      },
    };
    try {
      await this.log.append(mailStream(about, address), [recorded], 'any');
    } catch (error) {
      logger.error(`The ${event.type} record of a mail to ${address} could not be written: ${String(error)}`);
    }
  }
}
