import type { Page } from 'playwright-core';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';
import { PNG_1X1 } from '../support/fixtures';
import { selectedProjectId } from '../support/model-files';

jest.setTimeout(240_000);

const TITLE = 'Levantamiento de cotas del acceso';
const REFUSED = /^No se puede adjuntar «levantamiento\.bin»\. El archivo debe ser \.pdf, \.png, .*\.ifc\.$/;

/**
 * Issue 31: the ITO attached levantamiento.bin to a reply and clicked 'Responder'; the reply went
 * out and only then did the upload center refuse the file, its header saying 'Sin cargas pendientes'.
 */
describe('a reply’s files: checked as they are picked, and failures counted by the upload center', () => {
  let stage: BrowserStage;
  let ito: Page;
  let rdiId: string;

  beforeAll(async () => {
    stage = await openBrowserStage();
    ito = await stage.tab('ito@faena.cl');
    const projectId = await selectedProjectId(ito);
    const created = await stage.server.form(
      '/rdi/create',
      {
        project_id: projectId,
        title: TITLE,
        description: '<p>¿Cuál es la cota del pavimento en el acceso?</p>',
        especialidades: JSON.stringify([2]),
        subject_id: 1,
        priority: 2,
      },
      await stage.server.login('jefe.ot@faena.cl'),
    );
    expect(created.status).toBe(200);
    rdiId = (created.body.rdi as { id: string }).id;
  });

  afterAll(async () => {
    await stage?.close();
  });

  it('refuses levantamiento.bin at once, naming it, and sends the reply with the files it took', async () => {
    await stage.visit(ito, `/rdi?rdi=${rdiId}`);
    const detail = ito.getByRole('dialog', { name: new RegExp(`^RDI Nº \\d+: ${TITLE}`) });
    const editor = detail.getByRole('region', { name: 'Responder' });
    const picker = editor.getByLabel('Archivos de la respuesta');
    await picker.waitFor({ state: 'attached', ...BROWSER_WAIT });
    // The system's file dialog offers the server's types.
    expect((await picker.getAttribute('accept'))?.split(',')).toEqual(expect.arrayContaining(['.pdf', '.png', '.ifc']));

    await picker.setInputFiles({
      name: 'levantamiento.bin',
      mimeType: 'application/octet-stream',
      buffer: Buffer.alloc(2_000, 7),
    });
    await editor.getByRole('alert').getByText(REFUSED).waitFor(BROWSER_WAIT);
    expect(await editor.getByRole('list', { name: 'Archivos adjuntos' }).count()).toBe(0);

    // An accepted picture is listed with its preview; a new pick clears the refusal.
    await picker.setInputFiles({ name: 'acceso.png', mimeType: 'image/png', buffer: PNG_1X1 });
    const attached = editor.getByRole('list', { name: 'Archivos adjuntos' });
    await attached.getByRole('img', { name: 'Vista previa de acceso.png' }).waitFor(BROWSER_WAIT);
    expect(await editor.getByText(REFUSED).count()).toBe(0);
    // A file named as a PDF that is not one: only the server can read its bytes.
    await picker.setInputFiles({ name: 'informe.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2_000, 65) });
    await attached.getByText('informe.pdf', { exact: true }).waitFor(BROWSER_WAIT);

    await editor.getByLabel('Mensaje').fill('Adjunto la foto del acceso y el informe.');
    await editor.getByRole('button', { name: 'Responder' }).click();
    await detail.getByText('Adjunto la foto del acceso y el informe.').waitFor({ timeout: 20_000 });
    await detail.getByText('acceso.png').first().waitFor(BROWSER_WAIT);

    // The upload center's header counts the failure.
    const center = ito.getByTestId('upload-center');
    await center
      .getByRole('listitem', { name: 'informe.pdf' })
      .getByRole('alert')
      .getByText('El contenido del archivo no corresponde a un archivo .pdf.')
      .waitFor(BROWSER_WAIT);
    await center.getByText('1 carga fallida').waitFor(BROWSER_WAIT);
    expect(await center.getByText('Sin cargas pendientes').count()).toBe(0);
  });
});
