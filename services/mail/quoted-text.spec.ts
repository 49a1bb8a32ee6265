import { quotedText, writtenText } from './quoted-text';

describe('quotedText', () => {
  it('quotes the words of a message, escaped for HTML', () => {
    expect(quotedText('<p>Cota &lt;+3,20&gt; &amp; eje B</p>')).toEqual({
      text: 'Cota <+3,20> & eje B',
      html: 'Cota &lt;+3,20&gt; &amp; eje B',
    });
  });

  it('quotes the words a reader sees of Markdown, without its marks or link addresses', () => {
    const { text } = quotedText('## Antecedentes\n\n**Urgente:** ver el [plano](https://faena.cl/plano.pdf) del eje B');
    expect(text).toBe('Antecedentes Urgente: ver el plano del eje B');
  });

  it('cuts a long message at a word’s end, within 300 characters', () => {
    const { text } = quotedText('palabra '.repeat(100));
    expect(text.length).toBeLessThanOrEqual(300);
    expect(text.endsWith('palabra…')).toBe(true);
  });
});

describe('writtenText', () => {
  it('formats Markdown as safe HTML and keeps every word in the text part', () => {
    const written = writtenText(
      'Se solicita **detalle de placa base**:\n\n- pernos\n- mortero <script>alert(1)</script>',
    );
    expect(written.html).toContain('<strong>detalle de placa base</strong>');
    expect(written.html).toContain('<li>pernos</li>');
    expect(written.html).not.toContain('<script');
    expect(written.text).toContain('Se solicita detalle de placa base:');
    expect(written.text).toContain('pernos');
    expect(written.text).not.toContain('**');
  });
});
