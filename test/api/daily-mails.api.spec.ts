import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '../../services/platform/clock/clock.port';
import { DailyMailScheduler, MISSED_DAY_DELAY_MS } from '../../services/reminders/daily-mail-scheduler';
import { startSmtpSink } from '../support/smtp-sink';
import { freePort, startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(60_000);

const PROJECT = 'demo-aromos';
/** Moments in Santiago's summer time (UTC-3): 08:00 there is 11:00 UTC. */
const chile = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);
const JEFE = 'jefe.ot@faena.cl';
const ITO = 'ito@faena.cl';
const TERRENO = 'terreno@faena.cl';

describe('weekly reminders and daily reports by e-mail at 08:00 (Santiago)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'faena-daily-mails-'));
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let taskId: string;

  /**
   * A server on the shared data folder with the e-mails of the day on, once its run of a missed
   * day has ended: the read models ready, then the clock moved past the delay that run waits.
   */
  const start = async (clock: FixedClock, smtpUrl = smtp.url) => {
    const server = await startTestServer({ dataDir, clock, env: { SMTP_URL: smtpUrl, DAILY_MAILS: 'true' } });
    await settled(server);
    clock.advance(MISSED_DAY_DELAY_MS);
    await settled(server);
    return server;
  };
  const settled = (server: TestServer) => server.app.get(DailyMailScheduler).settled();
  const mails = (to: string, subject: string) =>
    smtp.messages.filter((mail) => JSON.stringify(mail.to).includes(to) && mail.subject?.startsWith(subject));
  const reminderMails = (to: string) => mails(to, 'Tus recordatorios del ').map((mail) => mail.subject);
  const reports = (to: string) => mails(to, 'Reporte diario de Faena: ').map((mail) => mail.subject);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // Monday 23 November, 10:00: the demo is set up and Javiera raises a task for Ignacio (ITO),
    // with her own reminder every day but Thursday.
    const setup = await startTestServer({ dataDir, clock: new FixedClock(chile('2026-11-23', '10:00')) });
    try {
      const { jefe } = await setup.demoTokens();
      const created = await setup.form(
        '/tasks/create',
        {
          project_id: PROJECT,
          title: 'Revisar moldajes',
          priority: 1,
          code_id: 1,
          description: '<p>Antes del hormigonado</p>',
          responsable: 'demo-ito',
          participants: JSON.stringify(['demo-terreno']),
          reminder: JSON.stringify([0, 1, 2, 3, 5, 6]),
          reminder_repeatable: 'true',
        },
        jefe,
      );
      expect(created.body).toMatchObject({ code: 200 });
      taskId = (created.body.task as { id: string }).id;
    } finally {
      await setup.close();
    }
  });

  afterAll(async () => {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('catches up a day missed while down once at start, and not again after a restart', async () => {
    // The app comes back on Tuesday at 08:30: Tuesday's 08:00 went by while it was down.
    const first = await start(new FixedClock(chile('2026-11-24', '08:30')));
    await first.close();
    expect(reminderMails(JEFE)).toEqual(['Tus recordatorios del martes 24 de noviembre']);
    const [reminder] = mails(JEFE, 'Tus recordatorios');
    expect(reminder!.text).toContain('Revisar moldajes');
    expect(reminder!.text).toContain(`/consultas?task=${taskId}`);
    expect(reminder!.html).toContain('Edificio Parque Los Aromos');

    expect(reports(ITO)).toEqual(['Reporte diario de Faena: martes 24 de noviembre']);
    const [report] = mails(ITO, 'Reporte diario');
    expect(report!.text).toMatch(/Novedades:\n- Tarea Nº \d+ «Revisar moldajes»: creada por Javiera Soto/);
    expect(report!.text).toMatch(
      /Esperan tu respuesta:\n(.*\n)*- Tarea Nº \d+ «Revisar moldajes», desde el 23\/11\/2026/,
    );
    // Javiera created it herself: her report does not tell her, nor does anything wait on her there.
    expect(mails(JEFE, 'Reporte diario').every((mail) => !mail.text?.includes('Revisar moldajes'))).toBe(true);

    // Restarted at 09:00 the same day: it runs Tuesday again, and sends nothing twice.
    const again = await start(new FixedClock(chile('2026-11-24', '09:00')));
    await again.close();
    expect(reminderMails(JEFE)).toHaveLength(1);
    expect(reports(ITO)).toHaveLength(1);
  });

  it("sends the next day's e-mails at its 08:00, and no report with nothing to say", async () => {
    const clock = new FixedClock(chile('2026-11-25', '07:00'));
    const server = await start(clock);
    clock.set(chile('2026-11-25', '07:59'));
    await settled(server);
    expect(reminderMails(JEFE)).toHaveLength(1);
    clock.set(chile('2026-11-25', '08:00'));
    await settled(server);
    await server.close();
    expect(reminderMails(JEFE)).toEqual([
      'Tus recordatorios del martes 24 de noviembre',
      'Tus recordatorios del miércoles 25 de noviembre',
    ]);
    // Nothing changed since Tuesday's report; the task still waits on Ignacio.
    expect(reports(ITO)).toEqual([
      'Reporte diario de Faena: martes 24 de noviembre',
      'Reporte diario de Faena: miércoles 25 de noviembre',
    ]);
    expect(mails(ITO, 'Reporte diario')[1]!.text).not.toContain('Novedades');
    // Pedro (terreno) was told of the new task on Tuesday; on Wednesday nothing is new or his.
    expect(reports(TERRENO)).toEqual(['Reporte diario de Faena: martes 24 de noviembre']);
  });

  it('catches up only the last of several days missed', async () => {
    // Down from Wednesday to Saturday 09:00: Thursday and Friday are let go.
    const server = await start(new FixedClock(chile('2026-11-28', '09:00')));
    await server.close();
    expect(reminderMails(JEFE).slice(2)).toEqual(['Tus recordatorios del sábado 28 de noviembre']);
    expect(reports(ITO).slice(2)).toEqual(['Reporte diario de Faena: sábado 28 de noviembre']);
  });

  it('sends each e-mail once when two servers run the same day at once', async () => {
    const clock = new FixedClock(chile('2026-11-29', '08:30'));
    const [one, two] = await Promise.all([start(clock), start(clock)]);
    expect(reminderMails(JEFE).slice(3)).toEqual(['Tus recordatorios del domingo 29 de noviembre']);
    expect(reports(ITO).slice(3)).toEqual(['Reporte diario de Faena: domingo 29 de noviembre']);
    // Both timers fire at Monday's 08:00.
    clock.set(chile('2026-11-30', '08:00'));
    await Promise.all([settled(one), settled(two)]);
    await Promise.all([one.close(), two.close()]);
    expect(reminderMails(JEFE).slice(4)).toEqual(['Tus recordatorios del lunes 30 de noviembre']);
    expect(reports(ITO).slice(4)).toEqual(['Reporte diario de Faena: lunes 30 de noviembre']);
  });

  it('sends on a later run what the mail server refused, once', async () => {
    // Tuesday 1 December: the mail server is down at start (nothing listens on its port).
    const down = await start(new FixedClock(chile('2026-12-01', '08:30')), `smtp://127.0.0.1:${await freePort()}`);
    await down.close();
    expect(reminderMails(JEFE).slice(5)).toEqual([]);
    const up = await start(new FixedClock(chile('2026-12-01', '09:00')));
    const again = await start(new FixedClock(chile('2026-12-01', '09:30')));
    await Promise.all([up.close(), again.close()]);
    expect(reminderMails(JEFE).slice(5)).toEqual(['Tus recordatorios del martes 1 de diciembre']);
    expect(reports(ITO).slice(5)).toEqual(['Reporte diario de Faena: martes 1 de diciembre']);
  });
});
