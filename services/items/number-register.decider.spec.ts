import { deciderSpec } from '../../test/support/given-when-then';
import { fold } from '../platform/commands/decider';
import type { NumberTaken } from './item.events';
import { numberRegister, takenBy } from './number-register.decider';

// Two made-up kinds: a plain one, and one that notes a code and takes typed entries (as RDI subjects).
type PlainEvent = NumberTaken<'PlainNumberTaken', 'plainId'>;
const plain = numberRegister<PlainEvent>({
  name: 'plain-numbers',
  schemaVersions: { PlainNumberTaken: 1 },
  taken: 'PlainNumberTaken',
  itemKey: 'plainId',
});
type RichEvent =
  | NumberTaken<'RichNumberTaken', 'richId', { code: string; typedEntries: number }>
  | { type: 'RichEntryAdded'; data: { projectId: string; entryId: number; name: string } };
const rich = numberRegister<RichEvent>({
  name: 'rich-register',
  schemaVersions: { RichNumberTaken: 1, RichEntryAdded: 1 },
  taken: 'RichNumberTaken',
  itemKey: 'richId',
  typedEntries: { added: 'RichEntryAdded', idKey: 'entryId', countKey: 'typedEntries', from: 1000 },
});

const plainTaken = (plainId: string, number: number): PlainEvent => ({
  type: 'PlainNumberTaken',
  data: { projectId: 'p1', plainId, number },
});
const richTaken = (richId: string, number: number, typedEntries: number, code = ''): RichEvent => ({
  type: 'RichNumberTaken',
  data: { projectId: 'p1', richId, number, code, typedEntries },
});
const entryAdded = (entryId: number, name: string): RichEvent => ({
  type: 'RichEntryAdded',
  data: { projectId: 'p1', entryId, name },
});

describe('a number register', () => {
  const givenPlain = deciderSpec(plain.decider);
  const givenRich = deciderSpec(rich.decider);

  it('gives the first item of a project number 1', () =>
    givenPlain([])
      .when({ type: 'TakeNumber', projectId: 'p1', itemId: 'a' })
      .thenEvents([plainTaken('a', 1)]));

  it('gives the next number after the last one taken', () =>
    givenPlain([plainTaken('a', 1), plainTaken('b', 2)])
      .when({ type: 'TakeNumber', projectId: 'p1', itemId: 'c' })
      .thenEvents([plainTaken('c', 3)]));

  it("writes the kind's notes on the number event as sent", () =>
    givenRich([])
      .when({ type: 'TakeNumber', projectId: 'p1', itemId: 'a', notes: { code: 'AD-001' } })
      .thenEvents([richTaken('a', 1, 0, 'AD-001')]));

  it('adds a typed entry numbered after the fixed ones, before the number that counts it', () =>
    givenRich([entryAdded(1001, 'Hormigones'), richTaken('a', 1, 1)])
      .when({ type: 'TakeNumber', projectId: 'p1', itemId: 'b', notes: { code: '' }, typed: 'Moldajes' })
      .thenEvents([entryAdded(1002, 'Moldajes'), richTaken('b', 2, 2)]));

  it('knows both counts from its newest event alone, which is always a number taken', () => {
    expect(rich.foldsFromLastEvent).toBe(true);
    return givenRich([richTaken('c', 9, 3)])
      .when({ type: 'TakeNumber', projectId: 'p1', itemId: 'd', notes: { code: '' }, typed: 'Aguas lluvia' })
      .thenEvents([entryAdded(1004, 'Aguas lluvia'), richTaken('d', 10, 4)]);
  });

  it('adds no entry when none was typed, nor for a kind that takes none', () => {
    givenRich([])
      .when({ type: 'TakeNumber', projectId: 'p1', itemId: 'a', notes: { code: '' }, typed: null })
      .thenEvents([richTaken('a', 1, 0)]);
    givenPlain([])
      .when({ type: 'TakeNumber', projectId: 'p1', itemId: 'a', typed: 'Moldajes' })
      .thenEvents([plainTaken('a', 1)]);
  });

  it('folds a whole stream to the same state as its newest event', () =>
    expect(fold(rich.decider, [entryAdded(1001, 'Hormigones'), richTaken('a', 1, 1), richTaken('b', 2, 1)])).toEqual(
      fold(rich.decider, [richTaken('b', 2, 1)]),
    ));

  it('reads what a registration took from its events', () => {
    expect(takenBy(rich, [entryAdded(1002, 'Moldajes'), richTaken('b', 2, 2)])).toEqual({ number: 2, entryId: 1002 });
    expect(takenBy(plain, [plainTaken('c', 3)])).toEqual({ number: 3, entryId: 0 });
    expect(takenBy(plain, [])).toEqual({ number: 0, entryId: 0 });
  });
});
