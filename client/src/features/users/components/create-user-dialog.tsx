import { useMemo } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { ImageField } from '../../../components/image-field';
import { TextField } from '../../../components/text-field';
import { type Project, useProjects } from '../../../lib/api/projects';
import { useUserDetails } from '../../../lib/api/user-details';
import { useCompanyAccess } from '../../../lib/company-access';
import { closeModal, openModal } from '../../../lib/modals';
import { useSelectedProject } from '../../../lib/selected-project';
import { showErrorToast, showToast } from '../../../lib/toasts';
import { failureMessage, useForm } from '../../../lib/use-form';
import { createUser, refusalMessages } from '../api/create-user';
import { getUserByEmail } from '../api/get-user-by-email';
import { type NewUserValues, validateNewUser } from '../user-validation';
import { CompanySelect } from './company-select';
import { JobTypeSelect } from './job-type-select';
import { ProjectMultiSelect } from './project-multi-select';

/** Spec 8: the server's message for an e-mail that already has an account. */
const EMAIL_IN_USE = 'Ese email ya está en uso';
const DEFAULT_JOB_TYPE_ID = '2';

/** Accepting the e-mail-in-use question: the existing account's projects are set up instead. */
async function configureExistingUser(email: string) {
  // The creation form beneath is done with too.
  closeModal();
  try {
    const user = await getUserByEmail(email);
    openModal('user-projects', { userId: user.id, userName: user.name, defaultJob: user.info?.default_job ?? null });
  } catch (error) {
    showErrorToast(failureMessage(error));
  }
}

/** Spec 8: every reason as an 'Error' toast; an e-mail in use offers to configure that user instead. */
function reportRefusal(error: unknown, email: string): string {
  const messages = refusalMessages(error);
  for (const message of messages) showErrorToast(message);
  if (messages.filter((message) => message.includes(EMAIL_IN_USE)).length === 1) {
    openModal('confirm', {
      title: 'Agregar usuario a proyecto',
      lines: ['El correo ya está en uso. ¿Deseas configurar los proyectos de este usuario?.'],
      onAccept: () => void configureExistingUser(email),
    });
  }
  return messages.join(' ');
}

/** 'Creación de Usuario' (spec 2.16): a new account in a company and some of the caller's projects. */
export function CreateUserDialog() {
  const { user } = useUserDetails();
  const access = useCompanyAccess();
  const { projects } = useProjects();
  const { project: selected } = useSelectedProject();

  // The server wants create_users in every project the new user joins.
  const mayAddTo = (project: Project) =>
    access.isAdministrator || Boolean(project.user_project?.capabilities.includes('create_users'));
  const projectOptions = projects?.filter(mayAddTo);
  const companies = useMemo(
    () => user?.companies.map((entry) => ({ id: entry.company_id, name: entry.company.name })),
    [user],
  );

  const form = useForm<NewUserValues>(
    {
      name: '',
      companyId: selected?.company_id ?? '',
      projectIds: selected && mayAddTo(selected) ? [selected.id] : [],
      avatar: null,
      email: '',
      phone: '',
      address: '',
      defaultJob: DEFAULT_JOB_TYPE_ID,
    },
    validateNewUser,
  );
  const { values } = form;

  const confirm = async () => {
    const sent = await form.submit(
      (current, commandId) =>
        createUser({ ...current, defaultJob: Number(current.defaultJob) }, commandId).then(() => {
          showToast({ variant: 'success', title: 'Usuario creado', text: 'Se ha creado correctamente el usuario' });
        }),
      (error) => reportRefusal(error, values.email),
    );
    if (sent) closeModal();
  };

  return (
    <FormDialog
      title="Creación de Usuario"
      width="xlarge"
      submitting={form.submitting}
      // Refusals show as 'Error' toasts (spec 8), not inside the form.
      failure={null}
      onSubmit={() => void confirm()}
      onCancel={closeModal}
    >
      <TextField form={form} field="name" label="Nombre" required maxLength={120} />
      <CompanySelect
        companies={companies}
        value={values.companyId}
        onChange={(companyId) => form.set('companyId', companyId)}
        onBlur={() => form.touch('companyId')}
        error={form.errorOf('companyId')}
      />
      <ProjectMultiSelect
        label="Proyectos"
        projects={projectOptions}
        selectedIds={values.projectIds}
        onChange={(projectIds) => form.set('projectIds', projectIds)}
        onClose={() => form.touch('projectIds')}
        error={form.errorOf('projectIds')}
        required
      />
      <ImageField form={form} field="avatar" label="Imagen de perfil" />
      <TextField form={form} field="email" label="Email" type="email" required maxLength={254} />
      <TextField form={form} field="phone" label="Teléfono" type="tel" required maxLength={40} />
      <TextField form={form} field="address" label="Dirección" required maxLength={200} />
      <JobTypeSelect
        label="Cargo por defecto"
        withoutAdministratorJobs={!access.isAdministrator}
        value={values.defaultJob}
        onChange={(jobTypeId) => form.set('defaultJob', jobTypeId)}
        onBlur={() => form.touch('defaultJob')}
        error={form.errorOf('defaultJob')}
      />
    </FormDialog>
  );
}
