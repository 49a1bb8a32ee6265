import { Spinner } from '@primer/react';
import { lazy, Suspense } from 'react';
import { plainText } from '../lib/item-rules';
import styles from './items.module.css';

// The markdown library is large: it loads with the first description shown.
const MarkdownView = lazy(() => import('./markdown-view'));

/** Text written by another client as HTML (it starts with a tag) is shown as its words only. */
const LEGACY_HTML = /^\s*<[a-z][a-z0-9]*[\s>/]/i;

/** A description or message, written in markdown, shown formatted; raw HTML is never rendered. */
export function RichText({ source }: { source: string }) {
  const markdown = LEGACY_HTML.test(source) ? plainText(source) : source;
  return (
    <Suspense fallback={<Spinner size="small" srText="Cargando texto" />}>
      <MarkdownView source={markdown} className={styles.richText} />
    </Suspense>
  );
}
