import Handlebars from 'handlebars';
import { plainText } from '../platform/text/words';

/** A quote is a glimpse: the e-mail's link opens the whole message. */
const QUOTE_CHARACTERS = 300;

/**
 * What someone wrote (a comment, a reply), as an e-mail quotes it: its first words (all of them
 * with `characters` infinite), as HTML and as text. Every written text enters an item e-mail here, so rendering its Markdown changes this alone;
 * for now the HTML is the text escaped, as the templates escape every value.
 */
export function quotedText(written: string, characters = QUOTE_CHARACTERS): { html: string; text: string } {
  const words = plainText(written);
  const text = words.length > characters ? `${words.slice(0, characters - 1)}…` : words;
  return { html: Handlebars.escapeExpression(text), text };
}
