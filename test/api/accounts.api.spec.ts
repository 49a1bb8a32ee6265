import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { FixedClock } from '../../services/platform/clock/clock.port';
import { userForm } from '../support/fixtures';
import { mailRecords } from '../support/mail-records';
import { startSmtpSink } from '../support/smtp-sink';
import { startTestServer, type TestServer } from '../support/test-server';

const INVALID_TOKEN =
  'El token de validación no se encuentra válido, si aún lo necesitas, por favor solicita nuevamente reestablecer tu contraseña';
const INVALID_INVITATION =
  'Esta invitación ya se usó o venció. Si ya creaste tu contraseña, ingresa con ella. Si no, pide a quien te invitó que te envíe una nueva invitación o solicita un link para crear tu contraseña.';
const refusedInvitation = { status: 400, body: expect.objectContaining({ message: INVALID_INVITATION }) };

/** Tests that hash and check several passwords (argon2) on a busy machine. */
const ARGON2_HEAVY_MS = 30_000;
const INVALID_SESSION = 'Tu sesión no es válida o ha expirado. Por favor ingresa nuevamente.';

/** The link of a mail's text part. */
const linkIn = (mail: ParsedMail) => {
  const match = /https?:\/\/\S+/.exec(mail.text ?? '');
  if (!match) throw new Error(`no link in ${mail.text}`);
  return new URL(match[0]);
};

describe('account flows with real e-mail', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const clock = new FixedClock(new Date());
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({
      clock,
      env: { SMTP_URL: smtp.url, FAENA_PUBLIC_URL: 'https://faena.example.cl/' },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const requestReset = (email: string) => server.call('/auth/resetpassrequest', { email });

  describe('password reset', () => {
    it('answers an unknown e-mail with the text of the spec', async () => {
      const { status, body } = await requestReset('nadie@faena.cl');
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 404, message: 'El correo ingresado no está en nuestros registros.' });
    });

    it('validates the e-mail', async () => {
      expect((await requestReset('')).body.message).toBe('Email es obligatorio');
      expect((await requestReset('no-es-email')).body.message).toBe('Email debe ser válido');
    });

    it(
      'sends a Spanish reset mail whose link sets a new password once',
      async () => {
        const { status, body } = await requestReset('ITO@faena.cl');
        expect(status).toBe(200);
        expect(body.message).toBe('Se ha enviado un link al correo ingresado para resetear tu contraseña.');
        const mail = await smtp.waitFor('ito@faena.cl');
        expect(mail.subject).toBe('Reestablecer tu contraseña de Faena');
        // The mail is an event of the log: to whom, which mail, and the id the SMTP server took it with.
        expect(await mailRecords(server.config.dataDir, 'mail-demo-ito')).toContainEqual(
          expect.objectContaining({
            type: 'EmailSent',
            data: {
              purpose: 'password_reset',
              userId: 'demo-ito',
              address: 'ito@faena.cl',
              item: null,
              projectId: null,
              subject: 'Reestablecer tu contraseña de Faena',
              messageId: mail.messageId,
            },
            metadata: expect.objectContaining({ actorId: 'system' }),
          }),
        );
        expect(mail.html).toContain('Reestablecer contraseña');
        const link = linkIn(mail);
        expect(link.origin).toBe('https://faena.example.cl');
        const token = link.pathname.replace('/reset-pass/', '');
        const earlierSession = await server.login('ito@faena.cl', 'faena1234');
        // Used before the reset: its session version is then known to the server.
        expect((await server.call('/user/details', {}, earlierSession)).status).toBe(200);

        expect((await server.call('/auth/checktoken', { token })).status).toBe(200);
        const short = await server.call('/auth/resetpass', {
          token,
          password: 'corta',
          password_confirmation: 'corta',
        });
        expect(short.body.message).toBe('La contraseña debe ser de 8 caracteres mínimo');
        const mismatch = await server.call('/auth/resetpass', {
          token,
          password: 'nueva-clave-1',
          password_confirmation: 'otra-clave-1',
        });
        expect(mismatch.body.message).toBe('Las contraseñas no coinciden');

        const reset = await server.call('/auth/resetpass', {
          token,
          password: 'nueva-clave-1',
          password_confirmation: 'nueva-clave-1',
        });
        expect(reset.body).toMatchObject({
          code: 200,
          message: 'Se ha reestablecido la contraseña por favor ingresa. Serás redirigido al login.',
        });
        await expect(server.login('ito@faena.cl', 'faena1234')).rejects.toThrow();
        // A reset ends the sessions signed in before it; a new sign-in works.
        expect(await server.call('/user/details', {}, earlierSession)).toEqual({
          status: 401,
          body: expect.objectContaining({ message: INVALID_SESSION }),
        });
        const newSession = await server.login('ito@faena.cl', 'nueva-clave-1');
        expect((await server.call('/user/details', {}, newSession)).status).toBe(200);

        const again = await server.call('/auth/resetpass', {
          token,
          password: 'otra-clave-2',
          password_confirmation: 'otra-clave-2',
        });
        expect(again).toEqual({ status: 400, body: expect.objectContaining({ message: INVALID_TOKEN }) });
        expect((await server.call('/auth/checktoken', { token })).body.message).toBe(INVALID_TOKEN);
      },
      ARGON2_HEAVY_MS,
    );

    it('lets a reset link expire after one hour, and only the newest link works', async () => {
      smtp.messages.length = 0;
      await requestReset('terreno@faena.cl');
      const first = linkIn(await smtp.waitFor('terreno@faena.cl')).pathname.replace('/reset-pass/', '');
      smtp.messages.length = 0;
      await requestReset('terreno@faena.cl');
      const second = linkIn(await smtp.waitFor('terreno@faena.cl')).pathname.replace('/reset-pass/', '');
      expect((await server.call('/auth/checktoken', { token: first })).status).toBe(400);
      expect((await server.call('/auth/checktoken', { token: second })).status).toBe(200);
      clock.advance(60 * 60_000);
      expect((await server.call('/auth/checktoken', { token: second })).body.message).toBe(INVALID_TOKEN);
    });

    it('limits reset requests per e-mail', async () => {
      const email = 'jefe.ot@faena.cl';
      const answers = [];
      for (let attempt = 0; attempt < 6; attempt += 1) answers.push((await requestReset(email)).status);
      expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await requestReset(email)).body.message).toBe(
        'Demasiados intentos. Espera unos minutos e inténtalo nuevamente.',
      );
      clock.advance(61 * 60_000);
      expect((await requestReset(email)).status).toBe(200);
    });
  });

  describe('invitation of a new user', () => {
    it(
      'mails the /newuser link; the first password signs the user in, once',
      async () => {
        const admin = await server.login();
        const created = await server.form(
          '/user/create',
          userForm({ name: 'Camila Fuentes', email: 'camila.fuentes@faena.cl', default_job: 4 }),
          admin,
        );
        expect(created.status).toBe(200);
        const userId = (created.body.user as { id: string }).id;
        const mail = await smtp.waitFor('camila.fuentes@faena.cl');
        expect(mail.subject).toBe('Te damos la bienvenida a Faena');
        expect(mail.text).toContain('Administración Faena te ha creado una cuenta');
        const link = linkIn(mail);
        expect(link.pathname).toBe('/newuser');
        const value = link.searchParams.get('token')!;
        const cut = value.lastIndexOf('-');
        expect(value.slice(0, cut)).toBe(userId);
        const token = value.slice(cut + 1);
        expect(token).toMatch(/^[0-9a-f]{64}$/);

        // Not a reset token: the reset check refuses it.
        expect((await server.call('/auth/checktoken', { token })).status).toBe(400);
        // The page checks the link when it opens; checking spends nothing.
        const check = (user_id: string) => server.call('/auth/checkFirstToken', { token, user_id });
        expect(await check(userId)).toEqual({ status: 200, body: { code: 200, status: true } });
        expect((await check(userId)).status).toBe(200);
        expect(await check('demo-ito')).toEqual(refusedInvitation);
        expect((await server.call('/auth/checkFirstToken', { token })).body.message).toBe('El usuario es obligatorio.');
        const wrongUser = await server.call('/auth/checkFirstTokenAndChangePassword', {
          token,
          user_id: 'demo-ito',
          password: 'camila-2026',
          password_confirmation: 'camila-2026',
        });
        expect(wrongUser).toEqual(refusedInvitation);
        const first = await server.call('/auth/checkFirstTokenAndChangePassword', {
          token,
          user_id: userId,
          password: 'camila-2026',
          password_confirmation: 'camila-2026',
        });
        expect(first.body).toMatchObject({
          code: 200,
          status: true,
          message: 'Cuenta modificada con éxito. En unos segundos ingresarás a la plataforma automáticamente.',
          user: { id: userId, name: 'Camila Fuentes', email: 'camila.fuentes@faena.cl' },
        });
        const details = await server.call('/user/details', {}, first.body.access_token as string);
        expect(details.body.user).toMatchObject({
          id: userId,
          companies: [expect.objectContaining({ company_id: 'demo-company' })],
        });
        const again = await server.call('/auth/checkFirstTokenAndChangePassword', {
          token,
          user_id: userId,
          password: 'otra-clave-9',
          password_confirmation: 'otra-clave-9',
        });
        // A used invitation says so in its own words, when sent and when its page opens again.
        expect(again).toEqual(refusedInvitation);
        expect(await check(userId)).toEqual(refusedInvitation);
        await expect(server.login('camila.fuentes@faena.cl', 'camila-2026')).resolves.toEqual(expect.any(String));
      },
      ARGON2_HEAVY_MS,
    );

    it('keeps an invitation valid for seven days', async () => {
      const admin = await server.login();
      await server.form('/user/create', userForm({ name: 'Tomás Vera', email: 'tomas.vera@faena.cl' }), admin);
      const value = linkIn(await smtp.waitFor('tomas.vera@faena.cl')).searchParams.get('token')!;
      const cut = value.lastIndexOf('-');
      clock.advance(7 * 24 * 60 * 60_000);
      const late = await server.call('/auth/checkFirstTokenAndChangePassword', {
        token: value.slice(cut + 1),
        user_id: value.slice(0, cut),
        password: 'tomas-2026',
        password_confirmation: 'tomas-2026',
      });
      expect(late).toEqual(refusedInvitation);
      const check = { token: value.slice(cut + 1), user_id: value.slice(0, cut) };
      expect(await server.call('/auth/checkFirstToken', check)).toEqual(refusedInvitation);
    });
  });

  it('writes nothing for a public call with unknown fields', async () => {
    const { status } = await server.call('/auth/resetpassrequest', { email: 'ito@faena.cl', extra: randomUUID() });
    expect(status).toBe(400);
  });

  describe('behind a trusted proxy', () => {
    let proxied: TestServer;
    beforeAll(async () => {
      proxied = await startTestServer({ env: { FAENA_TRUST_PROXY: '1' } });
    });
    afterAll(() => proxied.close());

    const signInFrom = (address: string, password: string) =>
      fetch(`${proxied.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email: 'admin@faena.cl', password }),
      }).then((response) => response.status);

    it("slows an attacker's address, and their failures do not block the owner's correct password", async () => {
      const attacker = [];
      for (let n = 0; n < 10; n += 1) attacker.push(await signInFrom('198.51.100.66', `mala-${n}`));
      expect(attacker.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      // Past five failures each one makes the address wait longer (1 s, 2 s, 4 s…) before the next try.
      expect(attacker).toContain(429);
      expect(attacker.every((status) => status === 401 || status === 429)).toBe(true);
      expect(await signInFrom('203.0.113.50', 'faena1234')).toBe(200);
    }, 30_000);

    const requestFrom = (address: string, n: number) =>
      fetch(`${proxied.url}/api/auth/resetpassrequest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email: `desconocido.${n}@faena.cl` }),
      }).then((response) => response.status);

    const checkFrom = (address: string, call: string, body: Record<string, string>) =>
      fetch(`${proxied.url}/api/auth/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(body),
      }).then((response) => response.status);

    it('slows the guessing of link tokens per address, counting only the tokens it refuses', async () => {
      const guesses = [];
      for (let n = 0; n < 21; n += 1) guesses.push(await checkFrom('198.51.100.9', 'checktoken', { token: `t${n}` }));
      expect(guesses.slice(0, 20).every((status) => status === 400)).toBe(true);
      expect(guesses[20]).toBe(429);
      // Every call that takes a link's token shares the count.
      expect(await checkFrom('198.51.100.9', 'checkFirstToken', { token: 'x', user_id: 'demo-ito' })).toBe(429);
      expect(await checkFrom('198.51.100.10', 'checkFirstToken', { token: 'x', user_id: 'demo-ito' })).toBe(400);
    });

    it('limits each client address the proxy names, not the proxy itself', async () => {
      const statuses = [];
      for (let n = 0; n < 21; n += 1) statuses.push(await requestFrom('203.0.113.7', n));
      expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
      expect(statuses[20]).toBe(429);
      expect(await requestFrom('203.0.113.8', 99)).toBe(404);
    });
  });
});
