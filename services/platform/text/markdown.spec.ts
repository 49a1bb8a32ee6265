import { markdownSnippet, markdownToPlainText, markdownToSafeHtml } from './markdown';

const DESCRIPTION = [
  '## Antecedentes',
  '',
  '**Urgente:** Se solicita **detalle de placa base** del eje B, según [plano](https://planos.example/B-12.pdf).',
  '',
  '- Placa de 300 × 300',
  '- Pernos de anclaje',
  '',
  '1. Revisar',
  '2. Confirmar',
].join('\n');

describe('Markdown as the server shows it (descriptions and replies)', () => {
  describe('given a description with a heading, bold text, a link and lists', () => {
    it('when made HTML, then each element is rendered and the lists are lists, not run into the paragraph', () => {
      expect(markdownToSafeHtml(DESCRIPTION)).toBe(
        '<h2>Antecedentes</h2>' +
          '<p><strong>Urgente:</strong> Se solicita <strong>detalle de placa base</strong> del eje B, según ' +
          '<a href="https://planos.example/B-12.pdf" rel="noopener noreferrer">plano</a>.</p>' +
          '<ul><li>Placa de 300 × 300</li><li>Pernos de anclaje</li></ul>' +
          '<ol><li>Revisar</li><li>Confirmar</li></ol>',
      );
    });

    it('when made plain text, then no Markdown marks nor addresses are left, the link keeps its text, each block on its line', () => {
      expect(markdownToPlainText(DESCRIPTION)).toBe(
        [
          'Antecedentes',
          'Urgente: Se solicita detalle de placa base del eje B, según plano.',
          'Placa de 300 × 300',
          'Pernos de anclaje',
          'Revisar',
          'Confirmar',
        ].join('\n'),
      );
    });
  });

  describe('given hostile text', () => {
    it('when raw HTML is written, then no tag passes: scripts vanish, other tags leave only their words', () => {
      const html = markdownToSafeHtml(
        'Hola <script>alert(1)</script> <img src=x onerror="alert(2)"> <b onclick="x()">negrita</b>\n\n<div onmouseover="alert(3)">bloque</div>\n\n<style>body{display:none}</style>',
      );
      expect(html).not.toMatch(/<(script|img|b|div|style)\b/i);
      expect(html).not.toMatch(/onerror|onclick|onmouseover|alert/);
      expect(html).toContain('negrita');
      expect(html).toContain('bloque');
    });

    it('when a line holds a whole style or script and words after it, then only the script goes: the rest of the text stays', () => {
      const text = '<style>a{}</style> hola\n\nPárrafo importante\n\nTexto <script>x</script> sigue';
      expect(markdownToSafeHtml(text)).toBe('<p>hola</p><p>Párrafo importante</p><p>Texto  sigue</p>');
      expect(markdownToPlainText(text)).toBe('hola\nPárrafo importante\nTexto sigue');
    });

    it('when a link or image points to javascript:, data: or vbscript:, then no address is kept, only the text', () => {
      const html = markdownToSafeHtml(
        '[clic](javascript:alert(1)) [dato](data:text/html,<script>x</script>) [vb](VBScript:msgbox) ![foto](javascript:alert(2)) [ref][r]\n\n[r]: javascript:alert(3)',
      );
      expect(html).not.toMatch(/href|javascript|vbscript|data:/i);
      expect(html).toBe('<p>clic dato vb foto ref</p>');
    });

    it('when an address tries to close its attribute, then it stays inside it, escaped', () => {
      expect(markdownToSafeHtml('[x](<https://a.example/" onclick="alert(1)>)')).toBe(
        '<p><a href="https://a.example/&quot; onclick=&quot;alert(1)" rel="noopener noreferrer">x</a></p>',
      );
    });

    it('when text holds markup characters, then they are escaped, in code too', () => {
      expect(markdownToSafeHtml('a < b & `<i>` \n\n```\n</pre><script>\n```')).toBe(
        '<p>a &lt; b &amp; <code>&lt;i&gt;</code></p><pre><code>&lt;/pre&gt;&lt;script&gt;</code></pre>',
      );
    });

    it('when an image is written, then nothing is loaded from outside: its description links to it', () => {
      expect(markdownToSafeHtml('![foto del eje](https://x.example/f.png)')).toBe(
        '<p><a href="https://x.example/f.png" rel="noopener noreferrer">foto del eje</a></p>',
      );
    });

    it('when made plain text, then no tag, script nor address is left', () => {
      expect(markdownToPlainText('Ver <script>alert(1)</script>[plano](https://x.example/p.pdf) y <b>esto</b>')).toBe(
        'Ver plano y esto',
      );
    });
  });

  describe('given text an older client wrote as HTML', () => {
    it('when shown, then its words are kept without its tags', () => {
      expect(markdownToSafeHtml('<p>Revisar <strong>losa</strong></p>')).toBe('<p>Revisar losa</p>');
      expect(markdownToPlainText('<p>Revisar <strong>losa</strong></p>')).toBe('Revisar losa');
    });
  });

  describe('given two blocks an older client wrote as HTML, apart', () => {
    it('when made HTML, then each is a paragraph of its own: their words do not run together', () => {
      expect(markdownToSafeHtml('<div>Primero</div>\n\n<div>Segundo</div>')).toBe('<p>Primero</p><p>Segundo</p>');
    });
  });

  describe('given a table, a task list and a line break', () => {
    it('when made HTML and plain text, then rows, checks and lines are kept', () => {
      const text = '| Eje | Estado |\n| --- | --- |\n| B | listo |\n\n- [x] Medir\n- [ ] Cortar\n\nuno  \ndos';
      expect(markdownToSafeHtml(text)).toBe(
        '<table><tr><td>Eje</td><td>Estado</td></tr><tr><td>B</td><td>listo</td></tr></table>' +
          '<ul><li>☑ Medir</li><li>☐ Cortar</li></ul><p>uno<br>dos</p>',
      );
      expect(markdownToPlainText(text)).toBe('Eje Estado\nB listo\nMedir\nCortar\nuno\ndos');
    });
  });

  it('given an empty text, when rendered, then nothing comes out', () => {
    expect(markdownToSafeHtml('')).toBe('');
    expect(markdownToPlainText('  \n ')).toBe('');
  });

  describe('given a long description, when its search snippet is made', () => {
    const snippet = markdownSnippet(
      '## Antecedentes\n\n**Urgente:** revisar la placa base del eje B según [plano de fundaciones](https://planos.example/B-12.pdf) antes del hormigonado',
      80,
    );

    it('then it is plain words on one line, the link text kept, no address', () => {
      expect(snippet).toBe('Antecedentes Urgente: revisar la placa base del eje B según plano de…');
    });

    it('then it is cut at a word boundary with an ellipsis, within the length', () => {
      expect(snippet.length).toBeLessThanOrEqual(80);
      expect(snippet.endsWith('…')).toBe(true);
    });
  });

  it('given a short description, when its snippet is made, then it is whole, without an ellipsis', () => {
    expect(markdownSnippet('- uno\n- **dos**')).toBe('uno dos');
  });

  it('given one word longer than the snippet, when cut, then it is cut inside it with the ellipsis', () => {
    expect(markdownSnippet('a'.repeat(30), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
