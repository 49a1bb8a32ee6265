import { Flash, Spinner } from '@primer/react';
import { Dialog } from '../../../../components/dialog';
import { fileUrl, useProject } from '../../../../lib/api/projects';
import { ApiError } from '../../../../lib/http';
import { closeModal, type ModalProps } from '../../../../lib/modals';
import { showToast } from '../../../../lib/toasts';
import { failureMessage } from '../../../../lib/use-form';
import { updateProject } from '../../api/save-project';
import styles from './project-form.module.css';
import { ProjectFormDialog } from './project-form-dialog';
import { projectValues, toProjectInput } from './project-values';

/** Spec 8: what a failed update says when the server gives no reason of its own. */
const UPDATE_FAILED = 'Hubo un error al actualizar los datos, por favor intenta nuevamente.';

const hasServerMessage = (error: unknown) =>
  error instanceof ApiError &&
  typeof error.body === 'object' &&
  error.body !== null &&
  typeof (error.body as { message?: unknown }).message === 'string';

const describeUpdateFailure = (error: unknown) => (hasServerMessage(error) ? failureMessage(error) : UPDATE_FAILED);

/** Edits a project with every field filled in from the server; its company stays as it is. */
export function EditProjectDialog({ projectId }: ModalProps['edit-project']) {
  const { project, error } = useProject(projectId);

  if (!project) {
    return (
      <Dialog
        title="Editar Proyecto"
        width="800px"
        onClose={closeModal}
        footerButtons={[{ content: 'Cerrar', onClick: closeModal }]}
      >
        {error ? (
          <Flash variant="danger">{failureMessage(error)}</Flash>
        ) : (
          <div className={styles.loading}>
            <Spinner size="small" srText={null} />
            Cargando proyecto
          </div>
        )}
      </Dialog>
    );
  }

  return (
    <ProjectFormDialog
      key={project.id}
      mode="edit"
      initial={projectValues(project)}
      companies={[{ id: project.company_id, name: project.company.name }]}
      canCreateCompany={false}
      currentImageUrl={fileUrl(project.project_image)}
      save={async (values, commandId) => {
        await updateProject(projectId, toProjectInput(values), commandId);
        showToast({
          variant: 'success',
          title: 'Proyecto actualizado',
          text: `Se han guardado los datos del proyecto «${values.name.trim()}».`,
        });
      }}
      describeFailure={describeUpdateFailure}
    />
  );
}
