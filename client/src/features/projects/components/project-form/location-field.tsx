import { Spinner } from '@primer/react';
import { lazy, Suspense, useState } from 'react';
import { TextField } from '../../../../components/text-field';
import { useClientConfig } from '../../../../lib/api/catalogs';
import type { FormState } from '../../../../lib/use-form';
import { CoordinateFields } from './coordinate-fields';
import styles from './project-form.module.css';
import { type Position, type ProjectValues, typedPosition } from './project-values';

// mapbox-gl and its styles are heavy: they load only when a map is shown.
const MapPicker = lazy(() => import('./map-picker'));

interface LocationFieldProps {
  form: FormState<ProjectValues>;
  /** A new project may start where the browser says the user is. */
  locateUser: boolean;
}

/**
 * Dirección and the project's position: a map with a marker when the deployment has a map token,
 * else the latitude and longitude typed in (spec 2.13).
 */
export function LocationField({ form, locateUser }: LocationFieldProps) {
  const { mapboxToken, loaded } = useClientConfig();
  // A browser without WebGL cannot draw the map: the typed coordinates stand in for it.
  const [mapFailed, setMapFailed] = useState(false);
  const position = typedPosition(form.values);

  const move = ({ latitude, longitude }: Position) => {
    form.set('latitude', latitude.toFixed(6));
    form.set('longitude', longitude.toFixed(6));
  };

  return (
    <div className={styles.stack}>
      <TextField form={form} field="address" label="Dirección" required maxLength={300} />
      {!loaded ? null : mapboxToken && !mapFailed ? (
        <Suspense fallback={<Spinner size="small" srText="Cargando mapa" />}>
          <MapPicker
            token={mapboxToken}
            position={position}
            locateUser={locateUser}
            onMove={move}
            onUnavailable={() => setMapFailed(true)}
          />
        </Suspense>
      ) : (
        <CoordinateFields form={form} browserCannotShowMap={Boolean(mapboxToken)} />
      )}
    </div>
  );
}
