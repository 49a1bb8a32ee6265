import { Button, VisuallyHidden } from '@primer/react';
import { openModal } from '../../../lib/modals';
import type { ForecastDay } from '../api/get-weather';
import { useProjectWeather } from '../api/get-weather';
import { DashboardCard } from './dashboard-card';
import styles from './weather-card.module.css';

const DAY = new Intl.DateTimeFormat('es-CL', { weekday: 'short', day: 'numeric', timeZone: 'America/Santiago' });

interface WeatherCardProps {
  project: {
    id: string;
    address?: string | null;
    geo?: { latitude: number; longitude: number } | null;
  };
  /** edit_project: the card offers 'Agregar ciudad' (the project form's address). */
  canEdit: boolean;
}

/** Spec 2.8: the 5-day forecast, by the project's coordinates or its city. */
export function WeatherCard({ project, canEdit }: WeatherCardProps) {
  const place = project.geo ? `${project.geo.latitude},${project.geo.longitude}` : (project.address ?? '');
  const { weather, error } = useProjectWeather(project.id, place);
  const status = error ? 'unavailable' : weather?.status;
  return (
    <DashboardCard id="weather-card" title={weather?.data ? `Clima en ${weather.data.city.name}` : 'Clima'}>
      {!status && <p className={styles.muted}>Cargando pronóstico</p>}
      {status === 'ok' && weather?.data && <ForecastDays days={weather.data.list} />}
      {status === 'not_configured' && <p className={styles.muted}>El pronóstico del tiempo no está configurado.</p>}
      {status === 'unavailable' && <p className={styles.muted}>El pronóstico no está disponible en este momento.</p>}
      {status === 'no_location' &&
        (canEdit ? (
          <div className={styles.hint}>
            <p className={styles.muted}>Agrega la ciudad del proyecto para ver el pronóstico.</p>
            <Button size="small" onClick={() => openModal('edit-project', { projectId: project.id })}>
              Agregar ciudad
            </Button>
          </div>
        ) : (
          <p className={styles.muted}>
            Pide al administrador del proyecto que agregue la ciudad para ver el pronóstico.
          </p>
        ))}
    </DashboardCard>
  );
}

function ForecastDays({ days }: { days: ForecastDay[] }) {
  return (
    <ul className={styles.days} aria-label="Pronóstico de 5 días">
      {days.map((day) => {
        const sky = day.weather[0]?.description ?? '';
        return (
          <li key={day.dt} className={styles.day}>
            <span className={styles.date}>{DAY.format(new Date(day.dt * 1000))}</span>
            <span className={styles.sky}>{sky}</span>
            <span className={styles.temperatures}>
              <VisuallyHidden>máx. </VisuallyHidden>
              <span className={styles.high}>{day.main.temp_max}°</span> <VisuallyHidden>mín. </VisuallyHidden>
              <span className={styles.low}>{day.main.temp_min}°</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
