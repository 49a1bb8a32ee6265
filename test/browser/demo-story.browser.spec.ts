import type { Page } from 'playwright-core';
import { DEMO_MODEL_NAME } from '../../services/demo/demo-model';
import { OLD_SYSTEM_PROJECT, RDI_TO_FINISH } from '../../services/demo/demo-story';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';
import { selectedProjectId } from '../support/model-files';

jest.setTimeout(240_000);

/**
 * Issue 31: a newcomer signing in to the demo as the Jefe OT met empty screens, and never the old
 * close system's 'Finalizar RDI'. The demo's story fills them.
 */
describe('the demo a newcomer signs in to as the Jefe OT', () => {
  let stage: BrowserStage;
  let jefe: Page;

  beforeAll(async () => {
    stage = await openBrowserStage({ env: { FAENA_DEMO_STORY: 'true' } });
    jefe = await stage.tab('jefe.ot@faena.cl');
  });
  afterAll(() => stage?.close());

  it('shows tasks and RDI on the dashboard, some already red', async () => {
    expect(await selectedProjectId(jefe)).toBe(OLD_SYSTEM_PROJECT);
    for (const name of ['Tareas', 'RDI']) {
      const card = jefe.getByRole('region', { name });
      await card.getByText(/^(Bien|Regular|Malo) · [1-9]\d* con semáforo rojo$/).waitFor(BROWSER_WAIT);
    }
  });

  it("offers 'Finalizar RDI' on the old-system project's answered RDI", async () => {
    await stage.visit(jefe, '/rdi');
    await jefe.getByText(RDI_TO_FINISH).first().click();
    const detail = jefe.getByRole('dialog', { name: new RegExp(`^RDI Nº \\d+: ${RDI_TO_FINISH}`) });
    await detail.getByRole('button', { name: 'Finalizar RDI' }).waitFor(BROWSER_WAIT);
  });

  it("draws Los Aromos' main model, a small building, on its dashboard", async () => {
    const page = await stage.tab('jefe.ot@faena.cl', { viewport: { width: 1366, height: 800 } });
    await page.getByTestId('sidebar').getByRole('button', { name: 'Cambiar de Proyecto' }).click();
    const menu = page.getByRole('menu', { name: 'Cambiar de Proyecto' });
    await page.getByRole('menuitemradio', { name: /Edificio Parque Los Aromos/ }).click();
    await menu.waitFor({ state: 'detached', ...BROWSER_WAIT });

    const card = page.getByTestId('dashboard-project');
    await card.getByText('Arrastra para girar', { exact: false }).waitFor(BROWSER_WAIT);
    const canvas = card.getByLabel(`Modelo 3D ${DEMO_MODEL_NAME}`);
    expect((await canvas.boundingBox())!.width).toBeGreaterThan(300);
  });
});
