import type { StoredEvent } from './event-store.port';

/** Turns the payload of one event type at `fromVersion` into its shape at `fromVersion + 1`. Pure. */
export interface Upcaster {
  type: string;
  fromVersion: number;
  upcast(data: Record<string, unknown>): Record<string, unknown>;
}

/**
 * Every upcaster, chained per event type, so a payload written at any version is read at the
 * current one: the version one past the type's last upcaster (1 for a type that never changed).
 */
export class UpcasterRegistry {
  /** Per type, the upcaster from version n at index n - 1. */
  private readonly chains = new Map<string, Upcaster[]>();

  constructor(upcasters: readonly Upcaster[]) {
    for (const upcaster of [...upcasters].sort((a, b) => a.fromVersion - b.fromVersion)) {
      const chain = this.chains.get(upcaster.type) ?? [];
      // A gap or a repeat would read some payloads at the wrong shape: refuse it at start.
      if (upcaster.fromVersion !== chain.length + 1) {
        throw new Error(
          `Upcasters of ${upcaster.type} must go from version 1 up without gaps or repeats; found one from version ${upcaster.fromVersion} after ${chain.length}`,
        );
      }
      chain.push(upcaster);
      this.chains.set(upcaster.type, chain);
    }
  }

  currentVersion(type: string): number {
    return (this.chains.get(type)?.length ?? 0) + 1;
  }

  /** The event at its type's current version; the same object when it already is (or is newer than this code). */
  upcast(event: StoredEvent): StoredEvent {
    const chain = this.chains.get(event.type);
    const from = event.metadata.schemaVersion;
    if (!chain || from > chain.length) return event;
    let data: Record<string, unknown> = { ...event.data };
    for (const upcaster of chain.slice(Math.max(from, 1) - 1)) data = upcaster.upcast(data);
    return { ...event, data, metadata: { ...event.metadata, schemaVersion: chain.length + 1 } };
  }
}
