import { Banner } from '@primer/react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ElementPropertiesPanel, type PickedElement } from './element-properties-panel';
import styles from './ifc-viewer.module.css';
import { ModelScene } from './model-scene';
import { type LoadedModel, type ModelLoad, useIfcModel } from './use-ifc-model';

/**
 * Where the viewer sits: 'page' (Planimetría, the properties panel always beside or below) or
 * 'slot' (the dashboard's project card, the canvas the size of the project image and the properties
 * only once an element is picked).
 */
export type ViewerLayout = 'page' | 'slot';

interface IfcViewerProps {
  /** A signed same-origin link to the file (/api/files/link/…). */
  url: string;
  name: string;
  layout?: ViewerLayout;
  /** Shown instead of the viewer when the model cannot be drawn (the dashboard's project image). */
  unavailable?: ReactNode;
}

function LoadingState({ load }: { load: Extract<ModelLoad, { phase: 'downloading' | 'processing' }> }) {
  const step = load.phase === 'downloading' ? 'Descargando' : 'Procesando geometría';
  const percent = load.progress === null ? null : Math.round(load.progress * 100);
  return (
    <div className={styles.overlay} role="status">
      <strong>Cargando modelo…</strong>
      <span>{percent === null ? step : `${step}: ${percent} %`}</span>
      {/* The native bar: Primer's would add to the Primer file every page loads, for this one use. */}
      <progress className={styles.progress} max={100} value={percent ?? undefined} aria-label={`${step} el modelo`} />
    </div>
  );
}

/** Keeps a ModelScene on the canvas while the model is open, and asks for the picked element's properties. */
function useModelScene(model: LoadedModel | null) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sceneRef = useRef<ModelScene | null>(null);
  const [picked, setPicked] = useState<PickedElement>({ state: 'none' });
  const [webglMissing, setWebglMissing] = useState(false);

  const pick = useCallback(
    (expressId: number | null) => {
      sceneRef.current?.highlight(expressId);
      if (expressId === null || !model) return setPicked({ state: 'none' });
      setPicked({ state: 'loading' });
      model.properties(expressId).then(
        (element) => setPicked({ state: 'ready', element }),
        () => setPicked({ state: 'failed' }),
      );
    },
    [model],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!model || !canvas) return;
    let scene: ModelScene;
    try {
      scene = new ModelScene(canvas, pick);
    } catch {
      setWebglMissing(true);
      return;
    }
    sceneRef.current = scene;
    const observer = new ResizeObserver(() => scene.resize(canvas.clientWidth, canvas.clientHeight));
    observer.observe(canvas);
    scene.resize(canvas.clientWidth, canvas.clientHeight);
    scene.show(model.meshes);
    return () => {
      observer.disconnect();
      scene.dispose();
      sceneRef.current = null;
      setPicked({ state: 'none' });
    };
  }, [model, pick]);

  return { canvasRef, picked, webglMissing };
}

/** An IFC model in 3D inside the app: orbit, zoom, pan, and click an element to read its properties. */
export function IfcViewer({ url, name, layout = 'page', unavailable }: IfcViewerProps) {
  const load = useIfcModel(url, name);
  const model = load.phase === 'ready' ? load.model : null;
  const { canvasRef, picked, webglMissing } = useModelScene(model);
  const failure = webglMissing ? 'Este navegador no puede mostrar modelos 3D: WebGL no está disponible.' : null;
  if ((load.phase === 'failed' || failure) && unavailable !== undefined) return unavailable;

  return (
    <div className={styles.frame} data-layout={layout}>
      <div className={styles.viewer}>
        <div className={styles.viewport}>
          <canvas ref={canvasRef} className={styles.canvas} aria-label={`Modelo 3D ${name}`} />
          {(load.phase === 'downloading' || load.phase === 'processing') && <LoadingState load={load} />}
          {(load.phase === 'failed' || failure) && (
            <div className={styles.overlay}>
              <Banner
                variant="critical"
                title="No se pudo abrir el modelo"
                description={load.phase === 'failed' ? load.message : failure}
              />
            </div>
          )}
          {model && !failure && (
            <p className={styles.controlsHint}>
              Arrastra para girar, usa la rueda para acercar y arrastra con el botón derecho para desplazar.
            </p>
          )}
        </div>
        {(layout === 'page' || picked.state !== 'none') && <ElementPropertiesPanel picked={picked} />}
      </div>
    </div>
  );
}
