import { Spinner, VisuallyHidden } from '@primer/react';
import type { BallParty } from '../../../../../services/contracts/ball-in-court';
import type { HistoryItemType } from '../../../../../services/contracts/history-items';
import { formatDateTime } from '../../../lib/chile-date';
import { formatNumber } from '../../../lib/format';
import { useBallInCourt } from '../api/ball-in-court';
import { type PartyRow, partyName, turnRows } from '../ball-in-court-bars';
import styles from './ball-in-court.module.css';

const TITLE = 'Quién tenía la pelota';
export const formatHours = (hours: number) => `${formatNumber(hours)} ${hours === 1 ? 'hora' : 'horas'}`;
export const formatDays = (days: number) => `${formatNumber(days, 1)} ${days === 1 ? 'día' : 'días'}`;

/** A person with their job in the project, or a side by its job alone. */
export function PartyLabel({ party }: { party: BallParty }) {
  return (
    <span className={styles.party}>
      <span>{partyName(party)}</span>
      <span className={styles.job}>
        {party.user ? (party.job_type?.name ?? 'Sin cargo en el proyecto') : 'Quien ocupe el cargo'}
      </span>
    </span>
  );
}

function Row({ row }: { row: PartyRow }) {
  const name = partyName(row.party);
  return (
    <li className={styles.row}>
      <PartyLabel party={row.party} />
      <ul className={styles.track} aria-label={`Turnos de ${name}`}>
        {row.bars.map((bar) => {
          const until = bar.to ? formatDateTime(bar.to) : 'ahora';
          const text = `${formatDateTime(bar.from)} – ${until}: ${formatHours(bar.hours)}`;
          return (
            <li
              key={bar.from}
              className={bar.to ? styles.bar : `${styles.bar} ${styles.running}`}
              style={{ left: `${bar.left}%`, width: `${bar.width}%` }}
              title={`${name}, ${text}`}
            >
              <VisuallyHidden>{text}</VisuallyHidden>
            </li>
          );
        })}
      </ul>
      <span className={styles.total}>
        {formatHours(row.hours)} · {formatDays(row.days)}
      </span>
    </li>
  );
}

/**
 * 'Quién tenía la pelota' of a task, an RDI or an additional (issue 21): a bar per turn on its
 * party's row, over the item's life until now, with each party's total in hours and days.
 */
export function BallInCourtTimeline({ itemType, itemId }: { itemType: HistoryItemType; itemId: string }) {
  const { turns, error } = useBallInCourt(itemType, itemId);
  const timeline = turns && turns.intervals.length > 0 ? turnRows(turns) : null;
  const running = turns?.intervals.some((turn) => turn.to === null);
  return (
    <section className={styles.section} aria-labelledby={`ball-${itemId}`}>
      <h3 id={`ball-${itemId}`} className={styles.title}>
        {TITLE}
      </h3>
      {error && <p className={styles.muted}>{error.message}</p>}
      {!error && !turns && <Spinner size="small" srText={`Cargando ${TITLE.toLowerCase()}`} />}
      {turns && !timeline && <p className={styles.muted}>Nadie ha tenido que responder todavía.</p>}
      {timeline && (
        <>
          <ul className={styles.rows}>
            {timeline.rows.map((row) => (
              <Row key={row.key} row={row} />
            ))}
          </ul>
          <div className={styles.row}>
            <span />
            <p className={styles.axis}>
              <span>{formatDateTime(new Date(timeline.start).toISOString())}</span>
              <span>{running ? 'ahora' : formatDateTime(new Date(timeline.end).toISOString())}</span>
            </p>
            <span />
          </div>
        </>
      )}
    </section>
  );
}
