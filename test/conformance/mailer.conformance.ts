import type { Mailer } from '../../services/platform/mailer/mailer.port';

export interface ReceivedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** What every Mailer adapter must do: deliver the message whole, Spanish accents included. */
export function mailerConformance(
  open: () => Promise<{ mailer: Mailer; received: () => Promise<ReceivedMail[]> }>,
): void {
  it('delivers subject, HTML and text to the recipient, and answers its message id', async () => {
    const { mailer, received } = await open();
    const messageId = await mailer.send(
      {
        to: 'ñandú@faena.cl',
        subject: 'Invitación a Faena: Edificación',
        html: '<p>Hola <strong>María José</strong></p>',
        text: 'Hola María José',
      },
      { purpose: 'invitation' },
    );
    expect(messageId).toEqual(expect.any(String));
    expect(messageId.length).toBeGreaterThan(8);
    const [mail] = await received();
    expect(mail).toMatchObject({
      to: 'ñandú@faena.cl',
      subject: 'Invitación a Faena: Edificación',
      text: 'Hola María José',
    });
    expect(mail?.html).toContain('<strong>María José</strong>');
  });
}
