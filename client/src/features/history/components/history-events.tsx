import { Checkbox, FormControl, Spinner } from '@primer/react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { HistoryEvent } from '../../../../../services/contracts/history';
import type { HistoryItemType } from '../../../../../services/contracts/history-items';
import { formatDateTime } from '../../../lib/chile-date';
import { folioLink } from '../../../lib/item-links';
import { useHistory } from '../api/get-history';
import styles from './history.module.css';

const shown = (value: string | null) => value ?? '—';

/** Where the item an event is about opens (a book's line opens the folio it signed). */
const OPENS: Partial<Record<HistoryItemType, (id: string) => string>> = { site_book_entry: folioLink };

/** The event's sentence, a link to the item it is about when it names one the app opens. */
function Summary({ event }: { event: HistoryEvent }) {
  const opens = event.item && OPENS[event.item.item_type]?.(event.item.item_id);
  return <div>{opens ? <Link href={opens}>{event.summary}</Link> : event.summary}</div>;
}

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

/** When the event happened; for a change made without signal, when it was made and when it reached the server. */
function EventTime({ event }: { event: HistoryEvent }) {
  const received = <time dateTime={event.at}>{formatDateTime(event.at)}</time>;
  if (!event.made_at) return received;
  return (
    <>
      Hecho sin conexión el <time dateTime={event.made_at}>{formatDateTime(event.made_at)}</time> · recibido el{' '}
      {received}
    </>
  );
}

/** 'Mostrar mis aperturas': the reader's own openings and bell marks, folded away by default. */
function OwnMarksToggle({
  count,
  shown,
  onChange,
}: {
  count: number;
  shown: boolean;
  onChange: (shown: boolean) => void;
}) {
  if (count === 0) return null;
  return (
    <FormControl>
      <Checkbox checked={shown} onChange={(event) => onChange(event.target.checked)} />
      <FormControl.Label>Mostrar mis aperturas ({count})</FormControl.Label>
    </FormControl>
  );
}

/** The item's events, oldest first: when (Chile), who with their job and what (one sentence), and the changes. */
export function HistoryEvents({ itemType, itemId }: { itemType: HistoryItemType; itemId: string }) {
  const { events, error, isLoading } = useHistory(itemType, itemId);
  const [ownMarksShown, setOwnMarksShown] = useState(false);
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
  const ownMarks = events.filter((event) => event.own_mark).length;
  const listed = ownMarksShown ? events : events.filter((event) => !event.own_mark);
  return (
    <>
      <OwnMarksToggle count={ownMarks} shown={ownMarksShown} onChange={setOwnMarksShown} />
      <ol className={styles.events} aria-label="Eventos">
        {listed.map((event) => (
          <li key={event.position} className={styles.event}>
            <div className={styles.meta}>
              <EventTime event={event} />
            </div>
            {/* The sentence names who did it, with their job. */}
            <Summary event={event} />
            <Changes changes={event.changes} />
          </li>
        ))}
      </ol>
    </>
  );
}
