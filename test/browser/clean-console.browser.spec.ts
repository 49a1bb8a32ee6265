import type { Page } from 'playwright-core';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';
import {
  foundationLevelRdiForm,
  postNewAdditional,
  postNewRdi,
  retainingWallAdditionalForm,
} from '../support/item-requests';
import { selectedProjectId } from '../support/model-files';
import { postNewTask, wallAnchorageForm } from '../support/task-requests';

jest.setTimeout(240_000);

declare global {
  interface Window {
    policyViolations?: string[];
  }
}

/** What the console and the content security policy reported on a page, as it accumulated. */
function watchConsole(page: Page): () => Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return async () => [
    ...errors,
    ...(await page.evaluate(() => window.policyViolations ?? [])).map((violation) => `policy: ${violation}`),
  ];
}

describe('every screen keeps the console clean', () => {
  let stage: BrowserStage;
  let page: Page;
  let reported: () => Promise<string[]>;
  let taskLink: string;
  let rdiLink: string;

  beforeAll(async () => {
    stage = await openBrowserStage();
    page = await stage.blankTab();
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        window.policyViolations ??= [];
        window.policyViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
      });
    });
    reported = watchConsole(page);
    // The login screen is walked too: the console is watched from the first page on.
    await page.goto(`${stage.server.url}/login`);
    await page.getByLabel('Email').fill('admin@faena.cl');
    await page.getByLabel(/^Contraseña/).fill('faena1234');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('heading', { name: 'Panel de Control' }).waitFor(BROWSER_WAIT);
    const projectId = await selectedProjectId(page);
    const jefe = await stage.server.login('jefe.ot@faena.cl');
    const task = await postNewTask(stage.server, jefe, wallAnchorageForm(projectId));
    const rdi = await postNewRdi(stage.server, jefe, foundationLevelRdiForm(projectId));
    // An additional, so that 'Estadísticas' draws its charts.
    await postNewAdditional(stage.server, jefe, retainingWallAdditionalForm(projectId));
    taskLink = `/consultas?task=${task.id}`;
    rdiLink = `/rdi?rdi=${rdi.id}`;
  });

  afterAll(async () => {
    await stage?.close();
  });

  /** Goes to a screen and waits until it has nothing more to load. */
  const show = async (path: string) => {
    await stage.visit(page, path);
    await page.waitForLoadState('networkidle');
  };
  const view = async (name: string) => {
    await page
      .getByRole('button', { name, exact: true })
      .or(page.getByRole('tab', { name, exact: true }))
      .click();
    await page.waitForLoadState('networkidle');
  };

  it('walks every screen, a detail, its Historial and a create dialog as an administrator', async () => {
    for (const path of ['/', '/projects', '/closed-projects', '/users', '/planos', '/correo']) await show(path);

    await show('/consultas');
    await page.getByRole('button', { name: 'Nueva Tarea' }).click();
    const creating = page.getByRole('dialog', { name: 'Crear Consulta' });
    await creating.waitFor(BROWSER_WAIT);
    await creating.getByRole('button', { name: 'Cancelar' }).click();
    await creating.waitFor({ state: 'detached', ...BROWSER_WAIT });

    await show(taskLink);
    const taskDetail = page.getByRole('dialog', { name: /^Tarea Nº \d+:/ });
    await taskDetail.waitFor(BROWSER_WAIT);
    await taskDetail.getByRole('link', { name: 'Historial' }).click();
    await page.waitForLoadState('networkidle');

    await show(rdiLink);
    await page.getByRole('dialog', { name: /^RDI Nº \d+/ }).waitFor(BROWSER_WAIT);
    await show('/rdi');
    await view('Gráficos');

    await show('/adicionales');
    await view('Estadísticas');
    await view('Listado de Posibles');

    expect(await reported()).toEqual([]);
  });

  it("opens 'Nuevo Proyecto' with its map and, over it, 'Nueva Empresa'", async () => {
    await show('/projects');
    await page.getByTestId('app-header').getByRole('button', { name: 'Nuevo Proyecto' }).click();
    const project = page.getByRole('dialog', { name: 'Nuevo Proyecto' });
    await project.waitFor(BROWSER_WAIT);
    await page.waitForLoadState('networkidle');
    await project.getByRole('button', { name: 'Nueva Empresa' }).click();
    const company = page.getByRole('dialog', { name: 'Nueva Empresa' });
    await company.waitFor(BROWSER_WAIT);
    await company.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
    await company.waitFor({ state: 'detached', ...BROWSER_WAIT });
    await project.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
    await project.waitFor({ state: 'detached', ...BROWSER_WAIT });

    expect(await reported()).toEqual([]);
  });

  it('walks the screens on a 390×844 phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/', '/consultas', '/rdi', '/adicionales', '/planos', '/users', '/projects', taskLink])
      await show(path);

    expect(await reported()).toEqual([]);
  });
});
