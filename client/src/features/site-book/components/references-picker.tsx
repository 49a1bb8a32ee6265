import { XIcon } from '@primer/octicons-react';
import { Button, FormControl, IconButton, Select, Spinner, TextInput } from '@primer/react';
import { useState } from 'react';
import styles from '../../../components/items.module.css';
import { failureMessage } from '../../../lib/use-form';
import { searchReferences } from '../api/reference-search';
import { REFERENCE_KINDS, withReference } from '../entry-form';
import type { EntryReference, ReferencedItemType } from '../site-book-types';

interface ReferencesPickerProps {
  projectId: string;
  references: readonly EntryReference[];
  onChange: (references: EntryReference[]) => void;
}

/** 'Referencias': tasks, RDI, additionals and Estados de Pago of the project the folio mentions. */
export function ReferencesPicker({ projectId, references, onChange }: ReferencesPickerProps) {
  const [kind, setKind] = useState<ReferencedItemType>('task');
  const [words, setWords] = useState('');
  const [found, setFound] = useState<EntryReference[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const search = async () => {
    setSearching(true);
    setFailure(null);
    try {
      setFound(await searchReferences(projectId, kind, words));
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setSearching(false);
    }
  };

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
          <Select
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as ReferencedItemType);
              setFound(null);
            }}
          >
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
              void search();
            }}
          />
        </FormControl>
        <Button onClick={() => void search()} loading={searching} loadingAnnouncement="Buscando">
          Buscar
        </Button>
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {searching && <Spinner size="small" srText="Buscando referencias" />}
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
