import { useMemo } from 'react';
import type { ProjectPermissions } from '../../../services/contracts/project';
import { can, useProject } from './api/projects';
import { useCompanyAccess } from './company-access';
import { useSelectedProject } from './selected-project';

/**
 * The selected project with what the user may do in it. The project comes from the list at once
 * and is replaced by its own answer when that arrives.
 *
 * Every capability-driven control follows one live source per kind of capability: company
 * capabilities come from the user's details (as on every other screen, refetched when their
 * company entry changes), project capabilities from the project's answer (refetched when their
 * place in the project changes), as is `can`, what the server says they may do there. The
 * project answer's own copy of the company capabilities is not used: nothing refetches it when
 * only a company entry changes.
 */
export function useSelectedProjectAccess() {
  const selected = useSelectedProject();
  const detail = useProject(selected.projectId);
  const companies = useCompanyAccess();
  const current = detail.project?.id === selected.projectId ? detail.project : undefined;
  const projectCapabilities = current ? detail.permissions?.project : undefined;
  const companyId = current?.company_id;
  const permissions = useMemo<ProjectPermissions | undefined>(
    () =>
      companyId && projectCapabilities && companies.loaded
        ? { company: [...companies.capabilitiesIn(companyId)], project: projectCapabilities }
        : undefined,
    [companies, companyId, projectCapabilities],
  );
  return {
    ...selected,
    project: current ?? selected.project,
    permissions,
    /** What the user may do in the project, as the server decides it; undefined until it answers. */
    can: current ? detail.can : undefined,
    /**
     * Spec 2.6 and 6: the new-project buttons follow the company permission edit_project; without a
     * selected project any company that grants it will do.
     */
    canCreateProject: selected.projectId ? can(permissions, 'edit_project') : companies.canAnywhere('edit_project'),
    reloadProject: detail.reload,
  };
}
