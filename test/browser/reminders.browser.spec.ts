import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousViolations } from '../support/axe';
import { BROWSER_WAIT, launchBrowser, signedInTab } from '../support/browser';
import { expectNoEnglishUiWords } from '../support/english-ui';
import {
  foundationLevelRdiForm,
  postNewAdditional,
  postNewRdi,
  retainingWallAdditionalForm,
} from '../support/item-requests';
import { postNewTask, stairQuestionForm } from '../support/task-requests';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(120_000);

const PROJECT = 'demo-aromos';
/** Every weekday: whatever today is, these remind today. */
const EVERY_DAY = JSON.stringify([0, 1, 2, 3, 4, 5, 6]);

/** The menu lists the selected project's reminders: Los Aromos, where they were set. */
async function selectAromos(page: Page) {
  await page.evaluate(`localStorage.setItem('faena.project', ${JSON.stringify(JSON.stringify(PROJECT))})`);
  await page.reload();
  await page.getByTestId('header-project-name').getByText('Edificio Parque Los Aromos').waitFor(BROWSER_WAIT);
}

describe("the header's reminders menu", () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let jefe: string;
  let taskId: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    ({ jefe } = await server.demoTokens());
    const reminded = { reminder: EVERY_DAY, reminder_repeatable: 'true' };
    ({ id: taskId } = await postNewTask(
      server,
      jefe,
      stairQuestionForm(PROJECT, { title: 'Revisar moldajes', ...reminded }),
    ));
    await postNewRdi(
      server,
      jefe,
      foundationLevelRdiForm(PROJECT, { title: 'Espesor de losa', priority: 1, ...reminded }),
    );
    await postNewAdditional(
      server,
      jefe,
      retainingWallAdditionalForm(PROJECT, { title: 'Losa en sala de bombas', ...reminded }),
    );
    [context, page] = await signedInTab(browser, server.url, 'jefe.ot@faena.cl');
    await selectAromos(page);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  const menuButton = () => page.getByTestId('reminders-menu');
  const openMenu = async () => {
    await menuButton().click();
    const menu = page.getByRole('menu', { name: 'Recordatorios' });
    await menu.waitFor(BROWSER_WAIT);
    return menu;
  };

  it("lists today's reminders, and opens a task and an RDI from it but not an additional", async () => {
    await page.getByRole('button', { name: 'Recordatorios: 3 para hoy' }).waitFor(BROWSER_WAIT);
    const menu = await openMenu();
    const items = menu.getByRole('menuitem');
    expect(await items.allTextContents()).toEqual([
      expect.stringMatching(/^Tarea Nº \d+: Revisar moldajesEdificio Parque Los Aromos$/),
      expect.stringMatching(/^RDI Nº \d+: Espesor de losaEdificio Parque Los Aromos$/),
      expect.stringMatching(/^Adicional Nº \d+: Losa en sala de bombasEdificio Parque Los Aromos$/),
    ]);
    expect(await items.nth(2).getAttribute('aria-disabled')).toBe('true');
    await expectNoSeriousViolations(page, 'reminders menu');
    await expectNoEnglishUiWords(page, 'reminders menu');

    await items.nth(0).click();
    await page.getByRole('dialog', { name: /Revisar moldajes/ }).waitFor(BROWSER_WAIT);
    expect(new URL(page.url()).pathname).toBe('/consultas');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: /Revisar moldajes/ }).waitFor({ state: 'detached', ...BROWSER_WAIT });

    await (await openMenu()).getByRole('menuitem', { name: /Espesor de losa/ }).click();
    await page.getByRole('dialog', { name: /Espesor de losa/ }).waitFor(BROWSER_WAIT);
    expect(new URL(page.url()).pathname).toBe('/rdi');
    await page.keyboard.press('Escape');
  });

  it('drops a reminder as soon as its task is closed, by another tab or user', async () => {
    expect((await server.call('/tasks/close', { task_id: taskId }, jefe)).status).toBe(200);
    await page.getByRole('button', { name: 'Recordatorios: 2 para hoy' }).waitFor(BROWSER_WAIT);
    const menu = await openMenu();
    expect(await menu.getByRole('menuitem', { name: /Revisar moldajes/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('moves to the project panel on a phone, which closes as an item opens', async () => {
    const [phoneContext, phone] = await signedInTab(browser, server.url, 'jefe.ot@faena.cl', {
      viewport: { width: 390, height: 844 },
    });
    try {
      await selectAromos(phone);
      expect(await phone.getByTestId('app-header').getByTestId('reminders-menu').count()).toBe(0);
      await phone.getByRole('button', { name: 'Abrir panel del proyecto' }).click();
      const panel = phone.getByRole('dialog', { name: 'Panel del Proyecto' });
      await panel.getByRole('button', { name: 'Recordatorios: 2 para hoy' }).click();
      await phone.getByRole('menuitem', { name: /Espesor de losa/ }).click();
      await phone.getByRole('dialog', { name: /Espesor de losa/ }).waitFor(BROWSER_WAIT);
      await panel.waitFor({ state: 'detached', ...BROWSER_WAIT });
    } finally {
      await phoneContext.close();
    }
  });
});
