import { ArchiveIcon, ProjectIcon } from '@primer/octicons-react';
import { Blankslate } from '@primer/react/experimental';

/** A project listing with nothing in it: open (spec 2.8's text) or closed (spec 2.9's). */
export function EmptyProjects({ closed }: { closed: boolean }) {
  const Visual = closed ? ArchiveIcon : ProjectIcon;
  return (
    <Blankslate border spacious data-testid="empty-projects">
      <Blankslate.Visual>
        <Visual size="medium" />
      </Blankslate.Visual>
      <Blankslate.Heading as="h2">
        {closed ? 'No hay proyectos cerrados' : 'No hay proyectos asociados a tu cuenta'}
      </Blankslate.Heading>
      <Blankslate.Description>
        {closed
          ? 'Los proyectos que cierres aparecerán aquí y podrás restaurarlos cuando lo necesites.'
          : 'Crea uno con «Nuevo Proyecto» o pide al administrador de tu empresa que te asigne a un proyecto.'}
      </Blankslate.Description>
    </Blankslate>
  );
}
