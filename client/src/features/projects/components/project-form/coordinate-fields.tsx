import { InfoIcon } from '@primer/octicons-react';
import { TextField } from '../../../../components/text-field';
import type { FormState } from '../../../../lib/use-form';
import styles from './project-form.module.css';
import type { ProjectValues } from './project-values';

interface CoordinateFieldsProps {
  form: FormState<ProjectValues>;
  /** The deployment has a map but this browser cannot draw it. */
  browserCannotShowMap: boolean;
}

/** The project's position typed in, where no map can be shown. */
export function CoordinateFields({ form, browserCannotShowMap }: CoordinateFieldsProps) {
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        {/* An example as a caption, not a placeholder: a placeholder would look like a value filled in. */}
        <TextField form={form} field="latitude" label="Latitud" inputMode="decimal" caption="Ej.: -33,45" />
        <TextField form={form} field="longitude" label="Longitud" inputMode="decimal" caption="Ej.: -70,66" />
      </div>
      <p className={styles.note}>
        <InfoIcon size={16} />
        {browserCannotShowMap
          ? 'Este navegador no puede mostrar el mapa. Si quieres ubicar el proyecto, ingresa su latitud y longitud.'
          : 'El mapa no está disponible. Si quieres ubicar el proyecto, ingresa su latitud y longitud.'}
      </p>
    </div>
  );
}
