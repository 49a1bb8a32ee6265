import type { Page } from 'playwright-core';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';
import { selectedProjectId } from '../support/model-files';
import { postNewTask, wallAnchorageForm } from '../support/task-requests';

jest.setTimeout(180_000);

/** Every word the editor's toolbar may show or read out: its commands, the headings' menu, the view switch. */
const SPANISH_TOOLBAR = [
  'Negrita',
  'Cursiva',
  'Tachado',
  'Encabezado',
  'Encabezado 1',
  'Encabezado 2',
  'Encabezado 3',
  'Enlace',
  'Cita',
  'Línea horizontal',
  'Lista',
  'Lista numerada',
  'Lista de verificación',
  'Editar',
  'Vista previa',
];

const TASK_TITLE = 'Placa base del eje Q';
const MARKDOWN_DESCRIPTION = [
  '## Antecedentes',
  '',
  '**Urgente:** Se solicita el detalle de la placa base del eje Q según [plano de fundaciones](https://planos.example/F-12.pdf), con los pernos de anclaje, las soldaduras y el espesor de la placa antes del hormigonado del sábado.',
  '',
  '- Placa de 300 × 300',
  '- Pernos de 22 mm',
].join('\n');

/** Everything a description may hold that the detail draws: a table, a task list, and what it must not run. */
const FORMATTED_DESCRIPTION = [
  '| Eje | Placa |',
  '|:--|--:|',
  '| Q | 300 × 300 |',
  '',
  '- [x] Pernos revisados',
  '- [ ] Soldadura revisada',
  '',
  '[abrir](javascript:alert(1)) y <b onmouseover="alert(1)">negrita cruda</b> y `código`',
].join('\n');

describe('Markdown as a person reads it: search snippets and the editor in Spanish', () => {
  let stage: BrowserStage;
  let jefe: Page;
  let formattedTaskId: string;

  beforeAll(async () => {
    stage = await openBrowserStage();
    jefe = await stage.tab('jefe.ot@faena.cl');
    const projectId = await selectedProjectId(jefe);
    const token = await stage.server.login('jefe.ot@faena.cl');
    await postNewTask(
      stage.server,
      token,
      wallAnchorageForm(projectId, { title: TASK_TITLE, description: MARKDOWN_DESCRIPTION }),
    );
    const formatted = await postNewTask(
      stage.server,
      token,
      wallAnchorageForm(projectId, { title: 'Tabla de placas del eje Q', description: FORMATTED_DESCRIPTION }),
    );
    formattedTaskId = formatted.id;
  });

  afterAll(async () => {
    await stage?.close();
  });

  it("shows a search result's description as clean words, cut at a word with '…'", async () => {
    await stage.visit(jefe, '/');
    const header = jefe.getByTestId('app-header');
    await header.getByRole('searchbox', { name: 'Búsqueda' }).fill('placa eje Q');
    await header.getByRole('button', { name: 'Buscar', exact: true }).click();
    const result = header
      .getByRole('region', { name: 'Resultados de la búsqueda' })
      .getByRole('listitem')
      .filter({ has: jefe.getByRole('button', { name: new RegExp(TASK_TITLE) }) });
    await result.waitFor(BROWSER_WAIT);

    const snippet = (await result.getByText(/^Antecedentes/).textContent()) ?? '';
    expect(snippet).toMatch(
      /^Antecedentes Urgente: Se solicita el detalle de la placa base del eje Q según plano de fundaciones, /,
    );
    expect(snippet).toMatch(/ [a-záéíóúñ]+…$/);
    for (const raw of ['##', '**', '](', 'https', '- Placa']) expect(snippet).not.toContain(raw);
  });

  it("shows the description editor's toolbar in Spanish, and its 'Vista previa' shows bold text as bold", async () => {
    await stage.visit(jefe, '/consultas');
    await jefe.getByRole('button', { name: 'Nueva Tarea' }).click();
    const dialog = jefe.getByRole('dialog', { name: 'Crear Consulta' });
    const description = dialog.getByLabel('Descripción');
    await description.waitFor(BROWSER_WAIT);

    // Every button of the toolbar, the headings' menu items too: its title, its name and its words.
    const toolbar = dialog.locator('.w-md-editor-toolbar');
    const said = new Set<string>();
    for (const button of await toolbar.locator('button').all()) {
      for (const attribute of ['title', 'aria-label']) said.add((await button.getAttribute(attribute)) ?? '(ninguno)');
      const words = ((await button.textContent()) ?? '').trim();
      if (words) said.add(words);
    }
    expect([...said].sort()).toEqual([...SPANISH_TOOLBAR].sort());

    // The headings' menu opens with the three levels, written as they will look.
    await toolbar.getByRole('button', { name: 'Encabezado', exact: true }).click();
    await toolbar.getByRole('button', { name: 'Encabezado 2', exact: true }).waitFor(BROWSER_WAIT);

    await description.fill('Revisar la **placa base** del eje Q');
    await toolbar.getByRole('button', { name: 'Vista previa', exact: true }).click();
    await dialog.locator('.wmde-markdown strong', { hasText: 'placa base' }).waitFor(BROWSER_WAIT);
    expect(await dialog.locator('.wmde-markdown').textContent()).not.toContain('**');

    await toolbar.getByRole('button', { name: 'Editar', exact: true }).click();
    await description.waitFor(BROWSER_WAIT);
    expect(await description.inputValue()).toBe('Revisar la **placa base** del eje Q');
  });

  it("shows a detail's description formatted: a table with its header, a task list, code; no script, no raw HTML", async () => {
    await stage.visit(jefe, `/consultas?task=${formattedTaskId}`);
    const description = jefe.getByRole('dialog', { name: /^Tarea Nº/ }).getByRole('region', { name: 'Descripción' });
    await description.getByRole('table').waitFor(BROWSER_WAIT);

    expect(await description.getByRole('columnheader').allTextContents()).toEqual(['Eje', 'Placa']);
    expect(await description.getByRole('cell').allTextContents()).toEqual(['Q', '300 × 300']);
    const checks = description.getByRole('checkbox');
    expect(await checks.count()).toBe(2);
    expect(await checks.nth(0).isChecked()).toBe(true);
    expect(await checks.nth(1).isChecked()).toBe(false);
    expect(await description.locator('code').textContent()).toBe('código');
    // The link with a script address keeps its words and goes nowhere; the raw tag is not drawn.
    expect(await description.getByRole('link').count()).toBe(0);
    expect(await description.getByText('abrir').count()).toBe(1);
    expect(await description.locator('b, [onmouseover]').count()).toBe(0);
    expect(await description.textContent()).not.toContain('|');
  });
});
