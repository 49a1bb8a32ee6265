import { PlusIcon, XIcon } from '@primer/octicons-react';
import { Button, FormControl, IconButton, TextInput } from '@primer/react';
import { type KeyboardEvent, useId, useState } from 'react';
import styles from './project-form.module.css';

/** The server's limits for the list and for each name. */
const MAX_SPECIALTIES = 50;
const MAX_NAME_LENGTH = 80;

interface SpecialtiesFieldProps {
  specialties: string[];
  onChange: (specialties: string[]) => void;
}

/** Spec 2.13: an optional list; a name is added with Enter or the button, and each can be removed. */
export function SpecialtiesField({ specialties, onChange }: SpecialtiesFieldProps) {
  const id = useId();
  const [text, setText] = useState('');
  const name = text.trim();
  const repeated = specialties.some((specialty) => specialty.toLocaleLowerCase() === name.toLocaleLowerCase());
  const full = specialties.length >= MAX_SPECIALTIES;
  const problem = repeated
    ? 'Esa especialidad ya está en la lista'
    : full
      ? 'Puede haber hasta 50 especialidades'
      : null;

  const add = () => {
    if (!name || problem) return;
    onChange([...specialties, name]);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the name; it must not send the whole form.
    event.preventDefault();
    add();
  };

  return (
    <div className={styles.stack}>
      <FormControl id={id}>
        <FormControl.Label>Especialidades</FormControl.Label>
        <div className={styles.withButton}>
          <TextInput
            id={id}
            block
            value={text}
            maxLength={MAX_NAME_LENGTH}
            placeholder="Ej.: Obra gruesa"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            validationStatus={name && problem ? 'error' : undefined}
          />
          <Button leadingVisual={PlusIcon} onClick={add} disabled={!name || Boolean(problem)}>
            Agregar
          </Button>
        </div>
        {name && problem ? (
          <FormControl.Validation variant="error">{problem}</FormControl.Validation>
        ) : (
          <FormControl.Caption>Escribe una especialidad y presiona Enter o Agregar.</FormControl.Caption>
        )}
      </FormControl>
      {specialties.length > 0 && (
        <ul className={styles.chips} aria-label="Especialidades agregadas">
          {specialties.map((specialty) => (
            <li key={specialty} className={styles.chip}>
              <span>{specialty}</span>
              <IconButton
                icon={XIcon}
                size="small"
                variant="invisible"
                aria-label={`Quitar ${specialty}`}
                onClick={() => onChange(specialties.filter((other) => other !== specialty))}
                unsafeDisableTooltip
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
