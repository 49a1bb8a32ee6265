import type { SiteBookEntryAnswer } from '../contracts/site-book-answers';
import { printedFolio, siteBookPdfHtml, verificationQr } from './site-book-pdf';

const entry = {
  folio: 7,
  type_name: 'Instrucción',
  text: 'Rehacer **el moldaje** <script>alert(1)</script>',
  author: { id: 'iris', name: 'Iris <b>Toro</b>', job_type: 'ITO' },
  signed_at: '2026-11-23T12:00:00.000Z',
  references: [{ item_type: 'rdi', item_id: 'r1', label: 'RDI Nº 3: Diámetro' }],
  corrects: { id: 'e2', folio: 2 },
  answers: null,
  reply_by: '2026-12-01',
  corrected_by: [],
  answered_by: [],
  notices: [{ user_id: 'javi', name: 'Javiera Soto', job_type: 'Jefe OT', at: '2026-11-24T13:15:00.000Z' }],
  notice_pending: [{ user_id: 'olga', name: 'Olga Díaz', job_type: 'Jefe OT' }],
  hash: 'ab'.repeat(32),
  code: 'LO-7KQ2-M9XD',
} as unknown as Omit<SiteBookEntryAnswer, 'files'>;

describe('the Libro de Obra PDF page', () => {
  it('prints a folio’s facts, text, notices, seal, code and its verification QR', () => {
    const folio = printedFolio(entry, [{ name: 'foto.jpg', hash: 'cd'.repeat(32) }], 'https://obra.example');
    expect(folio.heading).toBe('Folio Nº 7 · Instrucción');
    expect(folio.facts).toEqual(
      expect.arrayContaining([
        { label: 'Referencias', value: 'RDI Nº 3: Diámetro' },
        { label: 'Corrige', value: 'Folio Nº 2' },
        { label: 'Responder antes del', value: '01-12-2026' },
      ]),
    );
    expect(folio.verifyUrl).toBe('https://obra.example/verificar?code=LO-7KQ2-M9XD');
    expect(folio.notices).toEqual(['Javiera Soto (Jefe OT), 24-11-2026, 10:15 a. m.']);
    expect(folio.pending).toEqual(['Olga Díaz (Jefe OT)']);
    const html = siteBookPdfHtml({
      project: 'Edificio Los Aromos',
      range: 'Folio Nº 7',
      closed: false,
      printedAt: '',
      folios: [folio],
    });
    expect(html).toContain('<strong>el moldaje</strong>');
    expect(html).toContain('LO-7KQ2-M9XD');
    expect(html).toContain('ab'.repeat(32));
    expect(html).toContain('cd'.repeat(32));
    expect(html).toMatch(/<svg[^>]*viewBox/);
    // Nothing a person wrote becomes markup.
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Toro</b>');
    expect(html).toContain('Iris &lt;b&gt;Toro&lt;/b&gt; (ITO)');
  });

  it('draws a QR whose size follows what it carries', () => {
    const short = verificationQr('https://o.cl/verificar?code=LO-1');
    const long = verificationQr(`https://obra.example/verificar?code=${'X'.repeat(200)}`);
    expect(short).toMatch(/^<svg/);
    const side = (svg: string) => Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]);
    expect(side(long)).toBeGreaterThan(side(short));
  });
});
