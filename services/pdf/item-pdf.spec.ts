import type { PrintedItem } from '../items/printed-item';
import { markdownToSafeHtml } from '../platform/text/markdown';
import { itemPdfHtml } from './item-pdf';

const item = (changes: Partial<PrintedItem> = {}): PrintedItem => ({
  heading: 'RDI Nº 4: Placa base',
  project: 'Edificio Parque Los Aromos',
  facts: [{ label: 'Responde', value: 'ITO' }],
  descriptionHtml: markdownToSafeHtml('Se solicita **detalle de placa base**:\n\n- Placa\n- Pernos'),
  sections: [],
  images: [],
  files: [],
  printedAt: '28-11-2026, 10:00',
  ...changes,
});

describe("the item's PDF page", () => {
  it('given a Markdown description, when the page is written, then it is formatted: bold text and a list', () => {
    const html = itemPdfHtml(item());
    expect(html).toContain(
      '<div class="markdown"><p>Se solicita <strong>detalle de placa base</strong>:</p><ul><li>Placa</li><li>Pernos</li></ul></div>',
    );
    expect(html).toContain('<dt>Responde</dt><dd>ITO</dd>');
  });

  it("given an entry's Markdown and markup in plain fields, when written, then the entry is formatted and the fields escaped", () => {
    const html = itemPdfHtml(
      item({
        heading: '<script>alert(1)</script>',
        sections: [
          {
            title: 'Interacciones',
            entries: [{ heading: 'Ignacio <b>Toro</b>', html: markdownToSafeHtml('*Sí* <img onerror=x>'), facts: [] }],
          },
        ],
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('<h3>Ignacio &lt;b&gt;Toro&lt;/b&gt;</h3>');
    expect(html).toContain('<div class="markdown"><p><em>Sí</em> </p></div>');
  });

  it('given an entry with facts only (the approvals), when written, then no empty heading or text is drawn', () => {
    const html = itemPdfHtml(
      item({
        sections: [
          {
            title: 'Aprobaciones de cierre',
            entries: [{ heading: '', html: '', facts: [{ label: 'Creador', value: 'Pendiente' }] }],
          },
        ],
      }),
    );
    expect(html).toContain('<div class="entry"><dl><dt>Creador</dt><dd>Pendiente</dd></dl></div>');
  });
});
