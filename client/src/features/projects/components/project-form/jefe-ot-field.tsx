import { PersonIcon } from '@primer/octicons-react';
import { Autocomplete, FormControl } from '@primer/react';
import { type ReactElement, useId } from 'react';
import type { FormState } from '../../../../lib/use-form';
import { type FoundUser, USER_SEARCH_MIN_LENGTH, useUserSearch } from '../../api/search-users-by-email';
import styles from './project-form.module.css';
import type { ProjectValues } from './project-values';

interface UserItem {
  id: string;
  text: string;
  trailingVisual: ReactElement;
  metadata: FoundUser;
}

const toItem = (user: FoundUser): UserItem => ({
  id: user.id,
  text: user.name,
  trailingVisual: <span className={styles.email}>{user.email}</span>,
  metadata: user,
});

/** The server already matched name or e-mail: the menu shows every user it found. */
const everyItem = () => true;

/** Spec 2.13 and 5: the optional project lead of a new project, searched by name or e-mail. */
export function JefeOtField({ form }: { form: FormState<ProjectValues> }) {
  const labelId = useId();
  const { jefeOt, jefeOtQuery } = form.values;
  // Once a user is picked the text is their name: nothing more to search.
  const { users, searching } = useUserSearch(jefeOt ? '' : jefeOtQuery);
  const error = form.errorOf('jefeOtQuery');
  const short = jefeOtQuery.trim().length < USER_SEARCH_MIN_LENGTH;

  const pick = (selected: UserItem | UserItem[]) => {
    const item = Array.isArray(selected) ? selected[0] : selected;
    if (!item) return;
    form.set('jefeOt', item.metadata);
    form.set('jefeOtQuery', item.metadata.name);
  };

  return (
    <FormControl>
      <FormControl.Label id={labelId}>Usuario Jefe OT</FormControl.Label>
      <Autocomplete>
        <Autocomplete.Input
          block
          leadingVisual={PersonIcon}
          value={jefeOtQuery}
          placeholder="Nombre o email"
          onChange={(event) => {
            form.set('jefeOtQuery', event.target.value);
            form.set('jefeOt', null);
          }}
          onBlur={() => form.touch('jefeOtQuery')}
          validationStatus={error ? 'error' : undefined}
        />
        <Autocomplete.Overlay>
          <Autocomplete.Menu
            aria-labelledby={labelId}
            items={short ? [] : users.map(toItem)}
            selectedItemIds={jefeOt ? [jefeOt.id] : []}
            selectionVariant="single"
            filterFn={everyItem}
            onSelectedChange={pick}
            // Primer's loading spinner reads 'Loading': the empty text says it in Spanish instead.
            emptyStateText={
              short ? 'Escribe al menos 5 caracteres' : searching ? 'Buscando usuarios…' : 'No se encontraron usuarios'
            }
          />
        </Autocomplete.Overlay>
      </Autocomplete>
      {error ? (
        <FormControl.Validation variant="error">{error}</FormControl.Validation>
      ) : (
        <FormControl.Caption>Escribe al menos 5 caracteres del nombre o email.</FormControl.Caption>
      )}
    </FormControl>
  );
}
