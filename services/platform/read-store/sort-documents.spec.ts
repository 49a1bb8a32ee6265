import { Query } from 'mingo';
import type { Doc } from './read-store.port';
import { sortedByStrings } from './sort-documents';
import { SPANISH_COLLATION } from './spanish-collation';

/** Names with ties, accents, case and characters beyond the basic plane: orders where sorts differ. */
const names = [
  'Ñuñoa',
  'nuñez',
  'Álvarez',
  'alvarez',
  'Zapata',
  'zapata',
  'Émile',
  'Ana',
  'Ana',
  '',
  '𝒜ctor',
  'ﬀ',
  'Ana',
];
const docs: Doc[] = names.map((name, n) => ({ _id: `d${n}`, id: `u${(n * 7) % 5}`, name }));
const mingoOrder = (source: Doc[], sort: Record<string, 1 | -1>) =>
  new Query({}, { collation: SPANISH_COLLATION })
    .find(source)
    .sort(sort)
    .all()
    .map((doc) => (doc as Doc)._id);

describe('sorting documents by string fields without mingo, in the read store’s Spanish collation', () => {
  it('orders keys that differ first by a digit as the collation does (padded numbers, instants, mixed text)', () => {
    const keys = [
      '0000000010',
      '0000000009',
      '10',
      '9',
      '2026-11-24T15:00:00.000Z',
      '2026-11-03T15:00:00.000Z',
      'a1',
      'A2',
      'á3',
      'b',
      '1a',
      '1B',
      '１2',
      '1',
    ];
    const keyed: Doc[] = keys.map((key, n) => ({ _id: `k${n}`, key }));
    for (const direction of [1, -1] as const) {
      expect(sortedByStrings(keyed, { key: direction })?.map((doc) => doc._id)).toEqual(
        mingoOrder(keyed, { key: direction }),
      );
    }
  });

  it('orders names as Spanish does: accents beside their letter, ñ after n, case last', () => {
    const people = ['Sofía Valdés', 'Óscar Tapia', 'ñandú', 'Nora', 'alvaro', 'Álvaro', 'Alvaro'].map((name, n) => ({
      _id: `p${n}`,
      name,
    }));
    expect(sortedByStrings(people, { name: 1 })?.map((doc) => doc.name)).toEqual([
      'alvaro',
      'Alvaro',
      'Álvaro',
      'Nora',
      'ñandú',
      'Óscar Tapia',
      'Sofía Valdés',
    ]);
  });

  it.each([[{ name: 1 }], [{ name: -1 }], [{ name: 1, id: 1 }], [{ name: 1, id: -1 }], [{ id: -1, name: 1 }]] as Array<
    [Record<string, 1 | -1>]
  >)('%j gives mingo’s order, ties as they came', (sort) => {
    expect(sortedByStrings(docs, sort)?.map((doc) => doc._id)).toEqual(mingoOrder(docs, sort));
  });

  it('picks a page as the whole sort would, ties included, in any order the documents come', () => {
    const many = Array.from({ length: 400 }, (_, n) => docs[(n * 7) % docs.length]!).map((doc, n) => ({
      ...doc,
      _id: `m${n}`,
    }));
    for (const source of [many, [...many].reverse()]) {
      for (const sort of [{ name: 1 }, { name: -1, id: 1 }] as Array<Record<string, 1 | -1>>) {
        const whole = mingoOrder(source, sort);
        for (const count of [0, 1, 20, 99]) {
          expect(sortedByStrings(source, sort, count)?.map((doc) => doc._id)).toEqual(whole.slice(0, count));
        }
      }
    }
  });

  it('leaves to mingo a key that is missing or not a string somewhere, and dotted keys', () => {
    expect(sortedByStrings([...docs, { _id: 'x', name: 3 }], { name: 1 })).toBeUndefined();
    expect(sortedByStrings([...docs, { _id: 'y' }], { name: 1 })).toBeUndefined();
    expect(sortedByStrings(docs, { 'info.name': 1 })).toBeUndefined();
  });

  it('does not reorder the list it was given', () => {
    const before = docs.map((doc) => doc._id);
    sortedByStrings(docs, { name: 1 });
    expect(docs.map((doc) => doc._id)).toEqual(before);
  });
});
