/**
 * Descriptions and replies are Markdown (the client writes them with its Markdown editor, GitHub
 * flavoured: tables, strikethrough, task lists, bare links). What the server makes of them, for
 * every feature (pure, naming none):
 *
 * - `markdownToSafeHtml(text)`: an HTML fragment to put inside a page or an e-mail's body as is.
 *   Safe by construction: it is written from the parsed document, element by element, from a fixed
 *   set of tags; every text and attribute is escaped; raw HTML in the text is never passed through
 *   (its tags are dropped, its words kept, a script's or style's content dropped); links keep only
 *   http(s) and mailto addresses and open with rel="noopener noreferrer"; images are not loaded
 *   (a PDF and an e-mail fetch nothing from outside): their description stays, as a link.
 * - `markdownToPlainText(text)`: the words a reader sees, for snippets and searches: no '##', '**'
 *   or link addresses; a link keeps its text; each block (paragraph, heading, list item, table row)
 *   on a line of its own.
 *
 * Text written by an older client as HTML (it starts with a tag) goes through the same door: its
 * tags are dropped and its words kept, as the client shows it.
 */
import type { Nodes, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { plainText } from './words';

/** Parses GitHub-flavoured Markdown, as the client's editor and preview read it. */
const parsed = (text: string): Root =>
  fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The address of a link when it is one a reader may safely follow from a PDF or an e-mail, else null. */
function safeHref(url: string): string | null {
  const trimmed = url.trim();
  return /^(https?:\/\/|mailto:)/i.test(trimmed) ? trimmed : null;
}

/** The words of raw HTML written in the text: scripts and styles dropped whole, other tags dropped. */
const wordsOfHtml = (html: string) => plainText(html.replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, ''));

/** A script or style opened in raw HTML and not closed after it: what follows is its content. */
const UNCLOSED_SCRIPT = /<(script|style)\b(?![\s\S]*<\/\1\s*>)/i;
const CLOSES_SCRIPT = /<\/(script|style)\s*>/i;

/**
 * A node's children a reader may see: inline raw HTML comes as separate tags around its content, so
 * a script's or style's content (between its opening and closing tags) is left out here. A node
 * holding a whole script ('<style>…</style> hola') opens none: `wordsOfHtml` keeps its other words.
 */
function visibleChildren(node: Nodes): Nodes[] {
  if (!('children' in node)) return [];
  const visible: Nodes[] = [];
  let inScript = false;
  for (const child of node.children as Nodes[]) {
    const html = child.type === 'html' ? child.value : '';
    if (inScript) {
      inScript = !CLOSES_SCRIPT.test(html);
      continue;
    }
    inScript = UNCLOSED_SCRIPT.test(html);
    visible.push(child);
  }
  return visible;
}

/** Link and image definitions (`[plano]: https://…`), by their normalised label. */
type Definitions = Map<string, string>;

function definitionsOf(root: Root): Definitions {
  const found: Definitions = new Map();
  const visit = (node: Nodes) => {
    if (node.type === 'definition') found.set(node.identifier.toLowerCase(), node.url);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(root);
  return found;
}

function linkHtml(href: string | null, inner: string): string {
  return href ? `<a href="${escapeHtml(href)}" rel="noopener noreferrer">${inner}</a>` : inner;
}

/** Where raw HTML stands as a block of its own (not inside a paragraph's line). */
const HOLDS_BLOCKS = new Set<Nodes['type']>(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

/** The words of a block of raw HTML as a paragraph, so two such blocks do not run into one line. */
function htmlBlock(node: Extract<Nodes, { type: 'html' }>): string {
  const words = wordsOfHtml(node.value);
  return words ? `<p>${escapeHtml(words)}</p>` : '';
}

const childrenHtml = (node: Nodes, definitions: Definitions): string =>
  visibleChildren(node)
    .map((child) =>
      child.type === 'html' && HOLDS_BLOCKS.has(node.type) ? htmlBlock(child) : toHtml(child, definitions),
    )
    .join('');

/** The HTML of one node, from a closed list of elements; anything else gives its children's HTML or nothing. */
function toHtml(node: Nodes, definitions: Definitions): string {
  const inner = () => childrenHtml(node, definitions);
  switch (node.type) {
    case 'root':
      return inner();
    case 'paragraph':
      return `<p>${inner()}</p>`;
    case 'heading':
      return `<h${node.depth}>${inner()}</h${node.depth}>`;
    case 'text':
      return escapeHtml(node.value);
    case 'emphasis':
      return `<em>${inner()}</em>`;
    case 'strong':
      return `<strong>${inner()}</strong>`;
    case 'delete':
      return `<del>${inner()}</del>`;
    case 'inlineCode':
      return `<code>${escapeHtml(node.value)}</code>`;
    case 'code':
      return `<pre><code>${escapeHtml(node.value)}</code></pre>`;
    case 'break':
      return '<br>';
    case 'thematicBreak':
      return '<hr>';
    case 'blockquote':
      return `<blockquote>${inner()}</blockquote>`;
    case 'list': {
      const tag = node.ordered ? 'ol' : 'ul';
      const start = node.ordered && node.start != null && node.start !== 1 ? ` start="${node.start}"` : '';
      return `<${tag}${start}>${inner()}</${tag}>`;
    }
    case 'listItem': {
      const check = node.checked == null ? '' : node.checked ? '☑ ' : '☐ ';
      // A tight list's items hold their paragraphs without <p>, as they were typed.
      const body = node.spread
        ? inner()
        : visibleChildren(node)
            .map((child) =>
              child.type === 'paragraph' ? childrenHtml(child, definitions) : toHtml(child, definitions),
            )
            .join('');
      return `<li>${check}${body}</li>`;
    }
    case 'link':
      return linkHtml(safeHref(node.url), inner());
    case 'linkReference':
      return linkHtml(safeHref(definitions.get(node.identifier.toLowerCase()) ?? ''), inner());
    case 'image':
      return node.alt ? linkHtml(safeHref(node.url), escapeHtml(node.alt)) : '';
    case 'imageReference':
      return node.alt
        ? linkHtml(safeHref(definitions.get(node.identifier.toLowerCase()) ?? ''), escapeHtml(node.alt))
        : '';
    case 'table':
      return `<table>${inner()}</table>`;
    case 'tableRow':
      return `<tr>${inner()}</tr>`;
    case 'tableCell':
      return `<td>${inner()}</td>`;
    case 'html':
      return escapeHtml(wordsOfHtml(node.value));
    case 'footnoteReference':
      return `<sup>${escapeHtml(node.label ?? node.identifier)}</sup>`;
    case 'footnoteDefinition':
      return `<div><sup>${escapeHtml(node.label ?? node.identifier)}</sup> ${inner()}</div>`;
    default:
      // definition, yaml and the like: nothing a reader sees.
      return '';
  }
}

/** Sanitised HTML of a Markdown text (see the module's comment); '' for an empty text. */
export function markdownToSafeHtml(text: string): string {
  const root = parsed(text);
  return toHtml(root, definitionsOf(root));
}

/** The blocks that end a line in plain text. */
const BLOCKS = new Set<RootContent['type']>([
  'paragraph',
  'heading',
  'code',
  'blockquote',
  'listItem',
  'tableRow',
  'thematicBreak',
  'footnoteDefinition',
]);

/** The lines of plain text of one node. */
function toLines(node: Nodes, lines: string[], line: { text: string }): void {
  const endLine = () => {
    const text = line.text.replace(/\s+/g, ' ').trim();
    if (text) lines.push(text);
    line.text = '';
  };
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      line.text += node.value;
      return;
    case 'code':
      endLine();
      for (const codeLine of node.value.split('\n')) lines.push(codeLine.trim());
      return;
    case 'html':
      line.text += ` ${wordsOfHtml(node.value)} `;
      break;
    case 'break':
      endLine();
      return;
    case 'image':
    case 'imageReference':
      line.text += node.alt ?? '';
      return;
    case 'tableCell':
      line.text += ' ';
      break;
    case 'definition':
      return;
  }
  if (BLOCKS.has(node.type as RootContent['type'])) endLine();
  for (const child of visibleChildren(node)) toLines(child, lines, line);
  if (BLOCKS.has(node.type as RootContent['type'])) endLine();
}

/** The words of a Markdown text, each block on a line of its own (see the module's comment). */
export function markdownToPlainText(text: string): string {
  const lines: string[] = [];
  const line = { text: '' };
  toLines(parsed(text), lines, line);
  const last = line.text.replace(/\s+/g, ' ').trim();
  if (last) lines.push(last);
  return lines.filter(Boolean).join('\n');
}

/** How many characters a search result's snippet has at most, its '…' included. */
const SNIPPET_LENGTH = 160;

/**
 * The opening of a Markdown text as a search result shows it: its plain words on one line, cut at a
 * word's end with '…' when longer than `length` (never inside a word or a link).
 */
export function markdownSnippet(text: string, length = SNIPPET_LENGTH): string {
  const words = markdownToPlainText(text).replace(/\s+/g, ' ');
  if (words.length <= length) return words;
  const cut = words.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  const whole = lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, length - 1);
  return `${whole.replace(/[\s,;:.\-–—]+$/, '')}…`;
}
