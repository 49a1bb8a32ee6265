import { Heading, SegmentedControl } from '@primer/react';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../../lib/chile-date';
import type { OutboxMessage } from '../api/list-outbox';
import { mailDocument } from '../mail-document';
import styles from './outbox-page.module.css';

type View = 'html' | 'text';

/**
 * One kept e-mail. Its HTML shows in a sandboxed iframe with no scripts, no forms and no access
 * to the app; only a click on a link may take this tab to the link's address.
 */
export function MailViewer({ message }: { message: OutboxMessage }) {
  const [view, setView] = useState<View>('html');
  const srcDoc = useMemo(() => mailDocument(message.html), [message.html]);
  return (
    <article className={styles.viewer} aria-labelledby="mail-subject">
      <header className={styles.viewerHeader}>
        <Heading as="h2" id="mail-subject" variant="small">
          {message.subject}
        </Heading>
        <dl className={styles.meta}>
          <dt>Para</dt>
          <dd>{message.to.join(', ')}</dd>
          <dt>Enviado</dt>
          <dd>{formatDateTime(message.sent_at)}</dd>
        </dl>
        <SegmentedControl aria-label="Formato del correo" size="small">
          <SegmentedControl.Button selected={view === 'html'} onClick={() => setView('html')}>
            HTML
          </SegmentedControl.Button>
          <SegmentedControl.Button selected={view === 'text'} onClick={() => setView('text')}>
            Texto
          </SegmentedControl.Button>
        </SegmentedControl>
      </header>
      {view === 'html' ? (
        <iframe
          className={styles.frame}
          title={`Contenido del correo: ${message.subject}`}
          srcDoc={srcDoc}
          sandbox="allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
        />
      ) : (
        <pre className={styles.text}>{message.text}</pre>
      )}
    </article>
  );
}
