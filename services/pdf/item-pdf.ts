import Handlebars from 'handlebars';
import type { PrintedItem } from '../items/printed-item';

const page = Handlebars.compile<PrintedItem>(
  `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>{{heading}}</title>
<style>
  body { font-family: 'Liberation Sans', Arial, Helvetica, sans-serif; color: #1f2328; font-size: 11pt; line-height: 1.45; }
  header { border-bottom: 2px solid #0969da; padding-bottom: 8px; margin-bottom: 16px; }
  .brand { color: #0969da; font-weight: bold; font-size: 12pt; }
  h1 { font-size: 17pt; margin: 6px 0 2px; }
  h2 { font-size: 13pt; margin: 20px 0 8px; border-bottom: 1px solid #d1d9e0; padding-bottom: 4px; }
  h3 { font-size: 11pt; margin: 12px 0 4px; }
  .project { color: #59636e; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 8px 0; }
  dt { color: #59636e; }
  dd { margin: 0; }
  .markdown p { margin: 0 0 6px; }
  .markdown ul, .markdown ol { margin: 4px 0 6px; padding-left: 22px; }
  .markdown h1, .markdown h2, .markdown h3, .markdown h4, .markdown h5, .markdown h6 { font-size: 11pt; border: 0; margin: 10px 0 4px; padding: 0; }
  .markdown blockquote { margin: 4px 0; padding-left: 10px; border-left: 3px solid #d1d9e0; color: #59636e; }
  .markdown pre { white-space: pre-wrap; background: #eff2f5; padding: 6px 8px; }
  .markdown table { border-collapse: collapse; margin: 6px 0; }
  .markdown td { border: 1px solid #d1d9e0; padding: 2px 6px; }
  .entry { break-inside: avoid; margin-bottom: 12px; padding: 8px 12px; background: #f6f8fa; border-left: 3px solid #d1d9e0; }
  .images { display: flex; flex-wrap: wrap; gap: 12px; }
  figure { margin: 0; width: 46%; break-inside: avoid; }
  figure img { max-width: 100%; max-height: 240px; object-fit: contain; }
  figcaption { font-size: 9pt; color: #59636e; }
  footer { margin-top: 24px; font-size: 9pt; color: #59636e; }
</style></head>
<body>
<header><div class="brand">Faena</div><h1>{{heading}}</h1><div class="project">{{project}}</div></header>
<dl>{{#each facts}}<dt>{{label}}</dt><dd>{{value}}</dd>{{/each}}</dl>
<h2>Descripción</h2>
<div class="markdown">{{{descriptionHtml}}}</div>
{{#each sections}}<h2>{{title}}</h2>
{{#each entries}}<div class="entry">{{#if heading}}<h3>{{heading}}</h3>{{/if}}{{#if facts.length}}<dl>{{#each facts}}<dt>{{label}}</dt><dd>{{value}}</dd>{{/each}}</dl>{{/if}}{{#if html}}<div class="markdown">{{{html}}}</div>{{/if}}</div>{{/each}}
{{/each}}
{{#if images.length}}<h2>Imágenes</h2><div class="images">{{#each images}}<figure><img src="{{dataUri}}" alt="{{name}}"><figcaption>{{name}}</figcaption></figure>{{/each}}</div>{{/if}}
{{#if files.length}}<h2>Archivos</h2><ul>{{#each files}}<li>{{this}}</li>{{/each}}</ul>{{/if}}
<footer>Generado por Faena el {{printedAt}}</footer>
</body></html>`,
  { strict: true },
);

/**
 * The item's page: handlebars escapes every value, so no text of the item becomes markup, except the
 * `…Html` fields (triple braces), which are `markdownToSafeHtml`'s sanitised HTML of its Markdown.
 */
export const itemPdfHtml = (item: PrintedItem): string => page(item);
