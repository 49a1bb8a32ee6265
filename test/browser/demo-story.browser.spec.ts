import type { Page } from 'playwright-core';
import { OLD_SYSTEM_PROJECT, RDI_TO_FINISH } from '../../services/demo/demo-story';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';

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
    expect(JSON.parse((await jefe.evaluate('localStorage.getItem("faena.project")')) as string)).toBe(
      OLD_SYSTEM_PROJECT,
    );
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
});
