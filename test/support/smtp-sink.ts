import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { until } from './eventually';

/** The domain whose recipients the sink refuses (550), as a server refuses an unknown mailbox. */
export const REFUSED_DOMAIN = 'rechazado.cl';

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
export async function startSmtpSink() {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (!address.address.endsWith(`@${REFUSED_DOMAIN}`)) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Waits for a message to a recipient and returns it. */
    waitFor(to: string, timeout = 5000): Promise<ParsedMail> {
      return until(`a mail to ${to}`, () => messages.find((mail) => mail.to && JSON.stringify(mail.to).includes(to)), {
        timeout,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
