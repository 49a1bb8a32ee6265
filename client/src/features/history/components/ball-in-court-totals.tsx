import { Spinner } from '@primer/react';
import tables from '../../../components/data-table.module.css';
import { useBallInCourt } from '../api/ball-in-court';
import { partyKey } from '../ball-in-court-bars';
import styles from './ball-in-court.module.css';
import { formatDays, formatHours, PartyLabel } from './ball-in-court-timeline';

const TITLE = 'Quién tenía la pelota';

/**
 * A project's 'Quién tenía la pelota' (issue 21): every party's hours and days over the tasks, RDI
 * and additionals the reader may see, the most held first, so a manager sees who holds work up.
 */
export function BallInCourtTotals({ projectId }: { projectId: string }) {
  const { turns, error } = useBallInCourt('project', projectId);
  return (
    <section className={styles.section} aria-labelledby={`ball-totals-${projectId}`}>
      <h3 id={`ball-totals-${projectId}`} className={styles.title}>
        {TITLE}
      </h3>
      {error && <p className={styles.muted}>{error.message}</p>}
      {!error && !turns && <Spinner size="small" srText={`Cargando ${TITLE.toLowerCase()}`} />}
      {turns && turns.totals.length === 0 && <p className={styles.muted}>Nadie ha tenido que responder todavía.</p>}
      {turns && turns.totals.length > 0 && (
        <table className={tables.table}>
          <thead>
            <tr>
              <th scope="col">Quién</th>
              <th scope="col" className={tables.numeric}>
                Horas
              </th>
              <th scope="col" className={tables.numeric}>
                Días
              </th>
            </tr>
          </thead>
          <tbody>
            {turns.totals.map((total) => (
              <tr key={partyKey(total.party)}>
                <td>
                  <PartyLabel party={total.party} />
                </td>
                <td className={tables.numeric}>{formatHours(total.hours)}</td>
                <td className={tables.numeric}>{formatDays(total.days)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
