import { Flash, FormControl, Spinner, TextInput } from '@primer/react';
import { Fragment, useState } from 'react';
import type { AsOfAnswer } from '../../../../../services/contracts/history-as-of';
import type { HistoryItemType } from '../../../../../services/contracts/history-items';
import { DateInput } from '../../../components/date-input';
import { RichText } from '../../../components/rich-text';
import { chileInstant, chileToday, formatDateTime, formatDay, parseDay } from '../../../lib/chile-date';
import { useAsOf } from '../api/as-of';
import { type PastItem, pastLines } from './as-of-fields';
import styles from './as-of-panel.module.css';

/** A time names its whole minute: '10:05' shows the item after what happened at 10:05:59. */
const REST_OF_MINUTE_MS = 59_999;

/** Now in Chile, as the picker shows it: the day DD-MM-YYYY and the time HH:MM. */
function chileNow() {
  const now = formatDateTime(new Date().toISOString());
  return { day: formatDay(chileToday()), time: now.slice(now.indexOf(' ') + 1) };
}

/**
 * 'Ver como estaba el': a day and a time (Chile's) and the item as its detail showed it then,
 * main fields with their labels. It opens on now; moving the date back shows the old values.
 */
export function AsOfPanel({ itemType, itemId }: { itemType: HistoryItemType; itemId: string }) {
  const [picked, setPicked] = useState(chileNow);
  const day = parseDay(picked.day);
  const instant = day ? chileInstant(day, picked.time) : null;
  const at = instant && new Date(instant.getTime() + REST_OF_MINUTE_MS).toISOString();
  const { data, error, isLoading } = useAsOf(itemType, itemId, at);

  return (
    <section className={styles.panel} aria-label="Ver como estaba">
      <div className={styles.picker}>
        <FormControl className={styles.day}>
          <FormControl.Label>Ver como estaba el</FormControl.Label>
          <DateInput
            value={picked.day}
            onChange={(value) => setPicked({ ...picked, day: value })}
            validationStatus={day ? undefined : 'error'}
          />
        </FormControl>
        <FormControl className={styles.time}>
          <FormControl.Label>a las</FormControl.Label>
          <TextInput
            value={picked.time}
            onChange={(event) => setPicked({ ...picked, time: event.target.value })}
            placeholder="HH:MM"
            inputMode="numeric"
            maxLength={5}
            block
            validationStatus={instant || !day ? undefined : 'error'}
          />
        </FormControl>
        {isLoading && <Spinner size="small" srText="Cargando cómo estaba" />}
      </div>
      {!instant && <p className={styles.note}>Escribe una fecha DD-MM-AAAA y una hora HH:MM.</p>}
      {instant && error && (
        <Flash variant="danger">{error instanceof Error ? error.message : 'No se pudo cargar.'}</Flash>
      )}
      {instant && data && !error && <PastState itemType={itemType} answer={data} />}
    </section>
  );
}

function PastState({ itemType, answer }: { itemType: HistoryItemType; answer: AsOfAnswer<PastItem> }) {
  if (!answer.item) return <p className={styles.note}>No existía a esa fecha.</p>;
  return (
    <>
      {answer.events_before === 1 && <p className={styles.note}>Sin cambios aún a esa fecha: así se creó.</p>}
      {answer.events_after === 0 && answer.events_before > 1 && (
        <p className={styles.note}>Sin cambios desde esa fecha: así está hoy.</p>
      )}
      <dl className={styles.fields}>
        {pastLines(itemType, answer.item).map((line) => (
          <Fragment key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.rich ? <RichText source={line.value} /> : line.value}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}
