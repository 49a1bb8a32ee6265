import { TrashIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import { useEffect, useMemo } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useProjects } from '../../../lib/api/projects';
import { useCompanyAccess } from '../../../lib/company-access';
import { closeModal, type ModalProps } from '../../../lib/modals';
import { showToast } from '../../../lib/toasts';
import { useForm } from '../../../lib/use-form';
import { useUserProjects } from '../api/get-projects-by-user-id';
import { setUserProjects } from '../api/set-user-projects';
import { REQUIRED } from '../user-validation';
import { JobTypeSelect } from './job-type-select';
import { LoadingLine } from './loading-line';
import { ProjectMultiSelect } from './project-multi-select';
import type { SelectOption } from './select-with-add';
import styles from './user-projects-dialog.module.css';

interface Assignment {
  projectId: string;
  /** A job type id as the select holds it. */
  jobTypeId: string;
}

interface UserProjectsValues {
  assignments: Assignment[];
}

/** Spec 5: each assigned project needs a job. */
const validate = ({ assignments }: UserProjectsValues) => ({
  assignments: assignments.every((assignment) => assignment.jobTypeId) ? undefined : REQUIRED,
});

/** Spec 4 and 9: a newly added project takes the user's default job, or 2. */
const FALLBACK_JOB_TYPE_ID = 2;

/** 'Editar Proyectos Usuario' (spec 2.16): which projects the user is in, and their job in each. */
export function UserProjectsDialog({ userId, userName, defaultJob }: ModalProps['user-projects']) {
  const access = useCompanyAccess();
  const { projects: mine } = useProjects();
  const { projects: theirs, error } = useUserProjects(userId);

  // The caller's projects where they may assign people, and the user's others, which stay as they are.
  const options = useMemo<SelectOption[] | undefined>(() => {
    if (!mine || !theirs) return undefined;
    const byId = new Map<string, SelectOption>();
    for (const project of [...mine, ...theirs]) {
      const disabled = !access.can(project.company_id, 'set_user_projects');
      byId.set(project.id, { id: project.id, name: project.name, disabled });
    }
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }, [mine, theirs, access]);
  const nameOf = (projectId: string) => options?.find((option) => option.id === projectId)?.name ?? '';
  const locked = (projectId: string) => options?.find((option) => option.id === projectId)?.disabled === true;

  const form = useForm<UserProjectsValues>({ assignments: [] }, validate);
  const { values, set } = form;
  const showJobErrors = Boolean(form.errorOf('assignments'));

  useEffect(() => {
    if (theirs) {
      set(
        'assignments',
        theirs.map((project) => ({ projectId: project.id, jobTypeId: String(project.job_type?.id ?? '') })),
      );
    }
  }, [theirs, set]);

  const choose = (projectIds: string[]) =>
    set(
      'assignments',
      projectIds.map(
        (projectId) =>
          values.assignments.find((assignment) => assignment.projectId === projectId) ?? {
            projectId,
            jobTypeId: String(defaultJob ?? FALLBACK_JOB_TYPE_ID),
          },
      ),
    );
  const setJob = (projectId: string, jobTypeId: string) =>
    set(
      'assignments',
      values.assignments.map((assignment) =>
        assignment.projectId === projectId ? { projectId, jobTypeId } : assignment,
      ),
    );

  const confirm = async () => {
    if (!theirs) return;
    const sent = await form.submit(async ({ assignments }, commandId) => {
      await setUserProjects(
        userId,
        assignments.map(({ projectId, jobTypeId }) => ({ projectId, jobTypeId: Number(jobTypeId) })),
        commandId,
      );
      showToast({
        variant: 'success',
        title: 'Proyectos actualizados',
        text: 'Se han actualizado los proyectos asociados al usuario.',
      });
    });
    if (sent) closeModal();
  };

  return (
    <FormDialog
      title={`Editar Proyectos Usuario ${userName}`}
      width="xlarge"
      submitting={form.submitting}
      failure={form.failure ?? error?.message ?? null}
      onSubmit={() => void confirm()}
      onCancel={closeModal}
    >
      <ProjectMultiSelect
        label="Proyectos"
        projects={options}
        selectedIds={values.assignments.map((assignment) => assignment.projectId)}
        onChange={choose}
        buttonText="Agregar o quitar proyectos"
      />
      {!options && !error && <LoadingLine text="Cargando proyectos" />}
      {options && values.assignments.length === 0 && (
        <p className={styles.empty}>El usuario no tiene proyectos asignados.</p>
      )}
      {options && values.assignments.length > 0 && (
        <ul className={styles.list} aria-label="Proyectos asignados">
          {values.assignments.map(({ projectId, jobTypeId }) => {
            const name = nameOf(projectId);
            return (
              <li key={projectId} className={styles.row}>
                <span className={styles.name}>{name}</span>
                <JobTypeSelect
                  label={`Cargo en ${name}`}
                  visuallyHiddenLabel
                  value={jobTypeId}
                  onChange={(next) => setJob(projectId, next)}
                  error={showJobErrors && !jobTypeId ? REQUIRED : undefined}
                  disabled={locked(projectId)}
                />
                <IconButton
                  icon={TrashIcon}
                  aria-label={`Quitar ${name}`}
                  variant="invisible"
                  disabled={locked(projectId)}
                  onClick={() => choose(values.assignments.map((a) => a.projectId).filter((id) => id !== projectId))}
                />
              </li>
            );
          })}
        </ul>
      )}
    </FormDialog>
  );
}
