import { XIcon } from '@primer/octicons-react';
import { Button, IconButton, Tooltip } from '@primer/react';
import { useLocation } from 'wouter';
import { useMinimizedItems } from '../../../lib/minimized-items';
import { useSelectedProject } from '../../../lib/selected-project';
import styles from './minimized-bar.module.css';

/**
 * The minimized-items bar of the main layout (spec 2.6): forms and items set aside, whatever their
 * type. A click takes the user to the item's project and screen, which reopens it; the × discards it.
 */
export function MinimizedBar() {
  const { items, requestRestore, discard } = useMinimizedItems();
  const { projectId, select } = useSelectedProject();
  const [, navigate] = useLocation();
  if (items.length === 0) return null;
  return (
    <section className={styles.bar} aria-label="Elementos minimizados" data-testid="minimized-bar">
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.id} className={styles.item} data-type={item.type}>
            {/* A long title is cut with an ellipsis; the whole of it shows on hover and on focus. */}
            <Tooltip text={item.title}>
              <Button
                size="small"
                variant="invisible"
                className={styles.title}
                onClick={() => {
                  if (item.projectId !== projectId) select(item.projectId);
                  requestRestore(item.id);
                  navigate(item.route);
                }}
              >
                <span className={styles.titleText}>{item.title}</span>
              </Button>
            </Tooltip>
            <IconButton
              icon={XIcon}
              size="small"
              variant="invisible"
              aria-label={`Descartar ${item.title}`}
              onClick={() => discard(item.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
