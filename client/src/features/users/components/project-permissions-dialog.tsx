import { Flash } from '@primer/react';
import { useEffect, useMemo } from 'react';
import { PROJECT_CAPABILITY_GROUPS } from '../../../../../services/contracts/capabilities';
import { FormDialog } from '../../../components/form-dialog';
import { useJobTypes } from '../../../lib/api/catalogs';
import { useProjects } from '../../../lib/api/projects';
import { useCompanyAccess } from '../../../lib/company-access';
import { closeModal, type ModalProps, openModal } from '../../../lib/modals';
import { useSelectedProject } from '../../../lib/selected-project';
import { showToast } from '../../../lib/toasts';
import { useForm } from '../../../lib/use-form';
import { useUserProjectCapabilities } from '../api/get-capabilities-by-user-project';
import { setUserProjectCapabilities } from '../api/set-capabilities-by-user-project';
import { REQUIRED } from '../user-validation';
import { CapabilityCheckboxes } from './capability-checkboxes';
import { JobTypeSelect } from './job-type-select';
import { LoadingLine } from './loading-line';
import { SelectWithAdd } from './select-with-add';

interface ProjectPermissionValues {
  projectId: string;
  jobTypeId: string;
  capabilities: string[];
}

const validate = ({ projectId, jobTypeId }: ProjectPermissionValues) => ({
  projectId: projectId ? undefined : REQUIRED,
  jobTypeId: jobTypeId ? undefined : REQUIRED,
});

/** 'Editar Permisos Proyecto Usuario' (spec 2.16): the user's job and capabilities in one project. */
export function ProjectPermissionsDialog({ userId, userName }: ModalProps['user-project-permissions']) {
  const access = useCompanyAccess();
  const jobTypes = useJobTypes();
  const { projects } = useProjects();
  const { project: selected } = useSelectedProject();
  // The server asks for set_user_permissions in the project's company.
  const options = useMemo(
    () => projects?.filter((project) => access.can(project.company_id, 'set_user_permissions')),
    [projects, access],
  );

  const form = useForm<ProjectPermissionValues>(
    {
      // The selected project to begin with, when the caller may set permissions there.
      projectId: selected && access.can(selected.company_id, 'set_user_permissions') ? selected.id : '',
      jobTypeId: '',
      capabilities: [],
    },
    validate,
  );
  const { values, set } = form;
  const { entry, error } = useUserProjectCapabilities(userId, values.projectId || null);
  const loading = Boolean(values.projectId) && !entry && !error;

  // What the user holds in the chosen project is the starting point.
  useEffect(() => {
    if (!entry) return;
    set('jobTypeId', String(entry.job_type_id));
    set('capabilities', entry.capabilities);
  }, [entry, set]);

  // Spec 4: choosing a job type loads its default capabilities, which can then be edited.
  const chooseJobType = (jobTypeId: string) => {
    set('jobTypeId', jobTypeId);
    const jobType = jobTypes.find((candidate) => String(candidate.id) === jobTypeId);
    if (jobType) set('capabilities', jobType.default_capabilities);
  };

  const confirm = async () => {
    if (loading) return;
    const sent = await form.submit(async (current, commandId) => {
      await setUserProjectCapabilities(
        {
          userId,
          projectId: current.projectId,
          jobTypeId: Number(current.jobTypeId),
          capabilities: current.capabilities,
        },
        commandId,
      );
      showToast({
        variant: 'success',
        title: 'Permisos actualizados',
        text: 'Se han actualizado los permisos del usuario para el proyecto seleccionado.',
      });
    });
    if (sent) closeModal();
  };

  return (
    <FormDialog
      title={`Editar Permisos Proyecto Usuario ${userName}`}
      width="xlarge"
      submitting={form.submitting}
      failure={form.failure}
      onSubmit={() => void confirm()}
      onCancel={closeModal}
    >
      <SelectWithAdd
        label="Proyecto"
        options={options}
        value={values.projectId}
        onChange={(projectId) => set('projectId', projectId)}
        onBlur={() => form.touch('projectId')}
        error={form.errorOf('projectId')}
        required
        add={
          access.canAnywhere('edit_project')
            ? { label: 'Nuevo proyecto', onClick: () => openModal('new-project') }
            : undefined
        }
      />
      {error && <Flash variant="danger">{error.message}</Flash>}
      <JobTypeSelect
        label="Cargo"
        value={values.jobTypeId}
        onChange={chooseJobType}
        onBlur={() => form.touch('jobTypeId')}
        error={form.errorOf('jobTypeId')}
        disabled={loading}
      />
      {loading ? (
        <LoadingLine text="Cargando permisos" />
      ) : (
        <CapabilityCheckboxes
          groups={PROJECT_CAPABILITY_GROUPS}
          selected={values.capabilities}
          onChange={(capabilities) => set('capabilities', capabilities)}
        />
      )}
    </FormDialog>
  );
}
