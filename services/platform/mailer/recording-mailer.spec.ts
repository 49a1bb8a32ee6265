import { useTemporaryEventLog } from '../../../test/support/event-log';
import { allProjections } from '../../manifests';
import { FixedClock } from '../clock/clock.port';
import { MAIL_EVENT_TYPES } from './mail.events';
import type { Mailer, MailMessage } from './mailer.port';
import { RecordingMailer } from './recording-mailer';

const message = (to: string): MailMessage => ({
  to,
  subject: 'Tarea Nº 3: Moldajes',
  html: '<p>Hola</p>',
  text: 'Hola',
});
const clock = new FixedClock(new Date('2026-11-23T12:00:00Z'));

describe('RecordingMailer', () => {
  const temp = useTemporaryEventLog();
  const refusing: Mailer = {
    send: async (sent) => {
      if (sent.to.endsWith('@rechazado.cl')) throw new Error('550 Mailbox unavailable');
      return `<id-${sent.to}>`;
    },
  };

  it("records a sent mail in the recipient's stream, with the message id, as the system", async () => {
    const mailer = new RecordingMailer(refusing, temp.log(), clock);
    const about = {
      purpose: 'item_changes',
      userId: 'demo-ito',
      item: { kind: 'rdi', id: 'r1' },
      projectId: 'p1',
    } as const;
    expect(await mailer.send(message('ito@faena.cl'), about)).toBe('<id-ito@faena.cl>');
    const [sent] = await temp.log().readStream('mail-demo-ito');
    expect(sent).toMatchObject({
      type: 'EmailSent',
      data: { ...about, address: 'ito@faena.cl', subject: 'Tarea Nº 3: Moldajes', messageId: '<id-ito@faena.cl>' },
      metadata: { actorId: 'system', projectId: 'p1', occurredAt: '2026-11-23T12:00:00.000Z', schemaVersion: 1 },
    });
  });

  it("records a refused mail under the address when it is nobody's account, and throws as the mailer did", async () => {
    const mailer = new RecordingMailer(refusing, temp.log(), clock);
    await expect(mailer.send(message('Nadie@rechazado.cl'), { purpose: 'item_copy' })).rejects.toThrow('550');
    expect(await temp.log().readStream('mail-nadie@rechazado.cl')).toEqual([
      expect.objectContaining({
        type: 'EmailRejected',
        data: expect.objectContaining({ userId: null, item: null, reason: 'Error: 550 Mailbox unavailable' }),
      }),
    ]);
  });

  it('keeps the mail events out of every projection: they are no item event anybody is shown', () => {
    for (const projection of allProjections) {
      expect(projection.handles.filter((type) => (MAIL_EVENT_TYPES as readonly string[]).includes(type))).toEqual([]);
    }
  });
});
