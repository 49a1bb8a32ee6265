import { Flash, Spinner } from '@primer/react';
import { useRef, useState } from 'react';
import { Dialog } from '../../../../components/dialog';
import { EditConflictNotice } from '../../../../components/edit-conflict';
import { useCurrencies, useProjectTypes } from '../../../../lib/api/catalogs';
import { fileUrl, type Project, useProject } from '../../../../lib/api/projects';
import { formatDay } from '../../../../lib/chile-date';
import { touchedFields } from '../../../../lib/edit-conflict';
import { ApiError } from '../../../../lib/http';
import { closeModal, type ModalProps } from '../../../../lib/modals';
import { showToast } from '../../../../lib/toasts';
import { useEditVersion } from '../../../../lib/use-edit-version';
import { failureMessage } from '../../../../lib/use-form';
import { updateProject } from '../../api/save-project';
import styles from './project-form.module.css';
import { ProjectFormDialog } from './project-form-dialog';
import {
  PROJECT_FIELD_LABELS,
  type ProjectValues,
  projectApiValues,
  projectValues,
  toProjectInput,
  withCurrentValues,
} from './project-values';

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

  return <EditProjectForm key={project.id} project={project} />;
}

/** The values an edit shows: the text of each field, a list joined, a day as typed, an image by name. */
function formatted(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vacío)';
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : '(vacío)';
  if (field === 'start_date' && typeof value === 'string') return formatDay(value);
  if (field === 'project_image')
    return typeof value === 'string' && value.includes('/') ? 'Imagen guardada' : String(value);
  return String(value);
}

/**
 * The form on the project as it was opened: it sends only the fields the person changed, with
 * that version; when someone else changed one of them meanwhile it shows both values to choose.
 */
function EditProjectForm({ project }: { project: Project }) {
  const projectId = project.id;
  const [opened] = useState(() => ({ values: projectValues(project), version: project.version }));
  const baseline = useRef(opened.values);
  const edit = useEditVersion(opened.version);
  const projectTypes = useProjectTypes();
  const currencies = useCurrencies();

  const format = (field: string, value: unknown) => {
    const catalog = field === 'project_type_id' ? projectTypes : field === 'currency' ? currencies : null;
    const entry = catalog?.find((candidate) => String(candidate.id) === String(value));
    return entry ? entry.name : formatted(field, value);
  };

  return (
    <ProjectFormDialog
      mode="edit"
      initial={opened.values}
      companies={[{ id: project.company_id, name: project.company.name }]}
      canCreateCompany={false}
      currentImageUrl={fileUrl(project.project_image)}
      save={async (values, commandId) => {
        const changes = touchedFields(toProjectInput(baseline.current), toProjectInput(values));
        await updateProject(projectId, changes, edit.version(), commandId);
        showToast({
          variant: 'success',
          title: 'Proyecto actualizado',
          text: `Se han guardado los datos del proyecto «${values.name.trim()}».`,
        });
      }}
      describeFailure={edit.describe(describeUpdateFailure)}
      notice={(form, send) =>
        edit.conflict && (
          <EditConflictNotice
            conflict={edit.conflict}
            labels={PROJECT_FIELD_LABELS}
            mine={projectApiValues(toProjectInput(form.values))}
            format={format}
            onKeepMine={() => {
              edit.settle();
              send();
            }}
            onTakeTheirs={() => {
              const conflict = edit.settle();
              if (!conflict) return;
              baseline.current = withCurrentValues(baseline.current, conflict.current);
              const taken = withCurrentValues(form.values, conflict.current);
              for (const field of Object.keys(taken) as Array<keyof ProjectValues>) form.set(field, taken[field]);
            }}
          />
        )
      }
    />
  );
}
