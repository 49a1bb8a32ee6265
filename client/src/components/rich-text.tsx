import { Spinner } from '@primer/react';
import { Suspense } from 'react';
import { plainText } from '../lib/item-rules';
import { preloadable, useLoadedOrLazy } from '../lib/preloadable';
import styles from './items.module.css';

// The Markdown parser is a chunk of its own: it loads with the first description shown, or as a detail opens.
export const markdownView = preloadable(async () => (await import('./markdown-view')).default);

/** Starts loading the Markdown parser while an item's detail is still being fetched. */
export const preloadRichText = (): Promise<void> =>
  markdownView.load().then(
    () => undefined,
    () => undefined,
  );

/** Text written by another client as HTML (it starts with a tag) is shown as its words only. */
const LEGACY_HTML = /^\s*<[a-z][a-z0-9]*[\s>/]/i;

/** A description or message, written in markdown, shown formatted; raw HTML is never rendered. */
export function RichText({ source }: { source: string }) {
  const markdown = LEGACY_HTML.test(source) ? plainText(source) : source;
  const MarkdownView = useLoadedOrLazy(markdownView);
  return (
    <Suspense fallback={<Spinner size="small" srText="Cargando texto" />}>
      <MarkdownView source={markdown} className={styles.richText} />
    </Suspense>
  );
}
