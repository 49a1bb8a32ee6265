import { DownloadIcon } from '@primer/octicons-react';
import styles from './ifc-viewer.module.css';

interface IfcViewerProps {
  url: string;
  name: string;
}

/**
 * Stand-in for the in-app IFC viewer, which another branch of issue 16 brings (web-ifc, loaded
 * lazily): the model's name and its download.
 */
export function IfcViewer({ url, name }: IfcViewerProps) {
  return (
    <div className={styles.viewer} data-testid="ifc-viewer">
      <p className={styles.name}>{name}</p>
      <a href={url} download={name}>
        <DownloadIcon /> Descargar {name}
      </a>
    </div>
  );
}
