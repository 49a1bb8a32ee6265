import { execFileSync } from 'node:child_process';
import { demoStage } from '../support/demo-stage';
import { PNG_1X1 } from '../support/fixtures';

const PROJECT = 'demo-aromos';
/** The PDF's text, as poppler reads it back (`scripts/install.sh --browser` installs it). */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();

describe("'Descargar PDF' of tasks, RDI and additionals", () => {
  const stage = demoStage();
  const download = async (path: string, body: Record<string, string>, token = stage.jefe) => {
    const answer = await stage.server.call(path, body, token);
    expect(answer.body).toMatchObject({ code: 200, pdf_url: expect.stringMatching(/^\/api\/exports\/pdf\//) });
    const response = await fetch(`${stage.server.url}${answer.body.pdf_url as string}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    return { pdf, text: pdfText(pdf), disposition: response.headers.get('content-disposition') ?? '' };
  };

  it('renders a task with its interactions and image, and its text reads back', async () => {
    const created = await stage.server.form(
      '/tasks/create',
      {
        project_id: PROJECT,
        title: 'Junta de dilatación',
        priority: 2,
        code_id: 1,
        description: '<p>¿Qué sello lleva la <b>junta</b>?</p>',
        responsable: 'demo-ito',
        participants: JSON.stringify(['demo-terreno']),
      },
      stage.jefe,
      { 'files[]': { name: 'junta.png', content: PNG_1X1, type: 'image/png' } },
    );
    const task = created.body.task as { id: string; number: number };
    const replied = await stage.server.form(
      '/tasks/addInteraction',
      { task_id: task.id, message: '<p>Sello de poliuretano.</p>', is_response: 'false' },
      stage.ito,
    );
    expect(replied.status).toBe(200);

    const { text, disposition } = await download('/tasks/getPdf', { task_id: task.id });
    expect(disposition).toContain(`tarea-${task.number}.pdf`);
    for (const expected of [
      `Tarea Nº ${task.number}: Junta de dilatación`,
      'Edificio Parque Los Aromos',
      '¿Qué sello lleva la junta?',
      'Interacciones',
      'Ignacio Toro',
      'Sello de poliuretano.',
      'Imágenes',
      'junta.png',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('<b>');
  });

  it('renders an RDI and an additional with its revision', async () => {
    const rdi = await stage.server.form(
      '/rdi/create',
      {
        project_id: PROJECT,
        title: '¿Se refuerza la losa?',
        description: '<p>Confirmar la carga del estanque</p>',
        especialidades: JSON.stringify([1]),
        subject_id: 1,
      },
      stage.jefe,
    );
    const rdiId = (rdi.body.rdi as { id: string }).id;
    expect((await download('/rdi/getPdf', { rdi_id: rdiId })).text).toContain('Confirmar la carga del estanque');

    const additional = await stage.server.form(
      '/additionals/create',
      {
        project_id: PROJECT,
        title: 'Muro cortafuego en eje 4',
        type: 1,
        code: 'AD-PDF-1',
        description: '<p>Muro no incluido en el plano</p>',
        especialidades: JSON.stringify([1]),
        currency_id: 2,
        direct_cost: '1000.50',
        general_expenses: '100.00',
        utility: '50.00',
      },
      stage.jefe,
    );
    const additionalId = (additional.body.additional as { id: string }).id;
    const { text } = await download('/additionals/getPdf', { additional_id: additionalId });
    for (const expected of [
      'Muro cortafuego en eje 4',
      'AD-PDF-1',
      'Revisiones',
      'Muro no incluido en el plano',
      'UF 1.150,50',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("renders Markdown formatted, and an RDI's specialties, 'Responde' and approvals of the new close system", async () => {
    const system = await stage.server.call(
      '/project/setRdiCloseSystem',
      { project_id: PROJECT, new_system: true },
      stage.admin,
    );
    expect(system.status).toBe(200);
    const created = await stage.server.form(
      '/rdi/create',
      {
        project_id: PROJECT,
        title: 'Placa base del eje B',
        description: [
          '## Antecedentes',
          '',
          'Se solicita **detalle de placa base** según [plano](https://planos.example/B-12.pdf):',
          '',
          '- Placa de 300 × 300',
          '- Pernos de anclaje',
        ].join('\n'),
        especialidades: JSON.stringify([1]),
        subject_id: 1,
      },
      stage.jefe,
    );
    const rdi = created.body.rdi as { id: string; specialties: Array<{ name: string }> };
    const answered = await stage.server.form(
      '/rdi/addInteraction',
      { rdi_id: rdi.id, message: '**Sí**, con *pernos* de 22 mm', is_response: 'true' },
      stage.ito,
    );
    expect(answered.status).toBe(200);
    const approved = await stage.server.call(
      '/rdi/setApprovalCheck',
      { rdi_id: rdi.id, approval: 2, new_status: true },
      stage.jefe,
    );
    expect(approved.status).toBe(200);

    const { text } = await download('/rdi/getPdf', { rdi_id: rdi.id });
    for (const expected of [
      'Antecedentes',
      'Se solicita detalle de placa base según plano:',
      'Sí, con pernos de 22 mm',
      'Especialidades',
      rdi.specialties[0]!.name,
      'Responde',
      'Creador (Javiera Soto), ITO',
      'Aprobaciones de cierre',
      'Aprobado por Javiera Soto',
      'Pendiente',
    ]) {
      expect(text).toContain(expected);
    }
    for (const raw of ['##', '**', '](', 'https://planos']) expect(text).not.toContain(raw);
    // The list is a list: each item on its own line, not run into the paragraph.
    const lines = text.split('\n');
    expect(lines.find((line) => line.includes('Placa de 300'))).not.toContain('Pernos');
    expect(lines.find((line) => line.includes('Pernos de anclaje'))).not.toContain('según');
  });

  it('answers 404 for an item the reader may not see, and refuses a forged link', async () => {
    expect((await stage.server.call('/tasks/getPdf', { task_id: 'no-existe' }, stage.jefe)).status).toBe(404);
    expect((await fetch(`${stage.server.url}/api/exports/pdf/no-es-un-enlace`)).status).not.toBe(200);
  });

  it("checks each call's body by its item type's fields, as every call does", async () => {
    expect(await stage.server.call('/rdi/getPdf', {}, stage.jefe)).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'rdi_id', message: 'Campo requerido' }] },
    });
    expect(await stage.server.call('/tasks/getPdf', { task_id: 'no-existe', extra: 1 }, stage.jefe)).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'extra', message: 'El campo «extra» no está permitido.' }] },
    });
  });
});
