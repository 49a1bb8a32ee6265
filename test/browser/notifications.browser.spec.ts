import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { BROWSER_WAIT, launchBrowser, signedInTab } from '../support/browser';
import { eventually } from '../support/eventually';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(120_000);

/** Set on the tab's window: a reload would lose it. */
const MARK = 'window.__sameDocument';
/** Counts the notes the tab's notification sound starts (Web Audio oscillators). */
const COUNT_CHIMES = `
  window.__chimes = 0;
  const create = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function () {
    window.__chimes += 1;
    return create.call(this);
  };
`;

describe('the notification bell follows what others do, live', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let jefe: string;
  let ito: string;
  let projectId: string;

  const unread = async () =>
    (await server.call('/notifications/getUserNotifications', { project_id: projectId }, ito)).body as {
      notifications: Array<{ id: string }>;
      total_count: number;
    };
  /** The Jefe OT, elsewhere, gives the ITO a new task. */
  const assignTask = async (title: string) => {
    const answer = await server.form(
      '/tasks/create',
      {
        project_id: projectId,
        title,
        priority: 1,
        code_id: 1,
        description: '<p>Revisar en obra</p>',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
      },
      jefe,
    );
    expect(answer.status).toBe(200);
    return answer.body.task as { id: string; number: number };
  };
  const bell = () => page.getByTestId('notification-bell');
  const badge = () => page.getByTestId('notification-badge');
  const dropdown = () => page.getByRole('dialog', { name: 'Notificaciones' });

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    ({ jefe, ito } = await server.demoTokens());
    const projects = (await server.call('/project/getProjectsByUser', {}, ito)).body.projects as Array<{ id: string }>;
    projectId = projects[0]!.id;
    // The demo's additionals left the ITO some notifications: the test starts from an empty bell.
    for (let page = await unread(); page.total_count > 0; page = await unread()) {
      const ids = page.notifications.map((notification) => notification.id);
      await server.call('/notifications/markAsReaded', { ids }, ito);
    }
    [context, page] = await signedInTab(browser, server.url, 'ito@faena.cl');
    await context.addInitScript(COUNT_CHIMES);
    await page.reload();
    await page.getByRole('heading', { name: 'Panel de Control' }).waitFor(BROWSER_WAIT);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('counts new notifications on the badge as they come, in its colours, with the sound', async () => {
    await bell().waitFor(BROWSER_WAIT);
    expect(await badge().count()).toBe(0);
    await page.evaluate(`${MARK} = true`);

    await assignTask('Tarea 1');
    await badge().filter({ hasText: /^1$/ }).waitFor(BROWSER_WAIT);
    expect(await badge().getAttribute('data-tone')).toBe('success');
    await page.getByRole('button', { name: 'Notificaciones (1 nueva)' }).waitFor(BROWSER_WAIT);
    await page.waitForFunction('window.__chimes > 0', undefined, BROWSER_WAIT);

    for (let i = 2; i <= 5; i += 1) await assignTask(`Tarea ${i}`);
    await badge().filter({ hasText: /^5$/ }).waitFor(BROWSER_WAIT);
    expect(await badge().getAttribute('data-tone')).toBe('orange');
    for (let i = 6; i <= 10; i += 1) await assignTask(`Tarea ${i}`);
    await badge().filter({ hasText: /^10$/ }).waitFor(BROWSER_WAIT);
    expect(await badge().getAttribute('data-tone')).toBe('danger');
    expect(await page.evaluate(MARK)).toBe(true);
  });

  it("stays silent while the project's option 'Sonido de notificaciones' is off", async () => {
    const chimes = Number(await page.evaluate('window.__chimes'));
    const projectReread = page.waitForResponse((response) => response.url().endsWith('/api/project/getProjectByID'));
    const options = { project_id: projectId, daily_reports: true, notification_sound: false };
    expect((await server.call('/user/setUserProjectOptions', options, ito)).status).toBe(200);
    await projectReread;
    await assignTask('Tarea 11');
    await badge().filter({ hasText: /^11$/ }).waitFor(BROWSER_WAIT);
    // The sound would play in an effect of the render that showed 11; React runs that effect
    // before it shows anything newer, so once 12 is on the badge it has run.
    await assignTask('Tarea 12');
    await badge().filter({ hasText: /^12$/ }).waitFor(BROWSER_WAIT);
    expect(await page.evaluate('window.__chimes')).toBe(chimes);
  });

  it("lists them in the dropdown and 'Marcar todo como visto' empties it", async () => {
    await bell().click();
    await dropdown().getByRole('heading', { name: 'Notificaciones' }).waitFor(BROWSER_WAIT);
    const entries = dropdown().getByRole('listitem');
    await entries.first().waitFor(BROWSER_WAIT);
    expect(await entries.count()).toBe(12);
    expect(await entries.first().textContent()).toContain('Tarea 12');
    expect(await entries.first().textContent()).toMatch(/Javiera Soto te asignó la tarea Nº \d+/);
    expect(await seriousViolations(page)).toEqual([]);

    await dropdown().getByRole('button', { name: 'Marcar todo como visto' }).click();
    await dropdown().getByText('No hay notificaciones nuevas').waitFor(BROWSER_WAIT);
    await badge().waitFor({ state: 'detached', ...BROWSER_WAIT });
    expect(await dropdown().getByRole('button', { name: 'Marcar todo como visto' }).isDisabled()).toBe(true);
    expect((await unread()).total_count).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('opens the task of a notification, marks it seen and the notification read', async () => {
    const task = await assignTask('Revisar moldaje');
    await badge().filter({ hasText: /^1$/ }).waitFor(BROWSER_WAIT);
    await bell().click();
    await dropdown()
      .getByRole('button', { name: /Revisar moldaje/ })
      .click();

    await page.getByRole('dialog', { name: new RegExp(`^Tarea Nº ${task.number}:`) }).waitFor(BROWSER_WAIT);
    await badge().waitFor({ state: 'detached', ...BROWSER_WAIT });
    expect((await unread()).total_count).toBe(0);
    const seen = async () =>
      ((await server.call('/tasks/get', { task_id: task.id }, ito)).body.task as { seen_by_me: number | null })
        .seen_by_me;
    expect(await eventually(seen, (value) => value !== null, BROWSER_WAIT)).toBe(1);
    expect(await page.evaluate(MARK)).toBe(true);
  });

  it('reads every notice of the task it opens, not only the one clicked', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: /^Tarea Nº/ }).waitFor({ state: 'detached', ...BROWSER_WAIT });
    const task = await assignTask('Revisar encofrado');
    const { terreno } = await server.demoTokens();
    const replied = await server.form(
      '/tasks/addInteraction',
      { task_id: task.id, message: '<p>Listo en obra</p>', is_response: 'false' },
      terreno,
    );
    expect(replied.status).toBe(200);
    await badge().filter({ hasText: /^2$/ }).waitFor(BROWSER_WAIT);
    await bell().click();
    await dropdown()
      .getByRole('button', { name: /Pedro Rojas/ })
      .click();

    await page.getByRole('dialog', { name: new RegExp(`^Tarea Nº ${task.number}:`) }).waitFor(BROWSER_WAIT);
    await badge().waitFor({ state: 'detached', ...BROWSER_WAIT });
    expect((await unread()).total_count).toBe(0);
  });
});
