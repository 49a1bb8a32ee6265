import { DownloadIcon, PlusIcon } from '@primer/octicons-react';
import { useState } from 'react';
import { openModal } from '../../../lib/modals';
import { showErrorToast } from '../../../lib/toasts';
import { failureMessage } from '../../../lib/use-form';
import { exportProjectUsers } from '../api/export-project-users';
import { HeaderAction } from './header-action';

interface UserActionsProps {
  projectId: string | null;
  /** The project permission create_users (spec 6). */
  canCreate: boolean;
  compact: boolean;
}

/** The header's user variant (spec 2.6), shown on the users screen. */
export function UserActions({ projectId, canCreate, compact }: UserActionsProps) {
  const [exporting, setExporting] = useState(false);

  const download = async (id: string) => {
    setExporting(true);
    try {
      window.open(await exportProjectUsers(id), '_blank', 'noopener');
    } catch (error) {
      showErrorToast(failureMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      {projectId && (
        <HeaderAction
          icon={DownloadIcon}
          label="Exportar"
          compact={compact}
          loading={exporting}
          onClick={() => void download(projectId)}
        />
      )}
      {canCreate && (
        <HeaderAction icon={PlusIcon} label="Añadir" compact={compact} primary onClick={() => openModal('new-user')} />
      )}
    </>
  );
}
