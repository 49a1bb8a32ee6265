import { TrashIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import type { ProjectUser } from '../../../../../services/contracts/user-answers';
import { confirmUserRemoval } from '../confirm-user-removal';

interface RemoveUserButtonProps {
  user: ProjectUser;
  project: { id: string; name: string };
}

/** Takes the user out of the project, after asking (spec 2.10). */
export function RemoveUserButton({ user, project }: RemoveUserButtonProps) {
  return (
    <IconButton
      icon={TrashIcon}
      size="small"
      variant="invisible"
      aria-label={`Eliminar a ${user.name} del proyecto`}
      onClick={() => confirmUserRemoval(user, project)}
    />
  );
}
