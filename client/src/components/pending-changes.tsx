import { Label } from '@primer/react';
import { PENDING_TEXT, REFUSED_TEXT, useOutbox } from '../lib/outbox/outbox';
import type { ChangeTarget, QueuedChange } from '../lib/outbox/outbox-rules';
import styles from './items.module.css';

/**
 * The one place that lays the outbox over what the server last said: a card's mark, a detail's
 * list of changes on their way, a list's items created offline. Features only place these.
 */

const changesOn = (queue: readonly QueuedChange[], itemId: string) =>
  queue.filter((change) => change.target.id === itemId);

const stateText = (change: QueuedChange) => (change.state === 'refused' ? REFUSED_TEXT : PENDING_TEXT);

/** 'Pendiente de envío' on an item with changes waiting; 'No se pudo enviar' once one was refused. */
export function PendingMark({ itemId }: { itemId: string }) {
  const mine = changesOn(useOutbox(), itemId);
  if (!mine.length) return null;
  const refused = mine.some((change) => change.state === 'refused');
  return <Label variant={refused ? 'danger' : 'attention'}>{refused ? REFUSED_TEXT : PENDING_TEXT}</Label>;
}

/** What this person did to the item that the server has not stored yet, in the item's detail. */
export function PendingChanges({ itemId }: { itemId: string }) {
  const mine = changesOn(useOutbox(), itemId);
  if (!mine.length) return null;
  return (
    <ul className={styles.section} aria-label="Cambios pendientes de envío">
      {mine.map((change) => (
        <li key={change.commandId}>
          <Label variant={change.state === 'refused' ? 'danger' : 'attention'}>{stateText(change)}</Label>{' '}
          {change.label}
          {change.preview && `: ${change.preview}`}
        </li>
      ))}
    </ul>
  );
}

/** Items created offline in this project, above the list the server gave, until they are stored. */
export function PendingCreations({ type, projectId }: Pick<ChangeTarget, 'type' | 'projectId'>) {
  const created = useOutbox().filter(
    (change) =>
      change.createdIdAt !== null &&
      change.target.id === change.commandId &&
      change.target.type === type &&
      change.target.projectId === projectId,
  );
  if (!created.length) return null;
  return (
    <ul className={styles.section} aria-label="Creados sin conexión">
      {created.map((change) => (
        <li key={change.commandId}>
          <article aria-label={`${change.label}: ${change.preview}`}>
            <strong>{change.preview}</strong> <Label variant="attention">{stateText(change)}</Label>
          </article>
        </li>
      ))}
    </ul>
  );
}
