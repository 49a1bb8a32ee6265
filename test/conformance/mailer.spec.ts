import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '../../services/platform/clock/clock.port';
import { OutboxMailer } from '../../services/platform/mailer/outbox-mailer';
import { SmtpMailer } from '../../services/platform/mailer/smtp-mailer';
import { startSmtpSink } from '../support/smtp-sink';
import { mailerConformance } from './mailer.conformance';

describe('Mailer conformance: outbox folder (embedded)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'faena-mail-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mailerConformance(async () => {
    const outbox = new OutboxMailer(join(dir, String(Math.random())), new FixedClock(new Date('2026-11-23T12:00:00Z')));
    return { mailer: outbox, received: () => outbox.list(10) };
  });
});

describe('Mailer conformance: SMTP through nodemailer, to a real SMTP server', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  mailerConformance(async () => ({
    mailer: new SmtpMailer(sink.url, 'Faena <no-responder@faena.cl>'),
    received: async () => {
      const mail = await sink.waitFor('faena.cl');
      return [
        {
          to: String(mail.to && 'text' in mail.to ? mail.to.text : ''),
          subject: mail.subject ?? '',
          html: String(mail.html),
          text: mail.text ?? '',
        },
      ];
    },
  }));
});
