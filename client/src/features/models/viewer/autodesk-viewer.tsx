import { Button, Flash, Spinner } from '@primer/react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/http';
import { forgeGetToken } from '../api/forge-get-token';
import styles from './autodesk-viewer.module.css';
import { documentIdOf, type GuiViewer, initializerOptions, loadViewerSdk } from './autodesk-viewer-sdk';

type ViewerState = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; message: string };

const SDK_FAILED = 'No fue posible cargar el visor de Autodesk. Revisa tu conexión e inténtalo nuevamente.';

/** The Spanish message for a model the viewer could not open. */
const notOpened = (name: string) =>
  `No fue posible abrir «${name}» en el visor de Autodesk. Si el modelo se subió hace poco, Autodesk puede estar procesándolo todavía: inténtalo nuevamente en unos minutos.`;

/**
 * An Autodesk model (.dwg .dwfx .rvt .nwc .nwd) translated by APS, in Autodesk's own viewer:
 * its script and style load from Autodesk's CDN on first use, its token from the server.
 */
export function AutodeskViewer({ urn, name }: { urn: string; name: string }) {
  const [attempt, setAttempt] = useState(0);
  // A retry starts a new viewer from scratch.
  return <ViewerSession key={attempt} urn={urn} name={name} onRetry={() => setAttempt((n) => n + 1)} />;
}

function ViewerSession({ urn, name, onRetry }: { urn: string; name: string; onRetry: () => void }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ViewerState>({ kind: 'loading' });

  useEffect(() => {
    let viewer: GuiViewer | null = null;
    let closed = false;
    const fail = (message: string) => {
      if (!closed) setState({ kind: 'failed', message });
    };
    const getAccessToken = (onTokenReady: (token: string, expiresIn: number) => void) => {
      forgeGetToken()
        .then((token) => onTokenReady(token.accessToken, token.expiresIn))
        .catch((error: unknown) => fail(error instanceof ApiError ? error.message : SDK_FAILED));
    };
    loadViewerSdk()
      .then((viewing) =>
        viewing.Initializer(initializerOptions(getAccessToken), () => {
          if (closed || !container.current) return;
          viewer = new viewing.GuiViewer3D(container.current);
          viewer.start();
          viewing.Document.load(
            documentIdOf(urn),
            (document) => {
              if (closed || !viewer) return;
              viewer
                .loadDocumentNode(document, document.getRoot().getDefaultGeometry())
                .then(() => !closed && setState({ kind: 'ready' }))
                .catch(() => fail(notOpened(name)));
            },
            () => fail(notOpened(name)),
          );
        }),
      )
      .catch(() => fail(SDK_FAILED));
    return () => {
      closed = true;
      viewer?.finish();
    };
  }, [urn, name]);

  return (
    <section className={styles.viewer} aria-label={`Modelo ${name}`} aria-busy={state.kind === 'loading'}>
      <div ref={container} className={styles.canvas} />
      {state.kind === 'loading' && (
        <div className={styles.overlay} role="status">
          <Spinner size="medium" srText={null} />
          <span>Cargando el visor de Autodesk</span>
        </div>
      )}
      {state.kind === 'failed' && (
        <div className={styles.overlay}>
          <Flash variant="danger">{state.message}</Flash>
          <Button onClick={onRetry}>Reintentar</Button>
        </div>
      )}
    </section>
  );
}
