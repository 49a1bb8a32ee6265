import { useCompanyAccess } from '../../../../lib/company-access';
import { selectProject } from '../../../../lib/stored-project';
import { showToast } from '../../../../lib/toasts';
import { createProject } from '../../api/save-project';
import { ProjectFormDialog } from './project-form-dialog';
import { newProjectValues, type ProjectValues, toProjectInput } from './project-values';

/** Creates a project in one of the user's companies that grant create_project, then selects it. */
export function NewProjectDialog() {
  const access = useCompanyAccess();
  const companies = access.companiesWith('create_project').map((entry) => ({
    id: entry.company_id,
    name: entry.company.name,
  }));
  const [only] = companies;

  const save = async (values: ProjectValues, commandId: string) => {
    const project = await createProject(toProjectInput(values), values.jefeOt?.id ?? null, commandId);
    selectProject(project.id);
    showToast({
      variant: 'success',
      title: 'Proyecto creado',
      text: `Se ha creado correctamente el proyecto «${values.name.trim()}».`,
    });
  };

  return (
    <ProjectFormDialog
      mode="new"
      initial={newProjectValues(companies.length === 1 && only ? only.id : '')}
      companies={companies}
      canCreateCompany={access.canAnywhere('create_company')}
      save={save}
    />
  );
}
