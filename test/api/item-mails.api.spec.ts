import type { ParsedMail } from 'mailparser';
import { ITEM_MAILS } from '../../projections/notifications/item-mail-queue';
import { ItemMailDispatcher } from '../../services/notifications/item-mail-dispatcher';
import { FixedClock } from '../../services/platform/clock/clock.port';
import { READ_STORE, type ReadStore } from '../../services/platform/read-store/read-store.port';
import { eventually } from '../support/eventually';
import { startSmtpSink } from '../support/smtp-sink';
import { stairQuestionForm } from '../support/task-requests';
import { startTestServer, type TestServer } from '../support/test-server';

const PROJECT = 'demo-aromos';
const NOW = new Date('2026-11-24T15:00:00.000Z');
const MINUTE = 60_000;
const to = (mail: ParsedMail) => JSON.stringify(mail.to);

describe('e-mails of item changes (grouped, once, to those concerned)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: TestServer;
  let dispatcher: ItemMailDispatcher;
  let jefe: string;
  let terreno: string;
  const clock = new FixedClock(NOW);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer({ env: { SMTP_URL: smtp.url }, clock });
    ({ jefe, terreno } = await server.demoTokens());
    dispatcher = server.app.get(ItemMailDispatcher);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  /** Sends whatever is due after `minutes`, and answers the e-mails that went out then. */
  async function flushAfter(minutes: number): Promise<ParsedMail[]> {
    clock.advance(minutes * MINUTE);
    const before = smtp.messages.length;
    const sent = await dispatcher.flushDue();
    await eventually(
      () => smtp.messages.length,
      (count) => count >= before + sent,
    );
    return smtp.messages.slice(before);
  }

  const createTask = async (fields: Record<string, string> = {}) => {
    const created = await server.form('/tasks/create', stairQuestionForm(PROJECT, fields), jefe);
    expect(created.body).toMatchObject({ code: 200 });
    return (created.body.task as { id: string; number: number }).id;
  };

  beforeEach(async () => {
    // What happened before (the demo data, the last test) goes out first.
    await flushAfter(11);
  });

  it('gathers quick changes to a task into one e-mail to each person concerned, never to who acted', async () => {
    const taskId = await createTask();
    clock.advance(MINUTE);
    expect(
      (await server.form('/tasks/addInteraction', { task_id: taskId, message: 'Ver plano E-12' }, jefe)).status,
    ).toBe(200);
    clock.advance(MINUTE);
    expect((await server.call('/tasks/update', { id: taskId, priority: 3 }, jefe)).status).toBe(200);

    // Two minutes after the last change it is not quiet long enough yet.
    expect(await flushAfter(2)).toEqual([]);
    const mails = await flushAfter(2);
    expect(mails.map(to).sort()).toEqual([
      expect.stringContaining('ito@faena.cl'),
      expect.stringContaining('terreno@faena.cl'),
    ]);
    const ito = mails.find((mail) => to(mail).includes('ito@faena.cl'))!;
    expect(ito.subject).toMatch(/^\[Edificio Parque Los Aromos\] Novedades en Tarea Nº \d+: Detalle de escalera$/);
    expect(ito.text).toContain('Novedades en la tarea');
    // Three changes, each with who made it.
    expect(ito.text?.match(/^- Javiera Soto /gm)).toHaveLength(3);
    expect(ito.text).toContain(`/consultas?task=${taskId}`);
    // Nothing again: the batch was recorded as sent before it went.
    expect(await flushAfter(11)).toEqual([]);
  });

  it("quotes what a comment said, escaped, beside 'comentó'", async () => {
    const taskId = await createTask();
    await flushAfter(11);
    // Written in the editor: HTML whose text holds characters HTML must escape.
    const said = '<p>La huella <b>mide</b> 28 cm &amp; la contrahuella &lt;17,5 cm&gt;</p>';
    expect((await server.form('/tasks/addInteraction', { task_id: taskId, message: said }, jefe)).status).toBe(200);
    const ito = (await flushAfter(4)).find((mail) => to(mail).includes('ito@faena.cl'))!;
    expect(ito.subject).toMatch(/^\[Edificio Parque Los Aromos\] Novedades en Tarea Nº \d+: Detalle de escalera$/);
    expect(ito.text).toMatch(/^- Javiera Soto comentó .*\n {2}«La huella mide 28 cm & la contrahuella <17,5 cm>»$/m);
    expect(ito.html).toContain('La huella mide 28 cm &amp; la contrahuella &lt;17,5 cm&gt;');
  });

  it('sends one e-mail when two replicas flush at once', async () => {
    await createTask();
    clock.advance(4 * MINUTE);
    const before = smtp.messages.length;
    const sent = await Promise.all([dispatcher.flushDue(), dispatcher.flushDue()]);
    expect(sent[0] + sent[1]).toBe(2);
    // No wait: a flush answers once the SMTP server has taken its mails, and the sink keeps a
    // message before it says it took it, so a second copy from either flush would be here already.
    expect(smtp.messages.length - before).toBe(2);
  });

  it('lets batches older than a day go unsent, all with one record', async () => {
    await createTask();
    await createTask();
    expect(await flushAfter(2 * 24 * 60)).toEqual([]);
    expect(await server.app.get<ReadStore>(READ_STORE).collection(ITEM_MAILS).count()).toBe(0);
  });

  it("tells nobody outside a private task, and honours 'no quiero recibir email'", async () => {
    await createTask({ private: 'true' });
    const privateMails = await flushAfter(4);
    expect(privateMails.map(to)).toEqual([expect.stringContaining('ito@faena.cl')]);

    const avoid = { project_id: PROJECT, rdi: false, task: true, additional: false };
    expect((await server.call('/notifications/setUserAvoidEmails', avoid, terreno)).status).toBe(200);
    await createTask();
    const mails = await flushAfter(4);
    expect(mails.map(to)).toEqual([expect.stringContaining('ito@faena.cl')]);
  });
});
