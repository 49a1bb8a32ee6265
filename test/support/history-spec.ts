import type { HistoryReader } from '../../services/platform/history/history-table';
import { withNames } from '../../services/platform/history/history-table';
import { stored } from './projection-spec';

/** The people the history specs name. */
const NAMES: Record<string, string> = { ana: 'Ana Pérez', rita: 'Rita Soto', omar: 'Omar Díaz' };
const named = (text: string | null) => (text === null ? null : withNames(text, (id) => NAMES[id] ?? id));

/**
 * given(events).thenReads(lines): a history table reads as the spec does. Each line is what the
 * event says after the actor's name, its changes with people named, and whose own mark it is.
 */
export const historySpec = (reader: HistoryReader) => (events: Array<{ type: string; data: object }>) => ({
  thenReads(
    expected: Array<{ says: string; changes?: Array<[string, string | null, string | null]>; ownMark?: string }>,
  ) {
    const read = reader.read(events.map((event) => stored(event.type, event.data)));
    expect(
      read.map(({ line, ownMark }) => ({
        says: named(line.says),
        changes: (line.changes ?? []).map((c) => [c.field, named(c.before), named(c.after)]),
        ...(ownMark === undefined ? {} : { ownMark }),
      })),
    ).toEqual(expected.map((line) => ('says' in line ? { changes: [], ...line } : line)));
  },
});
