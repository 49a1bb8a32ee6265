import type { Page } from 'playwright-core';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';
import { selectedProjectId } from '../support/model-files';

jest.setTimeout(180_000);

const TASK_TITLE = 'Placa base del eje Q';
const MARKDOWN_DESCRIPTION = [
  '## Antecedentes',
  '',
  '**Urgente:** Se solicita el detalle de la placa base del eje Q según [plano de fundaciones](https://planos.example/F-12.pdf), con los pernos de anclaje, las soldaduras y el espesor de la placa antes del hormigonado del sábado.',
  '',
  '- Placa de 300 × 300',
  '- Pernos de 22 mm',
].join('\n');

describe('Markdown as a person reads it: search snippets and the editor in Spanish', () => {
  let stage: BrowserStage;
  let jefe: Page;

  beforeAll(async () => {
    stage = await openBrowserStage();
    jefe = await stage.tab('jefe.ot@faena.cl');
    const created = await stage.server.form(
      '/tasks/create',
      {
        project_id: await selectedProjectId(jefe),
        title: TASK_TITLE,
        priority: 2,
        code_id: 1,
        description: MARKDOWN_DESCRIPTION,
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
      },
      await stage.server.login('jefe.ot@faena.cl'),
    );
    expect(created.status).toBe(200);
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
});
