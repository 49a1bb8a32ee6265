import { InfoIcon } from '@primer/octicons-react';
import { TextField } from '../../../../components/text-field';
import type { FormState } from '../../../../lib/use-form';
import styles from './project-form.module.css';
import type { ProjectValues } from './project-values';

interface CoordinateFieldsProps {
  form: FormState<ProjectValues>;
  /** The deployment has a map token but this browser cannot draw the map. */
  mapUnavailable: boolean;
}

/** The project's position typed in, where no map can be shown. */
export function CoordinateFields({ form, mapUnavailable }: CoordinateFieldsProps) {
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <TextField form={form} field="latitude" label="Latitud" inputMode="decimal" placeholder="-33.4489" />
        <TextField form={form} field="longitude" label="Longitud" inputMode="decimal" placeholder="-70.6693" />
      </div>
      <p className={styles.note}>
        <InfoIcon size={16} />
        {mapUnavailable
          ? 'Este navegador no puede mostrar el mapa (necesita WebGL): ingresa la latitud y longitud.'
          : 'El mapa necesita un MAPBOX_TOKEN en la configuración: mientras tanto ingresa la latitud y longitud.'}
      </p>
    </div>
  );
}
