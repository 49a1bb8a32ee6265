import type { StoredEvent } from './event-store.port';

/** Turns the payload of one event type at `fromVersion` into its shape at `fromVersion + 1`. Pure. */
export interface Upcaster {
  type: string;
  fromVersion: number;
  upcast(data: Record<string, unknown>): Record<string, unknown>;
}

/**
 * Brings a value an older log holds, which today's door refuses (an impossible or out-of-range
 * day, a number past its range), to the nearest value every reader can fold. It runs on every
 * version of its type, after the upcasters, and answers the same `data` when it repairs nothing.
 * The log itself is never rewritten: its hash chain and audit stay as written.
 */
export interface ValueRepair {
  type: string;
  repair(data: Record<string, unknown>, event: StoredEvent): Record<string, unknown>;
}

/**
 * Every upcaster, chained per event type, so a payload written at any version is read at the
 * current one: the version one past the type's last upcaster (1 for a type that never changed);
 * then the type's value repairs.
 */
export class UpcasterRegistry {
  /** Per type, the upcaster from version n at index n - 1. */
  private readonly chains = new Map<string, Upcaster[]>();
  private readonly repairs = new Map<string, Array<ValueRepair['repair']>>();

  constructor(upcasters: readonly Upcaster[], repairs: readonly ValueRepair[] = []) {
    for (const { type, repair } of repairs) this.repairs.set(type, [...(this.repairs.get(type) ?? []), repair]);
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

  /**
   * The event at its type's current version, its values repaired; the same object when it needs
   * neither (or is newer than this code).
   */
  upcast(event: StoredEvent): StoredEvent {
    const upcast = this.toCurrentVersion(event);
    const repairs = this.repairs.get(event.type);
    if (!repairs) return upcast;
    const data = repairs.reduce((repaired, repair) => repair(repaired, upcast), upcast.data as Record<string, unknown>);
    return data === upcast.data ? upcast : { ...upcast, data };
  }

  private toCurrentVersion(event: StoredEvent): StoredEvent {
    const chain = this.chains.get(event.type);
    const from = event.metadata.schemaVersion;
    if (!chain || from > chain.length) return event;
    let data: Record<string, unknown> = { ...event.data };
    for (const upcaster of chain.slice(Math.max(from, 1) - 1)) data = upcaster.upcast(data);
    return { ...event, data, metadata: { ...event.metadata, schemaVersion: chain.length + 1 } };
  }
}
