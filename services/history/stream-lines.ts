import type { EventStore } from '../platform/event-store/event-store.port';
import { type HistoryReader, peopleIn, type ReadEvent } from '../platform/history/history-table';

/** A stream's history as read once: its lines, and everyone they name (actors included). */
export interface StreamLines {
  read: readonly ReadEvent[];
  people: ReadonlySet<string>;
}

/** Streams shorter than this are read again each time: cheaper than what keeping them costs. */
const KEPT_FROM_EVENTS = 200;
/** Long streams kept at most, the least recently asked for let go first. */
const KEPT_STREAMS = 50;

function linesOf(reader: HistoryReader, events: Parameters<HistoryReader['read']>[0]): StreamLines {
  const read = reader.read(events);
  const people = new Set<string>();
  for (const { event, line } of read) {
    people.add(event.metadata.actorId);
    for (const text of [line.says, ...(line.changes ?? []).flatMap((c) => [c.before ?? '', c.after ?? ''])]) {
      for (const id of peopleIn(text)) people.add(id);
    }
  }
  return { read, people };
}

/**
 * Each long stream's read history, kept while the stream is unchanged (its newest revision, one
 * indexed read, tells): a task of a thousand events is folded and scanned once, not on every call.
 */
export class StreamLinesCache {
  private readonly kept = new Map<string, { revision: number; lines: StreamLines }>();

  constructor(private readonly events: EventStore) {}

  async lines(stream: string, reader: HistoryReader): Promise<StreamLines> {
    const kept = this.kept.get(stream);
    if (kept && kept.revision === (await this.events.readLastEvent(stream))?.revision) {
      // Asked for again: the most recent in the map's order, the last to be let go.
      this.kept.delete(stream);
      this.kept.set(stream, kept);
      return kept.lines;
    }
    const events = await this.events.readStream(stream);
    const lines = linesOf(reader, events);
    const last = events.at(-1);
    if (last && events.length >= KEPT_FROM_EVENTS) {
      this.kept.delete(stream);
      this.kept.set(stream, { revision: last.revision, lines });
      if (this.kept.size > KEPT_STREAMS) this.kept.delete(this.kept.keys().next().value as string);
    }
    return lines;
  }
}
