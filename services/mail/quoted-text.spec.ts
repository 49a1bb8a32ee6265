import { quotedText } from './quoted-text';

describe('quotedText', () => {
  it('quotes the words of a message, escaped for HTML', () => {
    expect(quotedText('<p>Cota &lt;+3,20&gt; &amp; eje B</p>')).toEqual({
      text: 'Cota <+3,20> & eje B',
      html: 'Cota &lt;+3,20&gt; &amp; eje B',
    });
  });

  it('cuts a long message to its first 300 characters', () => {
    const { text } = quotedText('palabra '.repeat(100));
    expect(text).toHaveLength(300);
    expect(text.endsWith('…')).toBe(true);
  });
});
