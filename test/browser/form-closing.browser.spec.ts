import type { Page } from 'playwright-core';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';
import { eventually } from '../support/eventually';

jest.setTimeout(180_000);

describe('a form that holds what was typed: Escape closes the innermost popup, closing asks first, a refusal says why', () => {
  let stage: BrowserStage;
  let page: Page;

  beforeAll(async () => {
    stage = await openBrowserStage();
    page = await stage.tab('jefe.ot@faena.cl');
  });

  afterAll(async () => {
    await stage?.close();
  });

  const openCreateTask = async () => {
    await stage.visit(page, '/consultas');
    await page.getByRole('button', { name: 'Nueva Tarea' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear Consulta' });
    await dialog.waitFor(BROWSER_WAIT);
    return dialog;
  };

  it("closes only the participants dropdown on Escape, and asks '¿Descartar los cambios?' before closing a filled form", async () => {
    const dialog = await openCreateTask();
    await dialog.getByLabel(/^Título/).fill('Revisar cotas de escalera');
    await dialog.getByLabel('Responsable').selectOption({ label: 'Javiera Soto' });
    await dialog.getByRole('button', { name: 'Elegir participantes' }).click();
    const participants = page.getByRole('menu', { name: 'Elegir participantes' });
    await participants.waitFor(BROWSER_WAIT);

    await page.keyboard.press('Escape');
    await participants.waitFor({ state: 'detached', ...BROWSER_WAIT });
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await dialog.getByLabel(/^Título/).inputValue()).toBe('Revisar cotas de escalera');

    // Escape on the form itself asks; 'Seguir editando' keeps everything.
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await question.waitFor(BROWSER_WAIT);
    await question.getByRole('button', { name: 'Seguir editando' }).click();
    await question.waitFor({ state: 'detached', ...BROWSER_WAIT });
    expect(await dialog.getByLabel(/^Título/).inputValue()).toBe('Revisar cotas de escalera');

    // The × asks too; 'Descartar' closes the form.
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await question.getByRole('button', { name: 'Descartar' }).click();
    await dialog.waitFor({ state: 'detached', ...BROWSER_WAIT });
  });

  it('closes an untouched form on Escape without asking', async () => {
    const dialog = await openCreateTask();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...BROWSER_WAIT });
    expect(await page.getByRole('alertdialog', { name: '¿Descartar los cambios?' }).count()).toBe(0);
  });

  it("says how many fields need attention on the server's refusal, and brings the first one into view with the focus", async () => {
    const dialog = await openCreateTask();
    await dialog.getByLabel(/^Título/).fill('Cotas sin participantes');
    await dialog.getByLabel('Código').selectOption({ label: 'EST-01 Estructura' });
    await dialog.getByLabel('Descripción').fill('¿Qué cota lleva el descanso?');
    await dialog.getByLabel(/^Responsable/).selectOption({ label: 'Ignacio Toro' });
    // Participants are required of a public task by the task decider, not by the form: the
    // creation goes after its countdown and the server's 400 names the field.
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/tasks/create'), {
      timeout: 30_000,
    });
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    const refusal = await answer;
    expect(refusal.status()).toBe(400);
    expect(JSON.stringify(await refusal.json())).toContain('"field":"participants"');

    await dialog.getByText('Revisa 1 campo marcado.').waitFor(BROWSER_WAIT);
    const participants = dialog.getByRole('button', { name: 'Elegir participantes' });
    const focusedAndShown = () =>
      participants.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return button === document.activeElement && box.top >= 0 && box.bottom <= window.innerHeight;
      });
    expect(await eventually(focusedAndShown, Boolean, BROWSER_WAIT)).toBe(true);
    await dialog.getByText('Campo requerido').waitFor(BROWSER_WAIT);
    // Nothing was created: the form stays open with what was typed.
    expect(await dialog.getByRole('button', { name: 'Confirmar' }).isVisible()).toBe(true);
    expect(await dialog.getByLabel(/^Título/).inputValue()).toBe('Cotas sin participantes');
  });
});
