import { SearchIcon } from '@primer/octicons-react';
import { TextInput } from '@primer/react';

const NOT_YET = 'La búsqueda de Tareas y RDI se habilitará cuando existan Tareas y RDI en tus proyectos.';

/** The global search box (spec 2.7); it stays disabled until search over Tareas and RDI exists. */
export function SearchBox() {
  return (
    <TextInput
      type="search"
      aria-label="Búsqueda"
      placeholder="Búsqueda"
      leadingVisual={SearchIcon}
      size="small"
      block
      disabled
      title={NOT_YET}
    />
  );
}
