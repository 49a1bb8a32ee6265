import { HistoryIcon, KeyIcon, PencilIcon, ProjectIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Button } from '@primer/react';
import { useState } from 'react';
import type { ProjectPermissions } from '../../../../../services/contracts/project';
import type { ProjectUser } from '../../../../../services/contracts/user-answers';
import { can } from '../../../lib/api/projects';
import { isAdministratorJob } from '../../../lib/company-access';
import { openModal } from '../../../lib/modals';
import { HistoryDialog } from '../../history';

interface UserActionsProps {
  user: ProjectUser;
  /** The signed-in user's capabilities in the project and its company. */
  permissions: ProjectPermissions | undefined;
  /** Whether the signed-in user is an administrator (default job 1 or 8). */
  administrator: boolean;
}

/** The card actions of spec 2.10 but removal, each shown only to who may use it; 'Historial' for administrators. */
export function UserActions({ user, permissions, administrator }: UserActionsProps) {
  const canEdit = can(permissions, 'edit_users');
  // Administrators' profiles are for administrators to edit (the server refuses anyone else).
  const canEditProfile = canEdit && (administrator || !isAdministratorJob(user.info.default_job));
  const canAssignProjects = canEdit && can(permissions, 'set_user_projects');
  const canSetPermissions = can(permissions, 'set_user_permissions');
  const target = { userId: user.id, userName: user.name };
  const openProjectPermissions = () => openModal('user-project-permissions', target);
  const [showingHistory, setShowingHistory] = useState(false);

  return (
    <>
      {canEditProfile && (
        <Button
          size="small"
          leadingVisual={PencilIcon}
          onClick={() =>
            openModal('edit-user', {
              user: { id: user.id, name: user.name, email: user.email, info: user.info, version: user.version },
            })
          }
        >
          Editar
        </Button>
      )}
      {canAssignProjects && (
        <Button
          size="small"
          leadingVisual={ProjectIcon}
          onClick={() => openModal('user-projects', { ...target, defaultJob: user.info.default_job })}
        >
          Proyectos
        </Button>
      )}
      {administrator ? (
        <ActionMenu>
          <ActionMenu.Button size="small" leadingVisual={KeyIcon}>
            Permisos
          </ActionMenu.Button>
          <ActionMenu.Overlay width="small">
            <ActionList>
              <ActionList.Item onSelect={() => openModal('user-company-permissions', target)}>
                Permisos Empresa
              </ActionList.Item>
              <ActionList.Item onSelect={openProjectPermissions}>Permisos Proyecto</ActionList.Item>
            </ActionList>
          </ActionMenu.Overlay>
        </ActionMenu>
      ) : (
        canSetPermissions && (
          <Button size="small" leadingVisual={KeyIcon} onClick={openProjectPermissions}>
            Permisos Proyecto
          </Button>
        )
      )}
      {administrator && (
        <Button size="small" leadingVisual={HistoryIcon} onClick={() => setShowingHistory(true)}>
          Historial
        </Button>
      )}
      {showingHistory && (
        <HistoryDialog
          title={`Historial de ${user.name}`}
          itemType="user"
          itemId={user.id}
          onClose={() => setShowingHistory(false)}
        />
      )}
    </>
  );
}
