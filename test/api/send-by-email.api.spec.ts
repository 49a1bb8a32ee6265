import { mailRecords } from '../support/mail-records';
import { REFUSED_DOMAIN, startSmtpSink } from '../support/smtp-sink';
import { startTestServer, type TestServer } from '../support/test-server';

const PROJECT = 'demo-aromos';
const NOTE = { name: 'medidas.txt', content: Buffer.from('Huella de 28 cm\n'), type: 'text/plain' };

describe("'Enviar por correo' of tasks, RDI and additionals", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: TestServer;
  let jefe: string;
  let ito: string;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({ env: { SMTP_URL: smtp.url } });
    ({ jefe, ito } = await server.demoTokens());
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const task = async (fields: Record<string, string> = {}) => {
    const created = await server.form(
      '/tasks/create',
      {
        project_id: PROJECT,
        title: 'Detalle de escalera',
        priority: 2,
        code_id: 1,
        description: '<p>¿Cuál es la <b>huella</b>?</p>',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
        ...fields,
      },
      jefe,
      { 'files[]': NOTE },
    );
    expect(created.body).toMatchObject({ code: 200 });
    return (created.body.task as { id: string; number: number }).id;
  };
  const linkIn = (text: string) => /https?:\/\/\S+\/api\/files\/link\/\S+/.exec(text)?.[0] ?? '';

  it('sends a task to typed addresses with the message and its files as links that work for 7 days', async () => {
    const taskId = await task();
    const sent = await server.call(
      '/tasks/sendByEmail',
      {
        task_id: taskId,
        emails: [
          { email: 'arquitecta@estudio.cl', name: '' },
          { email: 'ito@faena.cl', name: 'Ignacio Toro' },
        ],
        message: 'Revisen la huella antes del lunes.',
        attach_files: true,
      },
      jefe,
    );
    expect(sent).toEqual({ status: 200, body: { code: 200, not_sent: [] } });
    const mail = await smtp.waitFor('arquitecta@estudio.cl');
    await smtp.waitFor('ito@faena.cl');
    expect(mail.subject).toMatch(
      /^\[Edificio Parque Los Aromos\] Javiera Soto te envió la tarea Nº \d+: Detalle de escalera$/,
    );
    expect(mail.text).toContain('Javiera Soto te envió la tarea');
    expect(mail.text).toContain('Revisen la huella antes del lunes.');
    expect(mail.text).toContain('¿Cuál es la huella?');
    expect(mail.text).toContain('los enlaces funcionan por 7 días');
    const link = linkIn(mail.text ?? '').replace(/^https?:\/\/[^/]+/, server.url);
    expect(link).toContain('medidas.txt');
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toBe('Huella de 28 cm\n');
  });

  it('records each sending in the log: the message id the server took, or its refusal', async () => {
    const taskId = await task({ title: 'Con registro' });
    const refused = `nadie@${REFUSED_DOMAIN}`;
    const sent = await server.call(
      '/tasks/sendByEmail',
      { task_id: taskId, emails: [{ email: 'registro@estudio.cl' }, { email: refused }] },
      jefe,
    );
    expect(sent.status).toBe(200);
    const mail = await smtp.waitFor('registro@estudio.cl');
    const about = { purpose: 'item_sent', userId: null, item: { kind: 'task', id: taskId }, projectId: PROJECT };
    expect(await mailRecords(server.config.dataDir, 'mail-registro@estudio.cl')).toEqual([
      expect.objectContaining({
        type: 'EmailSent',
        data: { ...about, address: 'registro@estudio.cl', subject: mail.subject, messageId: mail.messageId },
        metadata: expect.objectContaining({ actorId: 'system', projectId: PROJECT }),
      }),
    ]);
    expect(await mailRecords(server.config.dataDir, `mail-${refused}`)).toEqual([
      expect.objectContaining({
        type: 'EmailRejected',
        data: { ...about, address: refused, subject: mail.subject, reason: expect.stringContaining('550') },
      }),
    ]);
  });

  it("carries the task's whole state: its state, people, dates and its interactions in order", async () => {
    const taskId = await task({ title: 'Estado completo', critical_date: '2026-12-15' });
    const reply = (message: string, token: string, files = {}) =>
      server.form('/tasks/addInteraction', { task_id: taskId, message }, token, files);
    expect((await reply('<p>Huella de 28 cm</p>', jefe, { 'files[]': NOTE })).status).toBe(200);
    expect((await reply('<p>Confirmado &amp; aprobado</p>', ito)).status).toBe(200);
    await server.call('/tasks/sendByEmail', { task_id: taskId, emails: [{ email: 'estado@estudio.cl' }] }, jefe);
    const mail = await smtp.waitFor('estado@estudio.cl');
    const text = mail.text ?? '';
    for (const fact of [
      'Estado: Abierta',
      'Responsable: Ignacio Toro',
      'Participantes: Pedro Rojas',
      'Prioridad: Media',
      'Creada por: Javiera Soto',
      'Fecha crítica: 15-12-2026',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toMatch(
      /Interacciones:\n- Javiera Soto · .+\n {2}Huella de 28 cm\n {2}Archivos: medidas\.txt\n- Ignacio Toro · .+\n {2}Confirmado & aprobado/,
    );
    expect(mail.html).toContain('Confirmado &amp; aprobado');
  });

  it('formats a Markdown description and reply in the HTML part and gives their words in the text part', async () => {
    const taskId = await task({
      title: 'Placa base',
      description: 'Se solicita **detalle de placa base**:\n\n- pernos\n- mortero',
    });
    await server.form(
      '/tasks/addInteraction',
      { task_id: taskId, message: 'Ver el [plano](https://faena.cl/p.pdf)' },
      ito,
    );
    await server.call('/tasks/sendByEmail', { task_id: taskId, emails: [{ email: 'markdown@estudio.cl' }] }, jefe);
    const mail = await smtp.waitFor('markdown@estudio.cl');
    expect(mail.html).toContain('<strong>detalle de placa base</strong>');
    expect(mail.html).toContain('<li>pernos</li>');
    expect(mail.html).toContain('<a href="https://faena.cl/p.pdf" rel="noopener noreferrer">plano</a>');
    expect(mail.text).toContain('Se solicita detalle de placa base:');
    expect(mail.text).toContain('Ver el plano');
    expect(mail.text).not.toContain('**');
  });

  it("lists the sending in the task's Historial, with its recipients", async () => {
    const taskId = await task({ title: 'Con historial' });
    const emails = [
      { email: 'arquitecta@estudio.cl', name: '' },
      { email: 'ito@faena.cl', name: 'Ignacio Toro' },
    ];
    expect((await server.call('/tasks/sendByEmail', { task_id: taskId, emails }, jefe)).status).toBe(200);
    const history = await server.call('/history/get', { item_type: 'task', item_id: taskId }, ito);
    expect((history.body.events as Array<{ summary: string }>).map((event) => event.summary)).toContain(
      'Javiera Soto (Jefe OT) envió la tarea por correo a arquitecta@estudio.cl, Ignacio Toro',
    );
  });

  const sendingsIn = async (taskId: string) => {
    const history = await server.call('/history/get', { item_type: 'task', item_id: taskId }, ito);
    return (history.body.events as Array<{ summary: string }>)
      .map((event) => event.summary)
      .filter((summary) => summary.includes('por correo'));
  };

  it('records only the recipients the mail server took, and answers those it refused', async () => {
    const taskId = await task({ title: 'Envío a medias' });
    const refused = `rebota@${REFUSED_DOMAIN}`;
    const sent = await server.call(
      '/tasks/sendByEmail',
      { task_id: taskId, emails: [{ email: 'llega@estudio.cl' }, { email: refused }] },
      jefe,
    );
    expect(sent).toEqual({ status: 200, body: { code: 200, not_sent: [refused] } });
    await smtp.waitFor('llega@estudio.cl');
    expect(await sendingsIn(taskId)).toEqual(['Javiera Soto (Jefe OT) envió la tarea por correo a llega@estudio.cl']);
  });

  it('refuses a send nobody received, naming the addresses, and records nothing', async () => {
    const taskId = await task({ title: 'Envío rechazado' });
    const refused = [`uno@${REFUSED_DOMAIN}`, `dos@${REFUSED_DOMAIN}`];
    const commandId = 'envio-rechazado-1';
    const sent = await server.call(
      '/tasks/sendByEmail',
      { task_id: taskId, emails: refused.map((email) => ({ email })) },
      jefe,
      { 'x-command-id': commandId },
    );
    expect(sent).toMatchObject({
      status: 400,
      body: {
        errors: [
          {
            field: 'emails',
            message: `No se pudo enviar el correo a ${refused.join(', ')}: el servidor de correo no lo aceptó. No se registró el envío; revisa las direcciones o inténtalo más tarde.`,
          },
        ],
      },
    });
    expect(await sendingsIn(taskId)).toEqual([]);
    // A refusal is not remembered: the corrected form goes out under the same command id, once.
    const corrected = { task_id: taskId, emails: [{ email: 'corregido@estudio.cl' }] };
    const again = await server.call('/tasks/sendByEmail', corrected, jefe, { 'x-command-id': commandId });
    expect(again).toEqual({ status: 200, body: { code: 200, not_sent: [] } });
    await smtp.waitFor('corregido@estudio.cl');
    const repeat = await server.call('/tasks/sendByEmail', corrected, jefe, { 'x-command-id': commandId });
    expect(repeat).toEqual({ status: 200, body: { code: 200, not_sent: [] } });
    expect(smtp.messages.filter((mail) => JSON.stringify(mail.to).includes('corregido@estudio.cl'))).toHaveLength(1);
    expect(await sendingsIn(taskId)).toEqual([
      'Javiera Soto (Jefe OT) envió la tarea por correo a corregido@estudio.cl',
    ]);
  });

  it('sends without files unless asked; its file links are signed for 7 days', async () => {
    const taskId = await task({ title: 'Sin adjuntos' });
    await server.call('/tasks/sendByEmail', { task_id: taskId, emails: [{ email: 'sin@adjuntos.cl' }] }, jefe);
    expect((await smtp.waitFor('sin@adjuntos.cl')).text).not.toContain('/api/files/link/');

    await server.call(
      '/tasks/sendByEmail',
      { task_id: taskId, emails: [{ email: 'tarde@estudio.cl' }], attach_files: true },
      jefe,
    );
    const link = linkIn((await smtp.waitFor('tarde@estudio.cl')).text ?? '');
    const token = /\/api\/files\/link\/([^/]+)\//.exec(link)?.[1] ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
  });

  it('never sends a private task, refuses bad recipients by name, and hides items from outsiders', async () => {
    const privateTask = await task({ private: 'true', title: 'Privada', responsable: 'demo-terreno' });
    const refused = await server.call(
      '/tasks/sendByEmail',
      { task_id: privateTask, emails: [{ email: 'otro@estudio.cl' }] },
      jefe,
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'Una tarea privada no se envía por correo a otras personas.' },
    });
    // The ITO is not the private task's responsible here: it does not exist for them.
    const outsider = await server.call(
      '/tasks/sendByEmail',
      { task_id: privateTask, emails: [{ email: 'a@b.cl' }] },
      ito,
    );
    expect(outsider.status).toBe(404);
    const bad = await server.call(
      '/tasks/sendByEmail',
      { task_id: privateTask, emails: [{ email: 'no-es-correo' }] },
      jefe,
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Cada destinatario debe tener un correo válido.');
    const none = await server.call('/tasks/sendByEmail', { task_id: privateTask, emails: [] }, jefe);
    expect(JSON.stringify(none.body)).toContain('Elige al menos un destinatario.');
    expect(smtp.messages.some((mail) => JSON.stringify(mail.to).includes('otro@estudio.cl'))).toBe(false);
  });

  it('sends an RDI and an additional the same way', async () => {
    const rdi = await server.form(
      '/rdi/create',
      {
        project_id: PROJECT,
        title: '¿Se refuerza la losa?',
        description: '<p>Confirmar carga</p>',
        especialidades: JSON.stringify([1]),
        subject_id: 1,
      },
      jefe,
    );
    const rdiId = (rdi.body.rdi as { id: string }).id;
    expect(
      (await server.call('/rdi/sendByEmail', { rdi_id: rdiId, emails: [{ email: 'rdi@estudio.cl' }] }, ito)).status,
    ).toBe(200);
    const rdiMail = await smtp.waitFor('rdi@estudio.cl');
    expect(rdiMail.subject).toMatch(
      /^\[Edificio Parque Los Aromos\] [^\]]+ te envió la RDI Nº \d+: ¿Se refuerza la losa\?$/,
    );
    expect(rdiMail.text).toContain('Ignacio Toro te envió la RDI');
    for (const fact of ['Estado: Pendiente', 'Responde: ITO', 'Especialidades: ', 'Materia: ']) {
      expect(rdiMail.text).toContain(fact);
    }
    const history = await server.call('/history/get', { item_type: 'rdi', item_id: rdiId }, jefe);
    expect((history.body.events as Array<{ summary: string }>).map((event) => event.summary)).toContain(
      'Ignacio Toro (ITO) envió la RDI por correo a rdi@estudio.cl',
    );

    const additional = await server.form(
      '/additionals/create',
      {
        project_id: PROJECT,
        title: 'Muro cortafuego en eje 4',
        type: 1,
        code: 'AD-MAIL-1',
        description: '<p>Muro no incluido en el plano</p>',
        especialidades: JSON.stringify([1]),
        currency_id: 2,
        direct_cost: '10.00',
        general_expenses: '1.00',
        utility: '1.00',
      },
      jefe,
    );
    const additionalId = (additional.body.additional as { id: string }).id;
    const sent = await server.call(
      '/additionals/sendByEmail',
      { additional_id: additionalId, emails: [{ email: 'adicional@estudio.cl' }], message: 'Para su revisión' },
      jefe,
    );
    expect(sent.status).toBe(200);
    const mail = await smtp.waitFor('adicional@estudio.cl');
    expect(mail.subject).toMatch(
      /^\[Edificio Parque Los Aromos\] [^\]]+ te envió el adicional Nº \d+: Muro cortafuego en eje 4$/,
    );
    expect(mail.text).toContain('Muro no incluido en el plano');
    expect(mail.text).toContain('Para su revisión');
    expect(mail.text).toContain('Código: AD-MAIL-1');
    expect(mail.text).toMatch(/^Estado: \S/m);
    const additionalHistory = await server.call(
      '/history/get',
      { item_type: 'additional', item_id: additionalId },
      ito,
    );
    expect((additionalHistory.body.events as Array<{ summary: string }>).map((event) => event.summary)).toContain(
      'Javiera Soto (Jefe OT) envió el adicional por correo a adicional@estudio.cl',
    );
  });
});
