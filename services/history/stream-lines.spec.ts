import { newEvent, useTemporaryEventLog } from '../../test/support/event-log';
import type { HistoryReader } from '../platform/history/history-table';
import { StreamCache } from './stream-cache';
import { streamLines } from './stream-lines';

/** A reader that counts how often it folds a stream, each event read as "hizo <n>". */
const countingReader = () => {
  const folds: number[] = [];
  const reader: HistoryReader = {
    itemType: 'task',
    read(events) {
      folds.push(events.length);
      return events.map((event) => ({ event, line: { says: `hizo ${(event.data as { n: number }).n}` } }));
    },
  };
  return { reader, folds };
};

describe('long streams, kept decoded while they do not change', () => {
  const { log } = useTemporaryEventLog();
  const steps = (from: number, count: number) =>
    Array.from({ length: count }, (_, n) =>
      newEvent('Stepped', { n: from + n, tags: ['a'] }, { commandId: `c${from + n}` }),
    );

  it('reads and folds a long stream once while it is unchanged, and again once it has grown', async () => {
    await log().append('task-1', steps(0, 250), -1);
    const cache = new StreamCache(log());
    const { reader, folds } = countingReader();
    expect((await streamLines(cache, 'task-1', reader)).read).toHaveLength(250);
    await streamLines(cache, 'task-1', reader);
    expect(folds).toEqual([250]);

    await log().append('task-1', steps(250, 1), 249);
    const grown = await streamLines(cache, 'task-1', reader);
    expect(folds).toEqual([250, 251]);
    expect(grown.read.at(-1)?.line.says).toBe('hizo 250');
    expect(grown.people).toEqual(new Set(['tester']));
  });

  it('hands out kept events frozen through and through, so no caller can change the next answer', async () => {
    await log().append('task-2', steps(0, 200), -1);
    const [first] = await new StreamCache(log()).read('task-2');
    expect(() => (first!.data as { tags: string[] }).tags.push('b')).toThrow(TypeError);
  });

  it('reads a short stream afresh every time', async () => {
    await log().append('task-3', steps(0, 3), -1);
    const cache = new StreamCache(log());
    const { reader, folds } = countingReader();
    await streamLines(cache, 'task-3', reader);
    await streamLines(cache, 'task-3', reader);
    expect(folds).toEqual([3, 3]);
  });
});
