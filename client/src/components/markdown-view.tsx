import type { Nodes, Root, Table } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { type ReactNode, useMemo } from 'react';
import { safeUrl } from './markdown-safety';
import styles from './markdown-view.module.css';

interface MarkdownViewProps {
  source: string;
  className?: string;
  'data-testid'?: string;
}

/** Link and image addresses written once at the end of the text (`[plano]: https://…`), by label. */
type Definitions = ReadonlyMap<string, string>;

function definitionsOf(root: Root): Definitions {
  const found = new Map<string, string>();
  const visit = (node: Nodes) => {
    if (node.type === 'definition') found.set(node.identifier.toLowerCase(), node.url);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(root);
  return found;
}

/** A web address opens beside the app; mail, phone and the app's own addresses open in place. */
function link(url: string | null, children: ReactNode, key: number): ReactNode {
  const href = url === null ? null : safeUrl(url);
  if (href === null) return <span key={key}>{children}</span>;
  const outside = /^https?:/i.test(href);
  return (
    <a key={key} href={href} {...(outside ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

function image(url: string | null, alt: string, key: number): ReactNode {
  const src = url === null ? null : safeUrl(url);
  return src === null ? alt : <img key={key} src={src} alt={alt} loading="lazy" />;
}

function table(node: Table, definitions: Definitions, key: number): ReactNode {
  const [head, ...body] = node.children;
  const cells = (row: Table['children'][number], Cell: 'th' | 'td') =>
    row.children.map((cell, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place in its row is what it is.
      <Cell key={index} style={{ textAlign: node.align?.[index] ?? undefined }}>
        {children(cell, definitions)}
      </Cell>
    ));
  return (
    <table key={key}>
      {head && (
        <thead>
          <tr>{cells(head, 'th')}</tr>
        </thead>
      )}
      <tbody>
        {body.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows never move within one rendering.
          <tr key={index}>{cells(row, 'td')}</tr>
        ))}
      </tbody>
    </table>
  );
}

function children(node: Nodes, definitions: Definitions): ReactNode[] {
  return 'children' in node ? node.children.map((child, index) => element(child, definitions, index)) : [];
}

/** One node as React elements, from a closed list; raw HTML in the text is never rendered. */
function element(node: Nodes, definitions: Definitions, key: number): ReactNode {
  const inner = () => children(node, definitions);
  switch (node.type) {
    case 'root':
      return inner();
    case 'paragraph':
      return <p key={key}>{inner()}</p>;
    case 'heading': {
      const Heading = `h${node.depth}` as const;
      return <Heading key={key}>{inner()}</Heading>;
    }
    case 'text':
      return node.value;
    case 'emphasis':
      return <em key={key}>{inner()}</em>;
    case 'strong':
      return <strong key={key}>{inner()}</strong>;
    case 'delete':
      return <del key={key}>{inner()}</del>;
    case 'inlineCode':
      return <code key={key}>{node.value}</code>;
    case 'code':
      return (
        <pre key={key}>
          <code>{node.value}</code>
        </pre>
      );
    case 'break':
      return <br key={key} />;
    case 'thematicBreak':
      return <hr key={key} />;
    case 'blockquote':
      return <blockquote key={key}>{inner()}</blockquote>;
    case 'list':
      return node.ordered ? (
        <ol key={key} start={node.start ?? undefined}>
          {inner()}
        </ol>
      ) : (
        <ul key={key}>{inner()}</ul>
      );
    case 'listItem': {
      // A tight list's items hold their paragraphs without <p>, as they were typed.
      const body = node.spread
        ? inner()
        : node.children.map((child, index) =>
            child.type === 'paragraph' ? children(child, definitions) : element(child, definitions, index),
          );
      return (
        <li key={key} className={node.checked == null ? undefined : styles.task}>
          {node.checked != null && <input type="checkbox" checked={node.checked} disabled aria-label="Tarea" />}
          {body}
        </li>
      );
    }
    case 'link':
      return link(node.url, inner(), key);
    case 'linkReference':
      return link(definitions.get(node.identifier.toLowerCase()) ?? null, inner(), key);
    case 'image':
      return image(node.url, node.alt ?? '', key);
    case 'imageReference':
      return image(definitions.get(node.identifier.toLowerCase()) ?? null, node.alt ?? '', key);
    case 'table':
      return table(node, definitions, key);
    case 'footnoteReference':
      return <sup key={key}>{node.label ?? node.identifier}</sup>;
    case 'footnoteDefinition':
      return (
        <div key={key} className={styles.footnote}>
          <sup>{node.label ?? node.identifier}</sup> {inner()}
        </div>
      );
    default:
      // Raw HTML, definitions and front matter: nothing a reader sees.
      return null;
  }
}

/**
 * Markdown shown as formatted text: GitHub-flavoured (tables, strikethrough, task lists, bare
 * links), parsed by the same parser the server renders PDFs and e-mails with, and drawn as React
 * elements, so raw HTML in the text is never rendered and unsafe links are dropped. Its code is
 * small: a detail's description shows without waiting for the editor's library.
 */
export default function MarkdownView({ source, className, 'data-testid': testId }: MarkdownViewProps) {
  const content = useMemo(() => {
    const root = fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
    return element(root, definitionsOf(root), 0);
  }, [source]);
  return (
    <div className={`${styles.rendered} ${className ?? ''}`} data-testid={testId}>
      {content}
    </div>
  );
}
