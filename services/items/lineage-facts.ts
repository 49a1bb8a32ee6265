import type { StoredEvent } from '../platform/event-store/event-store.port';

/**
 * What an additional's amount lineage (issue 19) learns from the items it starts from: a possible
 * additional opened or deleted, the RDI it was sent to, an RDI raised or deleted. The features that
 * own those items translate their own events into these facts and list the translation in their
 * manifests; the composition root hands the translations to the lineage projection.
 */
export type LineageFact =
  | { kind: 'possible-additional-opened'; taskId: string; projectId: string; number: number; title: string }
  | { kind: 'source-deleted'; taskId: string }
  | { kind: 'sent-to-rdi'; taskId: string; rdiId: string; rdiNumber: number }
  | { kind: 'rdi-raised'; taskId: string | null; rdiId: string; number: number; title: string }
  | { kind: 'rdi-deleted'; rdiId: string };

/** One item type's translation of its events into lineage facts. */
export interface LineageFacts {
  /** The event types it reads. */
  handles: readonly string[];
  /** The fact one of those events tells, or null when it tells none (a task that is no possible additional). */
  factOf(event: StoredEvent): LineageFact | null;
}
