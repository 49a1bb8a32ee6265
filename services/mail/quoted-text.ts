import Handlebars from 'handlebars';
import { markdownSnippet, markdownToPlainText, markdownToSafeHtml } from '../platform/text/markdown';

/** A quote is a glimpse: the e-mail's link opens the whole message. */
const QUOTE_CHARACTERS = 300;

/** Written text as an e-mail carries it: HTML that is safe to insert, and the plain-text part's words. */
export interface MailText {
  html: string;
  text: string;
}

/** What someone wrote (a description, a reply), whole: its Markdown formatted, and its words. */
export const writtenText = (written: string): MailText => ({
  html: markdownToSafeHtml(written),
  text: markdownToPlainText(written),
});

/** A glimpse of what someone wrote (a comment in the gathered e-mail): its first words, cut at a word's end. */
export function quotedText(written: string): MailText {
  const text = markdownSnippet(written, QUOTE_CHARACTERS);
  return { html: Handlebars.escapeExpression(text), text };
}
