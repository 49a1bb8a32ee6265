import { SearchIcon } from '@primer/octicons-react';
import { TextInput } from '@primer/react';

/** What the box says while it cannot search yet: visible to everyone, not only on hover. */
const SEARCH_NOT_YET = 'La búsqueda llegará con Consultas y RDI';

/** The global search box (spec 2.7); it stays disabled until search over Tareas and RDI exists. */
export function SearchBox() {
  return (
    <TextInput
      type="search"
      aria-label="Búsqueda"
      placeholder={SEARCH_NOT_YET}
      leadingVisual={SearchIcon}
      size="small"
      block
      disabled
    />
  );
}
