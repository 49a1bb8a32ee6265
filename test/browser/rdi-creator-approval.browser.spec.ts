import type { Page } from 'playwright-core';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';
import { selectedProjectId } from '../support/model-files';
import type { TestServer } from '../support/test-server';

jest.setTimeout(240_000);

const TITLE = 'Anclaje de pilar eje C';
const WHY_NOT = 'Necesitas el permiso Cerrar RDIs para aprobar como creador.';

/**
 * Issue 31: Pedro Rojas (Profesional de Terreno, without 'Cerrar RDIs') created an RDI on a
 * new-close-system project; the ITO answered, the Jefe OT and the ITO approved, and the RDI could
 * never be finished.
 */
describe('RDI: the creator without Cerrar RDIs is told why, named as awaited, and granted it from the RDI', () => {
  let server: TestServer;
  let stage: BrowserStage;
  let pedro: Page;
  let admin: Page;
  let rdiId: string;

  const detailOf = (page: Page) => page.getByRole('dialog', { name: new RegExp(`^RDI Nº \\d+: ${TITLE}`) });

  beforeAll(async () => {
    stage = await openBrowserStage();
    ({ server } = stage);
    [pedro, admin] = [await stage.tab('terreno@faena.cl'), await stage.tab('admin@faena.cl')];
    const projectId = await selectedProjectId(pedro);
    const [pedroToken, jefeToken, itoToken] = await Promise.all([
      server.login('terreno@faena.cl'),
      server.login('jefe.ot@faena.cl'),
      server.login('ito@faena.cl'),
    ]);
    const created = await server.form(
      '/rdi/create',
      {
        project_id: projectId,
        title: TITLE,
        description: '<p>¿Qué largo de anclaje lleva el pilar del eje C?</p>',
        especialidades: JSON.stringify([2]),
        subject_id: 1,
        priority: 2,
      },
      pedroToken,
    );
    expect(created.status).toBe(200);
    rdiId = (created.body.rdi as { id: string }).id;
    const answer = { rdi_id: rdiId, message: '<p>Anclaje de 60 cm.</p>', is_response: 'true' };
    expect((await server.form('/rdi/addInteraction', answer, itoToken)).status).toBe(200);
    for (const [approval, token] of [
      [2, jefeToken],
      [3, itoToken],
    ] as const) {
      const approved = await server.call('/rdi/setApprovalCheck', { rdi_id: rdiId, approval, new_status: true }, token);
      expect(approved.status).toBe(200);
    }
  });

  afterAll(async () => {
    await stage?.close();
  });

  it("shows Pedro why his 'Creador' is disabled and that the RDI waits for him", async () => {
    await stage.visit(pedro, `/rdi?rdi=${rdiId}`);
    const detail = detailOf(pedro);
    await detail.getByText(/^Creador \(Pedro Rojas\) \(espera de respuesta/).waitFor(BROWSER_WAIT);
    const creator = detail.getByRole('button', { name: 'Creador', exact: true });
    expect(await creator.isDisabled()).toBe(true);
    await detail.getByText(WHY_NOT).waitFor(BROWSER_WAIT);
    expect(await creator.getAttribute('aria-describedby')).toBe(await detail.getByText(WHY_NOT).getAttribute('id'));
    expect(await detail.getByRole('button', { name: /^Otorgar permiso/ }).count()).toBe(0);
  });

  it('lets the administrator grant it from the RDI, and Pedro’s open RDI lets him finish it at once', async () => {
    await stage.visit(admin, `/rdi?rdi=${rdiId}`);
    const adminDetail = detailOf(admin);
    await adminDetail
      .getByText(/Pedro Rojas, creador de esta RDI, no tiene el permiso Cerrar RDIs/)
      .waitFor(BROWSER_WAIT);
    await adminDetail.getByRole('button', { name: 'Otorgar permiso Cerrar RDIs a Pedro Rojas' }).click();
    await admin.getByText('Pedro Rojas ya puede aprobar como creador.').waitFor(BROWSER_WAIT);
    await adminDetail.getByText(/no tiene el permiso Cerrar RDIs/).waitFor({ ...BROWSER_WAIT, state: 'detached' });

    // Pedro's tab, still on the RDI, hears of his new permission.
    const detail = detailOf(pedro);
    await detail.getByText(WHY_NOT).waitFor({ ...BROWSER_WAIT, state: 'detached' });
    const creator = detail.getByRole('button', { name: 'Creador', exact: true });
    expect(await creator.isDisabled()).toBe(false);
    await creator.click();
    await pedro.getByRole('alertdialog', { name: 'Aprobar cierre' }).getByRole('button', { name: 'Aceptar' }).click();
    await detail.getByText('RDI Finalizada').first().waitFor(BROWSER_WAIT);
  });
});
