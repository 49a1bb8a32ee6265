import { can, type ProjectPermissions, useProject } from './api/projects';
import { useCompanyAccess } from './company-access';
import { useSelectedProject } from './selected-project';

/**
 * The selected project with what the user may do in it. The project comes from the list at once
 * and is replaced by its own answer (with the permissions) when that arrives.
 */
export function useSelectedProjectAccess() {
  const selected = useSelectedProject();
  const detail = useProject(selected.projectId);
  const companies = useCompanyAccess();
  const current = detail.project?.id === selected.projectId ? detail.project : undefined;
  const permissions: ProjectPermissions | undefined = current ? detail.permissions : undefined;
  return {
    ...selected,
    project: current ?? selected.project,
    permissions,
    /**
     * Spec 2.6 and 6: the new-project buttons follow the company permission edit_project; without a
     * selected project any company that grants it will do.
     */
    canCreateProject: selected.projectId ? can(permissions, 'edit_project') : companies.canAnywhere('edit_project'),
    reloadProject: detail.reload,
  };
}
