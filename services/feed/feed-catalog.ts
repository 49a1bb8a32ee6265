import { projectOfEvent, type StoredEvent } from '../platform/event-store/event-store.port';
import type { FeedEnvelope, FeedFamily, PublishedType } from '../platform/feed/feed-family';
import { int, type JsonSchema, nullable, object, str } from '../platform/feed/json-schema';

/** The envelope's own schema: `data` is described per type and version. */
export const ENVELOPE_SCHEMA: JsonSchema = object({
  id: str,
  type: str,
  version: int,
  stream: str,
  position: int,
  occurred_at: str,
  actor: str,
  project_id: nullable(str),
  data: { type: 'object' },
});

export interface PublishedSchema extends PublishedType {
  family: string;
  topic: string;
}

/**
 * The published families as one table: which family maps an internal event, which version of a
 * published type is current (the highest), and every schema consumers may hold.
 */
export class FeedCatalog {
  private readonly byInternalType = new Map<string, FeedFamily>();
  private readonly current = new Map<string, { version: number; family: FeedFamily }>();

  constructor(private readonly families: readonly FeedFamily[]) {
    for (const family of families) {
      for (const internal of Object.keys(family.mappers)) {
        const other = this.byInternalType.get(internal);
        if (other) throw new Error(`${internal} is mapped by the feed families ${other.name} and ${family.name}`);
        this.byInternalType.set(internal, family);
      }
      for (const { type, version } of family.published) {
        const known = this.current.get(type);
        if (known && known.family !== family)
          throw new Error(`${type} is published by ${known.family.name} and ${family.name}`);
        if (!known || version > known.version) this.current.set(type, { version, family });
      }
    }
  }

  /** The integration event an internal event becomes, or null when it is not published. */
  toEnvelope(event: StoredEvent): FeedEnvelope | null {
    const mapped = this.byInternalType.get(event.type)?.mappers[event.type]?.(event);
    if (!mapped) return null;
    const published = this.current.get(mapped.type);
    if (!published) throw new Error(`${event.type} maps to ${mapped.type}, which its family does not publish`);
    const { metadata } = event;
    return {
      id: event.eventId,
      type: mapped.type,
      version: published.version,
      stream: event.stream,
      position: event.position,
      occurred_at: metadata.occurredAt,
      actor: metadata.actorId,
      project_id: projectOfEvent(event) ?? null,
      data: mapped.data,
    };
  }

  /** The Kafka topic of a published type. */
  topicOf(type: string): string {
    const published = this.current.get(type);
    if (!published) throw new Error(`${type} is not a published type`);
    return published.family.topic;
  }

  topics(): string[] {
    return this.families.map((family) => family.topic);
  }

  /** Every published type and version, with its family, topic and schema, ordered by type then version. */
  schemas(): PublishedSchema[] {
    return this.families
      .flatMap((family) => family.published.map((type) => ({ ...type, family: family.name, topic: family.topic })))
      .sort((a, b) => a.type.localeCompare(b.type) || a.version - b.version);
  }
}
