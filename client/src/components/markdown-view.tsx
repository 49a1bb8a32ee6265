import MDEditor from '@uiw/react-md-editor/nohighlight';
import { safeUrl } from './markdown-safety';
import styles from './markdown-view.module.css';

interface MarkdownViewProps {
  source: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * Markdown shown as formatted text; loaded on demand with the markdown library. Raw HTML inside
 * the text is never rendered (the preview runs without rehype-raw), and unsafe links are dropped.
 */
export default function MarkdownView({ source, className, 'data-testid': testId }: MarkdownViewProps) {
  return (
    <div data-color-mode="light" className={`${styles.rendered} ${className ?? ''}`} data-testid={testId}>
      <MDEditor.Markdown source={source} urlTransform={safeUrl} />
    </div>
  );
}
