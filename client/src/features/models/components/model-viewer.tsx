import { DownloadIcon, InfoIcon } from '@primer/octicons-react';
import { Spinner } from '@primer/react';
import { lazy, type ReactNode, Suspense } from 'react';
import type { ModelFile } from '../../../../../services/contracts/model-answers';
import { useFileLink } from '../api/get-file-urls';
import { isIfcModel } from '../model-search';
import type { ViewerLayout } from '../viewer/ifc-viewer';
import styles from './model-viewer.module.css';

/** The IFC viewer and its WebAssembly load on the first model shown, not with the app. */
const IfcViewer = lazy(async () => ({ default: (await import('../viewer/ifc-viewer')).IfcViewer }));
/** Autodesk's viewer loads (from Autodesk's CDN) on the first translated model shown. */
const AutodeskViewer = lazy(async () => ({ default: (await import('../viewer/autodesk-viewer')).AutodeskViewer }));

/** Why an Autodesk model cannot be shown here: not sent to Autodesk (no service), or refused there. */
const autodeskNote = (model: ModelFile) =>
  model.translation?.status === 'failed'
    ? `Autodesk no pudo procesar este modelo: ${model.translation.reason} Puedes descargar el archivo y abrirlo en tu programa.`
    : 'Para visualizar este formato se necesita el servicio de Autodesk, que no está configurado. Puedes descargar el archivo y abrirlo en tu programa.';

function Loading({ text }: { text: string }) {
  return (
    <div className={styles.status} role="status">
      <Spinner size="small" srText={null} />
      <span>{text}</span>
    </div>
  );
}

/**
 * One model in the viewer area: an IFC model is drawn in the app; an Autodesk one opens in
 * Autodesk's viewer once Autodesk has it, and is otherwise offered for download with the reason.
 * It loads once its link is ready.
 */
interface ModelViewerProps {
  model: ModelFile;
  layout?: ViewerLayout;
  /** Shown instead when an IFC model cannot be drawn. */
  unavailable?: ReactNode;
}

export function ModelViewer({ model, layout, unavailable }: ModelViewerProps) {
  if (model.urn && model.translation?.status === 'requested') {
    return (
      <Suspense fallback={<Loading text="Cargando visor" />}>
        <AutodeskViewer urn={model.urn} name={model.name} />
      </Suspense>
    );
  }
  return <ModelFileViewer model={model} layout={layout} unavailable={unavailable} />;
}

function ModelFileViewer({ model, layout, unavailable }: ModelViewerProps) {
  const { link, error } = useFileLink(model.id);
  if (error) return <p className={styles.status}>{error.message}</p>;
  if (!link) return <Loading text="Cargando modelo" />;
  if (isIfcModel(model.name)) {
    return (
      <Suspense fallback={<Loading text="Cargando visor" />}>
        <IfcViewer url={link.url} name={model.name} layout={layout} unavailable={unavailable} />
      </Suspense>
    );
  }
  return (
    <div className={styles.autodesk} data-testid="autodesk-model">
      <p className={styles.name}>{model.name}</p>
      <p className={styles.note}>
        <InfoIcon /> {autodeskNote(model)}
      </p>
      <a href={link.url} download={model.name}>
        <DownloadIcon /> Descargar {model.name}
      </a>
    </div>
  );
}
