import type { StoredEvent } from '../platform/event-store/event-store.port';
import { type HistoryReader, peopleIn, type ReadEvent } from '../platform/history/history-table';
import type { StreamCache } from './stream-cache';

/** A stream's history as read once: its lines, and everyone they name (actors included). */
export interface StreamLines {
  read: readonly ReadEvent[];
  people: ReadonlySet<string>;
}

function linesOf(reader: HistoryReader, events: readonly StoredEvent[]): StreamLines {
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

/** Each kept stream's lines, by its events (a stream's kept events are one array while it is unchanged). */
const linesByEvents = new WeakMap<readonly StoredEvent[], StreamLines>();

/**
 * A stream's history: its lines and the people they name, read once per version of a long
 * stream (the stream cache keeps its events; a task of a thousand events is not folded and
 * scanned again on every call).
 */
export async function streamLines(cache: StreamCache, stream: string, reader: HistoryReader): Promise<StreamLines> {
  const events = await cache.read(stream);
  const kept = linesByEvents.get(events);
  if (kept) return kept;
  const lines = linesOf(reader, events);
  if (Object.isFrozen(events)) linesByEvents.set(events, lines);
  return lines;
}
