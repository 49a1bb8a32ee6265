import type { HistoryItemType } from '../../../../../services/contracts/history-items';
import styles from './history.module.css';
import { HistoryEvents } from './history-events';

export interface HistoryTabProps {
  itemType: HistoryItemType;
  itemId: string;
}

/**
 * The 'Historial' tab of an item's detail. Each panel fetches its own data from the item alone, so
 * more panels (the item on a chosen date, who held the ball) stack here beside the events.
 */
export function HistoryTab({ itemType, itemId }: HistoryTabProps) {
  return (
    <div className={styles.tab}>
      <section className={styles.panel} aria-label="Eventos del historial">
        <h3 className={styles.title}>Eventos</h3>
        <HistoryEvents itemType={itemType} itemId={itemId} />
      </section>
    </div>
  );
}
