import { Readable } from 'node:stream';
import { PNG_1X1 } from '../../test/support/fixtures';
import { contentTypeOf, peek, shownInline } from './file-content';

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
const IFC = Buffer.from("ISO-10303-21;\nHEADER;\nFILE_SCHEMA(('IFC4'));\n");

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return (error as { getResponse(): { errors: unknown } }).getResponse().errors;
  }
  throw new Error('not refused');
};

describe('file content checks (by name and by bytes)', () => {
  it('stores each accepted file as the type its extension names, whatever the browser declared', async () => {
    expect(await contentTypeOf(1, 'Acta.PDF', PDF)).toBe('application/pdf');
    expect(
      await contentTypeOf(2, 'foto.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])),
    ).toBe('image/jpeg');
    expect(await contentTypeOf(8, 'Muro.ifc', IFC)).toBe('application/x-step');
    expect(await contentTypeOf(8, 'Planta.dwg', Buffer.from('AC1032\0\0\0\0'))).toBe('image/vnd.dwg');
    expect(await contentTypeOf(3, 'notas.txt', Buffer.from('Reunión de coordinación'))).toBe('text/plain');
  });

  it('refuses bytes that are not what the name says', async () => {
    expect(await refusal(contentTypeOf(1, 'acta.pdf', PNG_1X1))).toEqual([
      { field: 'file', message: 'El contenido del archivo no corresponde a un archivo .pdf.' },
    ]);
    expect(await refusal(contentTypeOf(1, 'notas.txt', PDF))).toEqual([
      { field: 'file', message: 'El contenido del archivo no corresponde a un archivo .txt.' },
    ]);
    expect(await refusal(contentTypeOf(8, 'Muro.ifc', Buffer.from('no es un modelo')))).toEqual([
      { field: 'file', message: 'El contenido del archivo no corresponde a un archivo .ifc.' },
    ]);
    // An unknown format must not be a known one renamed.
    expect(await refusal(contentTypeOf(8, 'Modelo.nwd', PDF))).toEqual([
      { field: 'file', message: 'El contenido del archivo no corresponde a un archivo .nwd.' },
    ]);
  });

  it('takes only models for Planimetría, and no programs anywhere', async () => {
    expect(await refusal(contentTypeOf(8, 'acta.pdf', PDF))).toEqual([
      { field: 'file', message: 'El archivo debe ser .dwg, .dwfx, .rvt, .nwc, .nwd, .ifc.' },
    ]);
    const program = await refusal(contentTypeOf(1, 'setup.exe', Buffer.from('MZ')));
    expect(JSON.stringify(program)).toMatch(/El archivo debe ser \.pdf, \.png, /);
  });

  it('shows in the browser only images, video, audio and PDF', () => {
    expect(['image/png', 'video/mp4', 'audio/mpeg', 'application/pdf'].every(shownInline)).toBe(true);
    expect(['text/plain', 'application/x-step', 'image/vnd.dwg', 'text/csv', 'image/heic'].some(shownInline)).toBe(
      false,
    );
  });

  it('reads the first bytes of a stream and gives the whole stream back', async () => {
    const source = Readable.from([Buffer.from('abc'), Buffer.from('defgh'), Buffer.from('ij')]);
    const { head, stream } = await peek(source, 4);
    expect(head.toString()).toBe('abcd');
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('abcdefghij');
  });
});
