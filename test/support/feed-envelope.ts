import type { FeedCatalog } from '../../services/feed/feed-catalog';
import type { StoredEvent } from '../../services/platform/event-store/event-store.port';
import { validate } from '../../services/platform/feed/json-schema';

/** An event as the feed publishes it (null: not published), checked against the schema of the type and version it claims. */
export function checkedEnvelope(catalog: FeedCatalog, event: StoredEvent) {
  const envelope = catalog.toEnvelope(event);
  if (!envelope) return null;
  const published = catalog.schemas().find((s) => s.type === envelope.type && s.version === envelope.version);
  expect([envelope.type, published ? validate(published.schema, envelope.data) : ['no schema']]).toEqual([
    envelope.type,
    [],
  ]);
  return envelope;
}
