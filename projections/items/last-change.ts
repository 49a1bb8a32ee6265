import type { StoredEvent } from '../../services/platform/event-store/event-store.port';

/**
 * When an item last changed, for its document's `updated_at`. `unchanging` are the type's events
 * that tell about the item without changing it: a person's own marks (seen, bell, subscription,
 * reminders) and a sending by e-mail. They keep the time before, so a list ordered by last change
 * does not move when someone merely looks.
 */
export const lastChange = (
  unchanging: readonly string[],
  event: Pick<StoredEvent, 'type' | 'metadata'>,
  before: string,
): string => (unchanging.includes(event.type) ? before : event.metadata.occurredAt);
