import type { HistoryItemType } from '../../../../../services/contracts/history-items';
import { AsOfPanel } from './as-of-panel';
import { BallInCourtTimeline } from './ball-in-court-timeline';
import { BallInCourtTotals } from './ball-in-court-totals';
import styles from './history.module.css';
import { HistoryEvents } from './history-events';

export interface HistoryTabProps {
  itemType: HistoryItemType;
  itemId: string;
}

/** The items whose turns are told (the others have nobody who must act: 422 on the server). */
const WITH_TURNS: ReadonlySet<HistoryItemType> = new Set(['task', 'rdi', 'additional']);

/**
 * The 'Historial' tab of an item's detail. Each panel fetches its own data from the item alone:
 * the item as it stood on a chosen date, who held the ball (a project's totals by party), then the
 * events.
 */
export function HistoryTab({ itemType, itemId }: HistoryTabProps) {
  return (
    <div className={styles.tab}>
      <AsOfPanel itemType={itemType} itemId={itemId} />
      {WITH_TURNS.has(itemType) && (
        <div className={styles.panel}>
          <BallInCourtTimeline itemType={itemType} itemId={itemId} />
        </div>
      )}
      {itemType === 'project' && (
        <div className={styles.panel}>
          <BallInCourtTotals projectId={itemId} />
        </div>
      )}
      <section className={styles.panel} aria-label="Eventos del historial">
        <h3 className={styles.title}>Eventos</h3>
        <HistoryEvents itemType={itemType} itemId={itemId} />
      </section>
    </div>
  );
}
