import { XIcon } from '@primer/octicons-react';
import { Button, FormControl, IconButton, Select, Spinner, TextInput } from '@primer/react';
import { useState } from 'react';
import styles from '../../../components/items.module.css';
import { failureMessage } from '../../../lib/use-form';
import { useCitableItems } from '../api/reference-search';
import { REFERENCE_KINDS, withReference } from '../entry-form';
import type { EntryReference, ReferencedItemType } from '../site-book-types';

interface ReferencesPickerProps {
  projectId: string;
  references: readonly EntryReference[];
  onChange: (references: EntryReference[]) => void;
}

/**
 * 'Referencias': tasks, RDI, additionals and Estados de Pago of the project the folio mentions. Each
 * type offers its newest items at once; 'Buscar' asks the server for the words typed.
 */
export function ReferencesPicker({ projectId, references, onChange }: ReferencesPickerProps) {
  const [kind, setKind] = useState<ReferencedItemType>('task');
  const [words, setWords] = useState('');
  const [asked, setAsked] = useState('');
  const { found, error, isLoading } = useCitableItems(projectId, kind, asked);
  const search = () => setAsked(words);

  return (
    <fieldset className={styles.section}>
      <legend className={styles.label}>Referencias</legend>
      {references.length > 0 && (
        <ul className={styles.plainList} aria-label="Referencias elegidas">
          {references.map((reference) => (
            <li key={`${reference.item_type}-${reference.item_id}`} className={styles.row}>
              <span>{reference.label}</span>
              <IconButton
                icon={XIcon}
                size="small"
                variant="invisible"
                aria-label={`Quitar ${reference.label}`}
                onClick={() => onChange(references.filter((other) => other !== reference))}
              />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.row}>
        <FormControl>
          <FormControl.Label>Tipo de referencia</FormControl.Label>
          <Select value={kind} onChange={(event) => setKind(event.target.value as ReferencedItemType)}>
            {REFERENCE_KINDS.map((option) => (
              <Select.Option key={option.type} value={option.type}>
                {option.name}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
        <FormControl>
          <FormControl.Label>Buscar referencia</FormControl.Label>
          <TextInput
            value={words}
            placeholder="Número o título"
            onChange={(event) => setWords(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches here instead of sending the folio's form.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              search();
            }}
          />
        </FormControl>
        <Button onClick={search} loading={isLoading} loadingAnnouncement="Buscando">
          Buscar
        </Button>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {failureMessage(error)}
        </p>
      )}
      {isLoading && <Spinner size="small" srText="Buscando referencias" />}
      {found && found.length === 0 && <p className={styles.empty}>Sin resultados.</p>}
      {found && found.length > 0 && (
        <ul className={styles.plainList} aria-label="Resultados de la búsqueda">
          {found.map((reference) => (
            <li key={reference.item_id} className={styles.row}>
              <span>{reference.label}</span>
              <Button size="small" onClick={() => onChange(withReference(references, reference))}>
                Agregar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
