import { PlusIcon, ProjectIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { Blankslate } from '@primer/react/experimental';
import { openModal } from '../../../lib/modals';

/** Spec 2.8: the dashboard of a user without open projects. */
export function NoProjects({ canCreate }: { canCreate: boolean }) {
  return (
    <Blankslate border spacious data-testid="no-projects">
      <Blankslate.Visual>
        <ProjectIcon size="medium" />
      </Blankslate.Visual>
      <Blankslate.Heading as="h2">No hay proyectos asociados a tu cuenta</Blankslate.Heading>
      <Blankslate.Description>
        {canCreate ? 'Crea tu primer proyecto' : 'Pide al administrador de tu empresa que te asigne a un proyecto.'}
      </Blankslate.Description>
      {canCreate && (
        <Button variant="primary" leadingVisual={PlusIcon} onClick={() => openModal('new-project')}>
          Nuevo Proyecto
        </Button>
      )}
    </Blankslate>
  );
}
