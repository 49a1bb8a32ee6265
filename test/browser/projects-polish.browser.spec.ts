import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, signedInTab } from '../support/browser';
import { chileDay } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

jest.setTimeout(90_000);

const WAIT = { timeout: 15_000 };
const AROMOS = 'Edificio Parque Los Aromos';
const LO_AGUIRRE = 'Ampliación Planta Lo Aguirre';
const PROVIDENCIA = 'Remodelación Oficinas Providencia';

/** A day `offset` days from today in Chile as the spec shows it: DD-MM-YYYY. */
const shownDay = (offset: number) => chileDay(offset).split('-').reverse().join('-');

// A required field's label ends in an asterisk.
const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`));

/** What axe-core reports as serious or critical inside `selector`, as "rule: target" lines. */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  // Evaluated rather than added as a script tag: the app's content security policy refuses inline scripts.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(`axe.run(${JSON.stringify(selector)}).then((result) => result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => violation.id + ': ' + node.target.join(' '))))`);
}

describe('the projects screen and project dialog, as a new user meets them', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const listing = () => page.getByTestId('project-listing');
  const card = (name: string) => listing().getByRole('article', { name, exact: true });
  const header = () => page.getByTestId('app-header');

  /** A signed-in tab on the projects screen; the test server has no map token. */
  async function projectsScreen(email: string, locale = 'es-CL'): Promise<[BrowserContext, Page]> {
    const [tabContext, tab] = await signedInTab(browser, server.url, email, { locale });
    await tab.getByTestId('sidebar').getByRole('link', { name: 'Proyectos', exact: true }).click();
    await tab.getByRole('heading', { name: 'Proyectos', level: 1 }).waitFor(WAIT);
    await tab.getByTestId('project-listing').waitFor(WAIT);
    return [tabContext, tab];
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    [context, page] = await projectsScreen('admin@faena.cl');
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it('tells in plain words that the map is missing, with examples that do not look filled in', async () => {
    await header().getByRole('button', { name: 'Nuevo Proyecto' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo Proyecto' });
    await form
      .getByText('El mapa no está disponible. Si quieres ubicar el proyecto, ingresa su latitud y longitud.')
      .waitFor(WAIT);
    expect(await form.getByText(/MAPBOX|token|configuración/i).count()).toBe(0);

    const examples: Array<[string, string]> = [
      ['Latitud', 'Ej.: -33,45'],
      ['Longitud', 'Ej.: -70,66'],
    ];
    for (const [label, example] of examples) {
      const input = field(form, label);
      // Empty, with nothing in it that reads like a value; the example is a caption read with the field.
      expect(await input.inputValue()).toBe('');
      expect(await input.getAttribute('placeholder')).toBeNull();
      await form.getByText(example, { exact: true }).waitFor(WAIT);
      const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
      const descriptions = await Promise.all(
        describedBy
          .split(' ')
          .filter(Boolean)
          .map((id) => page.locator(`[id="${id}"]`).textContent()),
      );
      expect(descriptions.join(' ')).toContain(example);
    }
  });

  it('steps Monto Contrato by its magnitude and keeps the two decimals typed', async () => {
    const form = page.getByRole('dialog', { name: 'Nuevo Proyecto' });
    const amount = field(form, 'Monto Contrato');
    const up = form.getByRole('button', { name: 'Aumentar Monto Contrato' });
    const down = form.getByRole('button', { name: 'Disminuir Monto Contrato' });

    await amount.fill('1500000.50');
    await up.click();
    expect(await amount.inputValue()).toBe('1510000.50');
    await down.click();
    await down.click();
    expect(await amount.inputValue()).toBe('1490000.50');

    // An amount in UF moves by a thousand; a comma typed as the decimal mark stays a comma.
    await amount.fill('285400,05');
    await up.click();
    expect(await amount.inputValue()).toBe('286400,05');

    // Never below zero, and still with its decimals.
    await amount.fill('0.40');
    await down.click();
    expect(await amount.inputValue()).toBe('0.00');

    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'detached', ...WAIT });
  });

  it('puts an edit button on each card that edits that card, not the selected project', async () => {
    const selected = (await page.getByTestId('header-project-name').textContent())?.trim();
    const other = selected === AROMOS ? LO_AGUIRRE : AROMOS;

    await card(other)
      .getByRole('button', { name: `Editar proyecto ${other}` })
      .click();
    const form = page.getByRole('dialog', { name: 'Editar Proyecto' });
    await field(form, 'Nombre').waitFor(WAIT);
    expect(await field(form, 'Nombre').inputValue()).toBe(other);
    // Editing a card does not change the selected project.
    expect((await page.getByTestId('header-project-name').textContent())?.trim()).toBe(selected);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'detached', ...WAIT });

    // The header's button still edits the selected project.
    await header().getByRole('button', { name: 'Editar Proyecto' }).click();
    await field(form, 'Nombre').waitFor(WAIT);
    expect(await field(form, 'Nombre').inputValue()).toBe(selected);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'detached', ...WAIT });
  });

  it('puts it on each row of the list view too, and on no closed project', async () => {
    await page.getByRole('button', { name: 'Lista' }).click();
    await page.locator('[data-testid="project-listing"][data-view="list"]').waitFor(WAIT);
    await card(LO_AGUIRRE)
      .getByRole('button', { name: `Editar proyecto ${LO_AGUIRRE}` })
      .click();
    const form = page.getByRole('dialog', { name: 'Editar Proyecto' });
    await field(form, 'Nombre').waitFor(WAIT);
    expect(await field(form, 'Nombre').inputValue()).toBe(LO_AGUIRRE);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'detached', ...WAIT });
    await page.getByRole('button', { name: 'Cuadrícula' }).click();

    await page.getByTestId('sidebar').getByRole('link', { name: 'Proyectos Cerrados', exact: true }).click();
    await card(PROVIDENCIA).waitFor(WAIT);
    expect(
      await listing()
        .getByRole('button', { name: /^Editar proyecto/ })
        .count(),
    ).toBe(0);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Proyectos', exact: true }).click();
    await card(AROMOS).waitFor(WAIT);
  });

  it('offers no edit button to a user without edit_project', async () => {
    const [fieldContext, fieldPage] = await projectsScreen('terreno@faena.cl');
    try {
      await fieldPage.getByTestId('project-listing').getByRole('article', { name: AROMOS, exact: true }).waitFor(WAIT);
      expect(await fieldPage.getByRole('button', { name: /^Editar proyecto/i }).count()).toBe(0);
    } finally {
      await fieldContext.close();
    }
  });

  describe('in an English browser', () => {
    let englishContext: BrowserContext;
    let english: Page;

    beforeAll(async () => {
      [englishContext, english] = await projectsScreen('admin@faena.cl', 'en-US');
    });

    afterAll(async () => {
      await englishContext?.close();
    });

    it('shows the projects’ start dates as DD-MM-YYYY', async () => {
      const aromos = english.getByTestId('project-listing').getByRole('article', { name: AROMOS, exact: true });
      // The demo projects start today.
      await aromos.getByText(`Inicio ${shownDay(0)}`, { exact: true }).waitFor(WAIT);
    });

    it('asks for Fecha Inicio as DD-MM-YYYY, typed or picked from a Spanish calendar', async () => {
      await english.getByTestId('app-header').getByRole('button', { name: 'Nuevo Proyecto' }).click();
      const form = english.getByRole('dialog', { name: 'Nuevo Proyecto' });
      const start = field(form, 'Fecha Inicio');
      await start.waitFor(WAIT);
      expect(await start.getAttribute('type')).toBe('text');
      expect(await start.getAttribute('placeholder')).toBe('DD-MM-AAAA');

      // Typed without dashes, it reads back as DD-MM-YYYY once the field is left.
      await start.fill(chileDay(5).split('-').reverse().join(''));
      await start.blur();
      expect(await start.inputValue()).toBe(shownDay(5));

      // A day that is not in the calendar is refused in words the user can act on.
      await start.fill('31-02-2030');
      await start.blur();
      await form.getByText('Fecha no válida: escríbela como DD-MM-AAAA').waitFor(WAIT);

      // The calendar opens on today; the arrow keys move by days and Enter picks one.
      await start.fill('');
      await form.getByRole('button', { name: 'Elegir fecha en el calendario' }).click();
      const calendar = english.getByRole('dialog', { name: 'Calendario' });
      await calendar.waitFor(WAIT);
      expect(await calendar.getByRole('columnheader').allTextContents()).toEqual([
        'lu',
        'ma',
        'mi',
        'ju',
        'vi',
        'sá',
        'do',
      ]);
      expect(await seriousViolations(english, '[role="dialog"][aria-label="Calendario"]')).toEqual([]);
      const today = calendar.locator('button[aria-current="date"]');
      expect(await today.evaluate((button) => button === button.ownerDocument.activeElement)).toBe(true);
      // Before today nothing can be picked: the left arrow stays on today.
      await english.keyboard.press('ArrowLeft');
      expect(await today.evaluate((button) => button === button.ownerDocument.activeElement)).toBe(true);
      await english.keyboard.press('ArrowRight');
      await english.keyboard.press('ArrowRight');
      await english.keyboard.press('Enter');
      await calendar.waitFor({ state: 'detached', ...WAIT });
      expect(await start.inputValue()).toBe(shownDay(2));
      await form.getByText('Fecha no válida', { exact: false }).waitFor({ state: 'detached', ...WAIT });

      await field(form, 'ID').fill('EN-01');
      await field(form, 'Nombre').fill('Liceo Bicentenario Maipú');
      await field(form, 'Descripción').fill('Reposición del liceo, 24 salas.');
      await field(form, 'Dirección').fill('Av. Pajaritos 2950, Maipú');
      await field(form, 'Tipo').selectOption({ label: 'Edificación' });
      await field(form, 'Monto Contrato').fill('152000.75');
      await field(form, 'Plazo (días)').fill('400');
      await form.getByRole('button', { name: 'Confirmar' }).click();
      await form.waitFor({ state: 'detached', ...WAIT });

      const created = english
        .getByTestId('project-listing')
        .getByRole('article', { name: 'Liceo Bicentenario Maipú', exact: true });
      await created.getByText(`Inicio ${shownDay(2)}`, { exact: true }).waitFor(WAIT);
      const { body } = await server.call('/project/getProjectsByUser', {}, await server.login('admin@faena.cl'));
      const stored = (body.projects as Array<{ internal_id: string; details: { start_date: string } }>).find(
        (project) => project.internal_id === 'EN-01',
      );
      expect(stored?.details.start_date).toBe(chileDay(2));

      // The edit dialog shows the stored day the same way.
      await created.getByRole('button', { name: 'Editar proyecto Liceo Bicentenario Maipú' }).click();
      const edit = english.getByRole('dialog', { name: 'Editar Proyecto' });
      await field(edit, 'Nombre').waitFor(WAIT);
      expect(await field(edit, 'Fecha Inicio').inputValue()).toBe(shownDay(2));
      await edit.getByRole('button', { name: 'Cancelar' }).click();
      await edit.waitFor({ state: 'detached', ...WAIT });
    });
  });
});
