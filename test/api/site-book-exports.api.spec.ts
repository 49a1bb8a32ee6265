import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import type { SiteBookEntryAnswer } from '../../services/contracts/site-book-answers';
import { demoProjectStage } from '../support/demo-stage';

/** The PDF's text, as poppler reads it back (`scripts/install.sh --browser` installs it). */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();

describe("Libro de Obra: 'Descargar PDF' and 'Exportar Excel'", () => {
  const stage = demoProjectStage();
  const folios: SiteBookEntryAnswer[] = [];
  const call = (path: string, body: object, token = stage.jefe) => stage.server.call(`/siteBook${path}`, body, token);

  beforeAll(async () => {
    const noticeBy = { 1: [2], 2: [2], 3: [4], 4: [2, 4], 5: [4] };
    expect(
      (await call('/open', { project_id: stage.projectId, writers: [2, 4], notice_by: noticeBy }, stage.ito)).status,
    ).toBe(200);
    const texts = [
      'Rehacer el moldaje del **eje B** antes del hormigonado.',
      'Se observa <script>alert(1)</script> fisura en el muro.',
      'Se recibe la losa del piso 2.',
    ];
    for (const [index, text] of texts.entries()) {
      const draft = await call(
        '/createEntry',
        { project_id: stage.projectId, type: index + 1 === 3 ? 5 : index + 1, text, references: [] },
        stage.ito,
      );
      const signed = await call(
        '/signEntry',
        { entry_id: (draft.body.entry as SiteBookEntryAnswer).id, password: 'faena1234' },
        stage.ito,
      );
      expect(signed.status).toBe(200);
      folios.push(signed.body.entry as SiteBookEntryAnswer);
    }
    await call('/takeNotice', { entry_id: folios[0]!.id });
    // A draft is its author's alone: never printed nor exported.
    await call('/createEntry', {
      project_id: stage.projectId,
      type: 2,
      text: 'Borrador sin firmar del Jefe OT.',
      references: [],
    });
  });

  const pdf = async (body: object, token = stage.jefe) => {
    const answer = await call('/getPdf', { project_id: stage.projectId, ...body }, token);
    expect(answer.body).toMatchObject({
      code: 200,
      pdf_url: expect.stringMatching(/^\/api\/exports\/site-book-pdf\//),
    });
    const response = await fetch(`${stage.server.url}${answer.body.pdf_url as string}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    return { text: pdfText(bytes), disposition: response.headers.get('content-disposition') ?? '' };
  };

  it('prints every signed folio with its signature, notices, seal and code, never a draft', async () => {
    const { text, disposition } = await pdf({});
    expect(disposition).toContain('-1-3.pdf');
    for (const expected of [
      'Libro de Obra',
      'Folios Nº 1 a 3',
      'Folio Nº 1 · Instrucción',
      'Folio Nº 3 · Recepción',
      'Rehacer el moldaje del eje B antes del hormigonado.',
      'Ignacio Toro (ITO)',
      'Toma de conocimiento',
      folios[0]!.code!,
      folios[2]!.code!,
      folios[1]!.hash!.slice(0, 16),
      '/verificar?code=',
    ]) {
      expect(text).toContain(expected);
    }
    // Markdown becomes text, and a script in a folio's text is printed as nothing that runs.
    expect(text).not.toContain('**');
    expect(text).not.toContain('alert(1)');
    expect(text).not.toContain('Borrador sin firmar');
  });

  it('prints a range, and refuses a range it cannot print, naming the field', async () => {
    const { text } = await pdf({ from_folio: 2, to_folio: 2 });
    expect(text).toContain('Folio Nº 2 · Observación');
    expect(text).not.toContain('Folio Nº 1 ·');
    const refusals: Array<[object, string, string]> = [
      [{ from_folio: 3, to_folio: 2 }, 'to_folio', 'El folio final debe ser igual o posterior al inicial.'],
      [{ from_folio: 9 }, 'from_folio', 'El último folio es el Nº 3.'],
      [{ from_folio: 1, to_folio: 600 }, 'to_folio', 'Elige un rango de a lo más 500 folios.'],
      [{ from_folio: 'uno' }, 'from_folio', 'Debe ser un número de folio (un entero desde 1).'],
      [{ to_folio: true }, 'to_folio', 'Debe ser un número de folio (un entero desde 1).'],
    ];
    for (const [body, field, message] of refusals) {
      const answer = await call('/getPdf', { project_id: stage.projectId, ...body });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([{ field, message }]);
    }
    expect((await call('/getPdf', { project_id: stage.projectId }, stage.terreno)).status).toBe(403);
  });

  it('exports the index to Excel with the index’s filters, never a draft', async () => {
    const sheetRows = async (filters: object) => {
      const answer = await call('/getExcel', { project_id: stage.projectId, ...filters });
      expect(answer.body).toMatchObject({ code: 200, url: expect.stringMatching(/^\/api\/exports\/site-book\//) });
      const response = await fetch(`${stage.server.url}${answer.body.url as string}`);
      expect(response.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Libro de Obra')!;
      return sheet
        .getSheetValues()
        .slice(1)
        .map((row) => (row as ExcelJS.CellValue[]).slice(1));
    };
    const [header, ...rows] = await sheetRows({});
    expect(header).toEqual(
      expect.arrayContaining(['Folio', 'Tipo', 'Autor', 'Código', 'Toma de conocimiento', 'Pendientes']),
    );
    expect(rows.map((row) => row[0])).toEqual([1, 2, 3]);
    expect(rows[0]).toEqual(expect.arrayContaining(['Instrucción', 'Ignacio Toro', folios[0]!.code, '1 de 1']));
    expect(JSON.stringify(rows)).not.toContain('Borrador sin firmar');
    // The Observación waits for the Jefe OT; the Recepción for nobody but the ITO, its author.
    const [, ...unnoticed] = await sheetRows({ unnoticed: true });
    expect(unnoticed.map((row) => row[0])).toEqual([2]);
    const [, ...instructions] = await sheetRows({ type: 1 });
    expect(instructions.map((row) => row[0])).toEqual([1]);
    expect((await call('/getExcel', { project_id: stage.projectId }, stage.terreno)).status).toBe(403);
  });
});
