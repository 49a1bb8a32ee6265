import type { Stored, StoredEvent } from '../event-store/event-store.port';
import type { JsonSchema } from './json-schema';

/**
 * The feed for company systems publishes integration events: a versioned subset of the log in
 * words of its own, never the internal event types. Each feature declares its family beside its
 * events (`services/tasks/task.feed.ts`), named by its item type's manifest.
 */

/** One published type at one version, with the JSON Schema of its `data`. */
export interface PublishedType {
  type: string;
  version: number;
  description: string;
  schema: JsonSchema;
}

/** What a mapper makes of an internal event: a published type (at its newest version) and its data. */
export interface Mapped {
  type: string;
  data: Record<string, unknown>;
}

type Mapper = (event: StoredEvent) => Mapped | null;

/** A family of integration events: one Kafka topic, its published types, and the internal events it maps. */
export interface FeedFamily {
  name: string;
  topic: string;
  /** Every version ever published of every type: a version stays listed once consumers may hold it. */
  published: readonly PublishedType[];
  /** Per internal event type, its mapper; null leaves that event out of the feed. */
  mappers: Readonly<Record<string, Mapper>>;
}

/** The mappers of a feature's events, each typed by its event; unlisted events are not published. */
export type FeedMappers<E extends { type: string; data: object }> = {
  [T in E['type']]?: (event: Stored<Extract<E, { type: T }>>) => Mapped | null;
};

/** A feature's family, its mappers checked against the feature's own event types. */
export const feedFamily = <E extends { type: string; data: object }>(family: {
  name: string;
  topic: string;
  published: readonly PublishedType[];
  mappers: FeedMappers<E>;
}): FeedFamily =>
  // Safe: the feed calls a mapper only with events of the type it is keyed by.
  ({ ...family, mappers: family.mappers as unknown as Record<string, Mapper> });

/** The envelope every integration event travels in, through `GET /api/feed` and Kafka alike. */
export interface FeedEnvelope {
  /** The internal event's id: the same on every read and every re-publication, for consumers to deduplicate. */
  id: string;
  type: string;
  version: number;
  /** The item's stream (`task-<id>`): events of one stream keep their order (Kafka: the message key). */
  stream: string;
  /** Global position in the log: the cursor. */
  position: number;
  occurred_at: string;
  /** Id of the user who did it. */
  actor: string;
  project_id: string | null;
  data: Record<string, unknown>;
}
