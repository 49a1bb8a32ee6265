import type { Locator } from 'playwright-core';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';

jest.setTimeout(90_000);

const PROJECT = 'Edificio Parque Los Aromos';
const HERS = 'Edificio Parque Los Aromos, Torre A';
const MINE = 'Edificio Parque Los Aromos, Torre B';

/** A signed-in tab on the projects screen with the edit dialog of the demo project open. */
async function editing(stage: BrowserStage, email: string): Promise<Locator> {
  const page = await stage.tab(email);
  // Tests reach no outside service: map styles and tiles are refused.
  await page.context().route(/^https:\/\/([a-z0-9-]+\.)*mapbox\.com\//, (route) => route.abort());
  await page.getByTestId('sidebar').getByRole('link', { name: 'Proyectos', exact: true }).click();
  await page.getByRole('button', { name: `Editar proyecto ${PROJECT}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Editar Proyecto' });
  await form.getByLabel(/^Nombre\*?$/).waitFor(BROWSER_WAIT);
  return form;
}

describe('two people editing one project', () => {
  let stage: BrowserStage;

  beforeAll(async () => {
    stage = await openBrowserStage();
  });

  afterAll(() => stage?.close());

  it('shows the other person’s value beside mine, and saves mine when I choose it', async () => {
    const hers = await editing(stage, 'admin@faena.cl');
    const mine = await editing(stage, 'jefe.ot@faena.cl');

    await hers.getByLabel(/^Nombre\*?$/).fill(HERS);
    await hers.getByRole('button', { name: 'Confirmar' }).click();
    await hers.waitFor({ state: 'detached', ...BROWSER_WAIT });

    // My form was opened before her change: the same field is not overwritten silently.
    await mine.getByLabel(/^Nombre\*?$/).fill(MINE);
    await mine.getByRole('button', { name: 'Confirmar' }).click();
    const notice = mine.getByRole('alert');
    await notice.getByText('Otra persona modificó este proyecto mientras lo editabas.').waitFor(BROWSER_WAIT);
    expect(await notice.getByRole('columnheader').allTextContents()).toEqual(['Campo', 'Tu cambio', 'Valor actual']);
    expect(
      await notice
        .getByRole('row', { name: /Nombre/ })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual([MINE, HERS]);

    await notice.getByRole('button', { name: 'Guardar mi cambio' }).click();
    await mine.waitFor({ state: 'detached', ...BROWSER_WAIT });
    const { body } = await stage.server.call(
      '/project/getProjectByID',
      { project_id: 'demo-aromos' },
      await stage.server.login('admin@faena.cl'),
    );
    expect(body.project).toMatchObject({ name: MINE });
  });
});
