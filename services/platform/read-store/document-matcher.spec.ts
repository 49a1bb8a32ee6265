import { Query } from 'mingo';
import { documentMatcher } from './document-matcher';
import type { Doc, Filter } from './read-store.port';

/** Every field value a read model may hold, against every filter form the fast path takes. */
const values: unknown[] = [
  undefined,
  null,
  'a',
  'b',
  '1',
  1,
  0,
  -0,
  true,
  false,
  [],
  ['a'],
  ['a', 'b'],
  [null],
  [1, '1'],
  [['a']],
  [{ a: 1 }],
  { a: 1 },
];
const scalars = ['a', '1', 1, 0, true, false, null];
const conditions: unknown[] = [
  ...scalars,
  ...scalars.map((s) => ({ $eq: s })),
  ...scalars.map((s) => ({ $ne: s })),
  { $in: [] },
  { $in: ['a'] },
  { $in: ['b', 1] },
  { $in: [null] },
  { $in: [null, 'a'] },
  { $in: [false, 0] },
  { $regex: /a/ },
  { $regex: /^b$|x/i },
  // Forms the fast path leaves to mingo: they must still answer the same.
  { $gt: 0 },
  { $ne: null, $in: ['a'] },
  ['a'],
  { a: 1 },
  { $exists: false },
];
const docs: Doc[] = values.map((value, n) => (value === undefined ? { _id: `d${n}` } : { _id: `d${n}`, f: value }));

describe('matching documents without building a mingo query', () => {
  it.each(conditions.map((condition) => [JSON.stringify(condition), condition]))(
    'f: %s matches what mingo matches',
    (_, condition) => {
      const filter: Filter = { f: condition };
      const query = new Query(filter);
      expect(docs.map(documentMatcher(filter))).toEqual(docs.map((doc) => query.test(doc)));
    },
  );

  it('requires every field of the filter, as mingo does', () => {
    const pairs = docs.flatMap((doc) => docs.map((other) => ({ ...doc, _id: `${doc._id}-${other._id}`, g: other.f })));
    for (const filter of [{ f: 'a', g: null }, { f: { $in: ['a', 1] }, g: { $ne: 'a' } }, { f: 'a', 'g.h': 1 }, {}]) {
      const query = new Query(filter);
      expect(pairs.map(documentMatcher(filter))).toEqual(pairs.map((doc) => query.test(doc)));
    }
  });

  it.each(conditions.map((condition) => [JSON.stringify(condition), condition]))(
    'a dotted path g.f: %s matches what mingo matches, through objects, scalars and arrays on the way',
    (_, condition) => {
      const nested: Doc[] = values.flatMap((value, n) => [
        { _id: `o${n}`, g: value === undefined ? {} : { f: value } },
        { _id: `a${n}`, g: [value === undefined ? {} : { f: value }, { f: 'b' }] },
        { _id: `s${n}`, g: value ?? null },
      ]);
      const filter: Filter = { 'g.f': condition };
      const query = new Query(filter);
      expect(nested.map(documentMatcher(filter))).toEqual(nested.map((doc) => query.test(doc)));
    },
  );

  it('matches an $or of filters as mingo does, with the fields beside it', () => {
    const pairs = docs.flatMap((doc) => docs.map((other) => ({ ...doc, _id: `${doc._id}-${other._id}`, g: other.f })));
    for (const filter of [
      { $or: [{ f: 'a' }, { g: 1 }] },
      { f: { $ne: null }, $or: [{ g: { $in: ['a', 'b'] } }, { 'g.a': 1 }] },
      { $or: [{ f: { $gt: 0 } }, { g: null }] },
    ]) {
      const query = new Query(filter);
      expect(pairs.map(documentMatcher(filter))).toEqual(pairs.map((doc) => query.test(doc)));
    }
  });
});
