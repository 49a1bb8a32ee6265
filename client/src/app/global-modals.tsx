import { ConfirmDialog } from '../components/confirm-dialog';
import { NewCompanyDialog } from '../features/companies/components/new-company-dialog';
import { CloseProjectDialog } from '../features/projects/components/close-project-dialog';
import { EditProjectDialog } from '../features/projects/components/project-form/edit-project-dialog';
import { NewProjectDialog } from '../features/projects/components/project-form/new-project-dialog';
import { CompanyPermissionsDialog } from '../features/users/components/company-permissions-dialog';
import { CreateUserDialog } from '../features/users/components/create-user-dialog';
import { EditUserDialog } from '../features/users/components/edit-user-dialog';
import { ProjectPermissionsDialog } from '../features/users/components/project-permissions-dialog';
import { UserProjectsDialog } from '../features/users/components/user-projects-dialog';
import { type OpenModal, useOpenModals } from '../lib/modals';

/** One open dialog, drawn by the feature that owns it. */
function GlobalModal({ modal }: { modal: OpenModal }) {
  switch (modal.name) {
    case 'new-project':
      return <NewProjectDialog />;
    case 'edit-project':
      return <EditProjectDialog {...modal.props} />;
    case 'new-company':
      return <NewCompanyDialog {...modal.props} />;
    case 'close-project':
      return <CloseProjectDialog {...modal.props} />;
    case 'new-user':
      return <CreateUserDialog />;
    case 'edit-user':
      return <EditUserDialog {...modal.props} />;
    case 'user-project-permissions':
      return <ProjectPermissionsDialog {...modal.props} />;
    case 'user-company-permissions':
      return <CompanyPermissionsDialog {...modal.props} />;
    case 'user-projects':
      return <UserProjectsDialog {...modal.props} />;
    case 'confirm':
      return <ConfirmDialog {...modal.props} />;
    default: {
      // Every dialog name has its case: a new one fails to compile until it is drawn here.
      const undrawn: never = modal;
      return undrawn;
    }
  }
}

/** Spec 2.12: the dialogs any screen can open, bottom first so the last opened sits on top. */
export function GlobalModals() {
  return useOpenModals().map((modal) => <GlobalModal key={modal.id} modal={modal} />);
}
