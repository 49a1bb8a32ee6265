import { DownloadIcon, InfoIcon } from '@primer/octicons-react';
import { Spinner } from '@primer/react';
import { lazy, Suspense } from 'react';
import { useFileLink } from '../api/get-file-urls';
import type { ModelFile } from '../api/get-forge-files';
import { isIfcModel } from '../model-search';
import styles from './model-viewer.module.css';

/** The IFC viewer and its WebAssembly load on the first model shown, not with the app. */
const IfcViewer = lazy(async () => ({ default: (await import('../viewer/ifc-viewer')).IfcViewer }));

function Loading({ text }: { text: string }) {
  return (
    <div className={styles.status} role="status">
      <Spinner size="small" srText={null} />
      <span>{text}</span>
    </div>
  );
}

/**
 * One model in the viewer area: an IFC model is drawn in the app; an Autodesk one is offered for
 * download, with the note that seeing it needs the Autodesk service. It loads once its link is ready.
 */
export function ModelViewer({ model }: { model: ModelFile }) {
  const { link, error } = useFileLink(model.id);
  if (error) return <p className={styles.status}>{error.message}</p>;
  if (!link) return <Loading text="Cargando modelo" />;
  if (isIfcModel(model.name)) {
    return (
      <Suspense fallback={<Loading text="Cargando visor" />}>
        <IfcViewer url={link.url} name={model.name} />
      </Suspense>
    );
  }
  return (
    <div className={styles.autodesk} data-testid="autodesk-model">
      <p className={styles.name}>{model.name}</p>
      <p className={styles.note}>
        <InfoIcon /> Para visualizar este formato se necesita el servicio de Autodesk, que no está configurado. Puedes
        descargar el archivo y abrirlo en tu programa.
      </p>
      <a href={link.url} download={model.name}>
        <DownloadIcon /> Descargar {model.name}
      </a>
    </div>
  );
}
