import Handlebars from 'handlebars';
import qrcode from 'qrcode-generator';
import type { SiteBookEntryAnswer } from '../contracts/site-book-answers';
import { printedDay, printedTime } from '../items/printed-item';
import { markdownToSafeHtml } from '../platform/text/markdown';

/** One folio as the book's PDF prints it. */
export interface PrintedFolio {
  heading: string;
  facts: Array<{ label: string; value: string }>;
  textHtml: string;
  files: Array<{ name: string; hash: string }>;
  notices: string[];
  pending: string[];
  hash: string;
  code: string;
  verifyUrl: string;
  qrSvg: string;
}

export interface PrintedBook {
  project: string;
  range: string;
  closed: boolean;
  printedAt: string;
  folios: PrintedFolio[];
}

const page = Handlebars.compile<PrintedBook>(
  `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Libro de Obra · {{project}}</title>
<style>
  body { font-family: 'Liberation Sans', Arial, Helvetica, sans-serif; color: #1f2328; font-size: 10.5pt; line-height: 1.45; }
  header { border-bottom: 2px solid #0969da; padding-bottom: 8px; margin-bottom: 14px; }
  .brand { color: #0969da; font-weight: bold; font-size: 12pt; }
  h1 { font-size: 17pt; margin: 6px 0 2px; }
  .muted { color: #59636e; }
  .folio { break-inside: avoid-page; border: 1px solid #d1d9e0; border-radius: 6px; padding: 10px 14px; margin-bottom: 14px; }
  .folio h2 { font-size: 13pt; margin: 0 0 6px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 6px 0; }
  dt { color: #59636e; }
  dd { margin: 0; }
  .markdown { border-top: 1px solid #d1d9e0; border-bottom: 1px solid #d1d9e0; padding: 6px 0; margin: 8px 0; }
  .markdown p { margin: 0 0 6px; }
  .markdown ul, .markdown ol { margin: 4px 0 6px; padding-left: 22px; }
  .markdown h1, .markdown h2, .markdown h3, .markdown h4 { font-size: 11pt; margin: 8px 0 4px; }
  .markdown pre { white-space: pre-wrap; background: #eff2f5; padding: 6px 8px; }
  .markdown td { border: 1px solid #d1d9e0; padding: 2px 6px; }
  h3 { font-size: 10.5pt; margin: 8px 0 2px; }
  ul.plain { margin: 2px 0; padding-left: 18px; }
  .seal { display: flex; gap: 14px; align-items: center; margin-top: 8px; }
  .seal svg { width: 26mm; height: 26mm; flex: none; }
  .hash { font-family: 'Liberation Mono', monospace; font-size: 8pt; word-break: break-all; }
  footer { margin-top: 18px; font-size: 9pt; color: #59636e; }
</style></head>
<body>
<header><div class="brand">Faena</div><h1>Libro de Obra</h1>
<div class="muted">{{project}} · {{range}}{{#if closed}} · Libro cerrado{{/if}}</div></header>
{{#each folios}}<section class="folio">
<h2>{{heading}}</h2>
<dl>{{#each facts}}<dt>{{label}}</dt><dd>{{value}}</dd>{{/each}}</dl>
<div class="markdown">{{{textHtml}}}</div>
{{#if files.length}}<h3>Archivos (SHA-256)</h3><ul class="plain">{{#each files}}<li>{{name}} <span class="hash">{{hash}}</span></li>{{/each}}</ul>{{/if}}
<h3>Toma de conocimiento</h3>
{{#if notices.length}}<ul class="plain">{{#each notices}}<li>{{this}}</li>{{/each}}</ul>{{else}}<div class="muted">Nadie ha tomado conocimiento.</div>{{/if}}
{{#if pending.length}}<div class="muted">Falta: {{#each pending}}{{#unless @first}}, {{/unless}}{{this}}{{/each}}</div>{{/if}}
<div class="seal">{{{qrSvg}}}<div><div>Código de verificación: <strong>{{code}}</strong></div>
<div class="muted">{{verifyUrl}}</div><div class="hash">Sello SHA-256: {{hash}}</div></div></div>
</section>{{/each}}
<footer>Generado por Faena el {{printedAt}}. Cada folio se verifica con su código en la dirección impresa: su sello encadena el folio anterior.</footer>
</body></html>`,
  { strict: true },
);

/** The QR of a folio's verification address, as inline SVG (the page loads nothing from outside). */
export function verificationQr(url: string): string {
  const code = qrcode(0, 'M');
  code.addData(url);
  code.make();
  return code.createSvgTag({ cellSize: 2, margin: 2, scalable: true });
}

/** Who took notice, as the folio's view names them: 'Javiera Soto (Jefe OT), 24-11-2026 10:15'. */
const noticeLine = (notice: SiteBookEntryAnswer['notices'][number]) =>
  `${notice.name}${notice.job_type ? ` (${notice.job_type})` : ''}, ${printedTime(notice.at)}`;

/** A signed folio as printed: its facts, text, files with their hashes, notices, seal, code and QR. */
export function printedFolio(
  entry: Omit<SiteBookEntryAnswer, 'files'>,
  files: PrintedFolio['files'],
  publicUrl: string,
): PrintedFolio {
  const code = entry.code ?? '';
  const verifyUrl = `${publicUrl}/verificar?code=${encodeURIComponent(code)}`;
  const author = `${entry.author.name}${entry.author.job_type ? ` (${entry.author.job_type})` : ''}`;
  const facts: Array<[string, string | null]> = [
    ['Autor', author],
    ['Firmado', printedTime(entry.signed_at)],
    ['Referencias', entry.references.map((reference) => reference.label).join('; ')],
    ['Corrige', entry.corrects ? `Folio Nº ${entry.corrects.folio}` : null],
    ['Responde', entry.answers ? `Folio Nº ${entry.answers.folio}` : null],
    ['Responder antes del', entry.reply_by ? printedDay(entry.reply_by) : null],
    ['Corregido por', entry.corrected_by.map((link) => `Folio Nº ${link.folio}`).join(', ')],
    ['Respondido por', entry.answered_by.map((link) => `Folio Nº ${link.folio}`).join(', ')],
  ];
  return {
    heading: `Folio Nº ${entry.folio} · ${entry.type_name}`,
    facts: facts.filter(([, value]) => value).map(([label, value]) => ({ label, value: value as string })),
    textHtml: markdownToSafeHtml(entry.text),
    files,
    notices: entry.notices.map(noticeLine),
    pending: entry.notice_pending.map((person) => `${person.name}${person.job_type ? ` (${person.job_type})` : ''}`),
    hash: entry.hash ?? '',
    code,
    verifyUrl,
    qrSvg: verificationQr(verifyUrl),
  };
}

/**
 * The book's page: handlebars escapes every value, so no text of a folio becomes markup, except
 * `textHtml` (`markdownToSafeHtml`'s sanitised HTML) and `qrSvg` (drawn here from the address).
 */
export const siteBookPdfHtml = (book: PrintedBook): string => page(book);
