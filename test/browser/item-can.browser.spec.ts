import type { Page } from 'playwright-core';
import { TokenService } from '../../services/auth/token.service';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';
import { userForm } from '../support/fixtures';
import { postNewAdditional, retainingWallAdditionalForm } from '../support/item-requests';
import { selectedProjectId } from '../support/model-files';
import { postNewTask } from '../support/task-requests';
import type { TestServer } from '../support/test-server';

jest.setTimeout(240_000);

/** The detail screens show what the server's `can` offers, where the client's copies of the rules had drifted. */
describe('item details offer what the server allows', () => {
  let server: TestServer;
  let stage: BrowserStage;
  let jefePage: Page;
  let projectId: string;
  let admin: string;
  let jefe: string;
  let terreno: string;

  /** A tab signed in as `userId` (a user made by the test, without a password), on `projectId`. */
  const tabOf = async (userId: string) => {
    const page = await stage.blankTab();
    const token = server.app.get(TokenService).issue(userId).access_token;
    const session = `localStorage.setItem('faena.token', ${JSON.stringify(token)}); localStorage.setItem('faena.project', ${JSON.stringify(JSON.stringify(projectId))})`;
    await page.context().addInitScript(session);
    return page;
  };
  const createTask = (token: string, fields: Record<string, string | number> = {}) =>
    postNewTask(server, token, {
      project_id: projectId,
      code_id: 1,
      description: 'Revisar en terreno.',
      responsable: 'demo-jefe-ot',
      participants: JSON.stringify(['demo-ito']),
      ...fields,
    });

  beforeAll(async () => {
    stage = await openBrowserStage();
    ({ server } = stage);
    ({ admin, jefe, terreno } = await server.demoTokens());
    jefePage = await stage.tab('jefe.ot@faena.cl');
    projectId = await selectedProjectId(jefePage);
  });

  afterAll(async () => {
    await stage?.close();
  });

  it("offers 'Finalizar Tarea' to the creator of a private task without end_tasks, and it ends the task", async () => {
    const target = { user_id: 'demo-terreno', project_id: projectId };
    const held = (await server.call('/user/getCapabilitiesByUserProject', target, admin)).body.user_project as {
      capabilities: string[];
    };
    const capabilities = held.capabilities.filter((capability) => capability !== 'end_tasks');
    const saved = await server.call('/user/setCapabilitiesByUserProject', { ...target, capabilities }, admin);
    expect(saved.status).toBe(200);
    const task = await createTask(terreno, { title: 'Cota de sello privada', private: 'true' });

    const page = await stage.tab('terreno@faena.cl');
    const detail = await stage.openTaskDetail(page, task);
    await detail.getByRole('button', { name: 'Finalizar Tarea' }).click();
    await page.getByRole('alertdialog', { name: 'Finalizar Tarea' }).getByRole('button', { name: 'Aceptar' }).click();
    await detail.getByText('Tarea Finalizada', { exact: true }).waitFor(BROWSER_WAIT);
    expect(await detail.getByRole('button', { name: 'Finalizar Tarea' }).count()).toBe(0);
    const stored = await server.call('/tasks/get', { task_id: task.id }, terreno);
    expect((stored.body.task as { status: number }).status).toBe(3);
  });

  it('shows the bell to an administrator outside the project, and rings it', async () => {
    const created = await server.form(
      '/user/create',
      userForm({
        name: 'Amalia Ortega',
        email: 'amalia.ortega@faena.cl',
        default_job: 1,
        // Of another project only: no job in this one.
        project_id: JSON.stringify([projectId === 'demo-aromos' ? 'demo-lo-aguirre' : 'demo-aromos']),
      }),
      admin,
    );
    expect(created.status).toBe(200);
    const task = await createTask(jefe, { title: 'Junta de dilatación' });

    const page = await tabOf((created.body.user as { id: string }).id);
    const detail = await stage.openTaskDetail(page, task);
    await detail.getByRole('button', { name: 'Campana: Sin marcar' }).click();
    await detail.getByRole('button', { name: /^Campana: (?!Sin marcar)/ }).waitFor(BROWSER_WAIT);
  });

  it("proposes the server's suggested code in 'Nuevo Adicional'", async () => {
    await postNewAdditional(server, jefe, retainingWallAdditionalForm(projectId, { code: 'OBRA' }));
    const last = await server.call('/additionals/getLastAdditionalData', { project_id: projectId }, jefe);
    const suggested = last.body.suggested_code as string;
    expect(suggested).toBe('OBRA1');

    await jefePage.goto(`${server.url}/adicionales`);
    await jefePage.getByRole('button', { name: 'Nuevo Adicional' }).click();
    const form = jefePage.getByRole('dialog', { name: 'Nuevo Adicional' });
    await form.getByText(`Código sugerido: ${suggested}`).waitFor(BROWSER_WAIT);
    expect(await form.getByLabel(/^Código/).inputValue()).toBe(suggested);
  });
});
