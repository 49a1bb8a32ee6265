import { DownloadIcon, SearchIcon, UploadIcon } from '@primer/octicons-react';
import { Button, Spinner, TextInput } from '@primer/react';
import { useId, useState } from 'react';
import type { ModelFile } from '../../../../../services/contracts/model-answers';
import { LoadFailure } from '../../../components/load-failure';
import { ProjectSectionPage } from '../../../components/project-section-page';
import { newCommandId } from '../../../lib/command-id';
import { openModal } from '../../../lib/modals';
import { useSelectedProjectAccess } from '../../../lib/selected-project-access';
import { showErrorToast, showToast } from '../../../lib/toasts';
import { useReloadOnFileUploaded } from '../../../lib/uploads/file-uploaded';
import { reloadForgeFiles, useForgeFiles } from '../api/get-forge-files';
import { clearMainModel, deleteModel, setMainModel, zipFiles } from '../api/model-commands';
import { useModelSearch } from '../hooks/use-model-search';
import { ModelList } from './model-list';
import { ModelViewer } from './model-viewer';
import styles from './models-page.module.css';
import { UploadModelDialog } from './upload-model-dialog';

/** Opens a signed address as a download, without leaving the page (which would ask about pending uploads). */
function download(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.click();
}

const failed = (error: unknown) => showErrorToast(error instanceof Error ? error.message : String(error));

function Models({ projectId }: { projectId: string }) {
  const { can } = useSelectedProjectAccess();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<ModelFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const [zipping, setZipping] = useState(false);
  const search = useModelSearch(typed, picked?.name ?? null);
  const { models, mainFileId, error, isLoading } = useForgeFiles(projectId, search);
  useReloadOnFileUploaded(
    (event) => event.type === 8 && event.payload.project_id === projectId,
    () => void reloadForgeFiles(),
  );

  // The viewer shows the picked model while it is listed, else the main one, else the first.
  const shown =
    models?.find((model) => model.id === picked?.id) ??
    models?.find((model) => model.id === mainFileId) ??
    models?.[0] ??
    null;

  const toggleMain = (model: ModelFile) => {
    const change =
      model.id === mainFileId
        ? clearMainModel(projectId, newCommandId())
        : setMainModel(projectId, model.id, newCommandId());
    change.catch(failed);
  };

  const confirmDelete = (model: ModelFile) =>
    openModal('confirm', {
      title: 'Eliminar modelo',
      lines: [`¿Eliminar el modelo ${model.name}?`, 'Se eliminarán también sus versiones anteriores.'],
      onAccept: () => {
        deleteModel(model.id, newCommandId())
          .then(() => showToast({ variant: 'success', title: 'Modelo eliminado', text: `Se eliminó ${model.name}.` }))
          .catch(failed);
      },
    });

  const downloadAll = async () => {
    if (!models?.length) return;
    setZipping(true);
    try {
      download(await zipFiles(models.map((model) => model.id)));
    } catch (cause) {
      failed(cause);
    } finally {
      setZipping(false);
    }
  };

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <label htmlFor={searchId} className={styles.label}>
            Buscar modelo
          </label>
          <TextInput
            id={searchId}
            leadingVisual={SearchIcon}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="Escribe más de 3 letras del nombre"
            block
          />
        </div>
        {can?.add_model && (
          <Button leadingVisual={UploadIcon} variant="primary" onClick={() => setUploading(true)}>
            Subir modelo
          </Button>
        )}
        <Button
          leadingVisual={DownloadIcon}
          onClick={downloadAll}
          loading={zipping}
          loadingAnnouncement="Preparando el archivo zip"
          disabled={!models?.length}
        >
          Descargar Todo
        </Button>
      </div>
      {error && <LoadFailure error={error} />}
      <div className={styles.layout}>
        <div className={styles.listPane}>
          {!models && isLoading && (
            <div className={styles.empty} role="status">
              <Spinner size="small" srText={null} />
              <span>Cargando modelos</span>
            </div>
          )}
          {models?.length === 0 && (
            <p className={styles.empty}>
              {search ? 'Ningún modelo coincide con la búsqueda.' : 'El proyecto aún no tiene modelos.'}
            </p>
          )}
          {models && models.length > 0 && (
            <ModelList
              models={models}
              selectedId={shown?.id ?? null}
              mainFileId={mainFileId}
              onSelect={(model) => {
                setPicked(model);
                setTyped(model.name);
              }}
              onToggleMain={can?.assign_main_model ? toggleMain : undefined}
              onDelete={can?.delete_model ? confirmDelete : undefined}
            />
          )}
        </div>
        <section className={styles.viewer} aria-label="Visor de modelos">
          {shown ? (
            <ModelViewer key={shown.id} model={shown} />
          ) : (
            <p className={styles.empty}>Elige un modelo para verlo.</p>
          )}
        </section>
      </div>
      {uploading && <UploadModelDialog projectId={projectId} onClose={() => setUploading(false)} />}
    </>
  );
}

/** Route '/planos': the project's models, the main one, and the viewer (spec: Planimetría). */
export function ModelsPage() {
  return (
    <ProjectSectionPage title="Planimetría" withoutProject="Elige un proyecto para ver sus modelos." section={Models} />
  );
}
