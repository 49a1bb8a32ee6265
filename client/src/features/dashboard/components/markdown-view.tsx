import MDEditor from '@uiw/react-md-editor/nohighlight';
import { safeUrl } from './markdown-safety';
import styles from './status-board.module.css';

/** A status board rendered as text; loaded on demand with the markdown library. */
export default function MarkdownView({ source }: { source: string }) {
  return (
    <div data-color-mode="light" className={styles.rendered} data-testid="status-board-view">
      <MDEditor.Markdown source={source} urlTransform={safeUrl} />
    </div>
  );
}
