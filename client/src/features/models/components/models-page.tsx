import { Banner, Button, Spinner } from '@primer/react';
import { lazy, Suspense, useState } from 'react';
import { SectionPage } from '../../../components/section-page';
import { useSelectedProject } from '../../../lib/selected-project';
import { fileLink } from '../api/file-link';
import { type ModelFile, useModelFiles } from '../api/list-model-files';
import styles from './models-page.module.css';

// three.js and web-ifc come with the viewer, in their own chunk, only once a model is opened.
const IfcViewer = lazy(async () => ({ default: (await import('../viewer/ifc-viewer')).IfcViewer }));

type OpenModel = { file: ModelFile; url: string } | { file: ModelFile; error: string };

const isIfc = (file: ModelFile) => file.name.toLowerCase().endsWith('.ifc');

function Loading({ text }: { text: string }) {
  return (
    <div className={styles.loading} role="status">
      <Spinner size="small" srText={null} />
      <span>{text}</span>
    </div>
  );
}

/** Planimetría (spec: /planos): the project's model files; an IFC one opens in the viewer. */
export function ModelsPage() {
  const { projectId } = useSelectedProject();
  const { files, error } = useModelFiles(projectId);
  const [open, setOpen] = useState<OpenModel | null>(null);

  const openFile = (file: ModelFile) =>
    fileLink(file.id).then(
      (url) => setOpen({ file, url }),
      (failure: unknown) => setOpen({ file, error: failure instanceof Error ? failure.message : String(failure) }),
    );

  return (
    <SectionPage title="Planimetría">
      {error && <Banner variant="critical" title="Error" description={error.message} hideTitle />}
      {!files && !error && <Loading text="Cargando modelos" />}
      {files?.length === 0 && <p>El proyecto aún no tiene modelos.</p>}
      {files && files.length > 0 && (
        <ul className={styles.files} aria-label="Modelos del proyecto">
          {files.map((file) => (
            <li key={file.id}>
              <Button disabled={!isIfc(file)} aria-pressed={open?.file.id === file.id} onClick={() => openFile(file)}>
                {file.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {open && 'error' in open && <Banner variant="critical" title="Error" description={open.error} hideTitle />}
      {open && 'url' in open && (
        <Suspense fallback={<Loading text="Cargando modelo…" />}>
          <IfcViewer key={open.url} url={open.url} name={open.file.name} />
        </Suspense>
      )}
    </SectionPage>
  );
}
