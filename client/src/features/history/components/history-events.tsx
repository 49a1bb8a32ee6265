import { Spinner } from '@primer/react';
import type { HistoryEvent } from '../../../../../services/contracts/history';
import type { HistoryItemType } from '../../../../../services/contracts/history-items';
import { formatDateTime } from '../../../lib/chile-date';
import { useHistory } from '../api/get-history';
import styles from './history.module.css';

const shown = (value: string | null) => value ?? '—';

/** The fields an event changed, folded away until asked for. */
function Changes({ changes }: { changes: HistoryEvent['changes'] }) {
  if (changes.length === 0) return null;
  return (
    <details className={styles.changes}>
      <summary>{changes.length === 1 ? 'Ver 1 cambio' : `Ver ${changes.length} cambios`}</summary>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Campo</th>
            <th scope="col">Antes</th>
            <th scope="col">Después</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row">{change.field}</th>
              <td>{shown(change.before)}</td>
              <td>{shown(change.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The item's events, oldest first: when (Chile), who with their job, what, and the changes. */
export function HistoryEvents({ itemType, itemId }: { itemType: HistoryItemType; itemId: string }) {
  const { events, error, isLoading } = useHistory(itemType, itemId);
  if (error) {
    return (
      <p role="alert" className={styles.error}>
        {error.message}
      </p>
    );
  }
  if (!events && isLoading) {
    return (
      <p className={styles.meta}>
        <Spinner size="small" srText={null} /> Cargando historial…
      </p>
    );
  }
  if (!events || events.length === 0) return <p className={styles.meta}>Sin eventos registrados.</p>;
  return (
    <ol className={styles.events} aria-label="Eventos">
      {events.map((event) => (
        <li key={event.position} className={styles.event}>
          <div className={styles.meta}>
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            {' · '}
            {event.actor.job ? `${event.actor.name} (${event.actor.job})` : event.actor.name}
          </div>
          <div>{event.summary}</div>
          <Changes changes={event.changes} />
        </li>
      ))}
    </ol>
  );
}
