import { update as mingoUpdate } from 'mingo';
import { applyUpdate } from './apply-update';
import type { Doc, UpdateOperators } from './read-store.port';

const base = (): Doc => ({ _id: 'd', name: 'a', info: { phone: '1' }, tags: ['x'], count: 1, items: [{ id: 1 }] });

/** The fast path must give exactly what mingo (the Mongo semantics reference here) gives. */
const cases: Array<[string, UpdateOperators]> = [
  ['$set top level and dotted, creating parents', { $set: { name: 'b', 'info.phone': '2', 'new.deep.field': true } }],
  ['$unset', { $unset: { name: '', 'info.phone': '' } }],
  ['$inc existing and missing', { $inc: { count: 2, other: 5 } }],
  ['$push a value and an object', { $push: { tags: 'y', items: { id: 2 } } }],
  ['$push into a missing array', { $push: { fresh: 1 } }],
  ['$addToSet keeps values unique', { $addToSet: { tags: 'x', 'info.list': 'z' } }],
  ['$pull by value and by object', { $pull: { tags: 'x', items: { id: 1 } } }],
  ['several operators at once', { $set: { name: 'c' }, $inc: { count: -1 }, $push: { tags: 'w' } }],
  ['modifiers go to mingo: $push $each', { $push: { tags: { $each: ['p', 'q'] } } }],
  ['modifiers go to mingo: $pull with a condition', { $pull: { items: { id: { $gte: 1 } } } }],
  ['other operators go to mingo: $max', { $max: { count: 10 } }],
  ['$set into an array element by index keeps the array', { $set: { 'items.0.id': 5, 'tags.0': 'w' } }],
  ['$set a numeric segment of a missing path makes a document', { $set: { 'fresh.0.b': 1 } }],
  ['$inc an array element', { $inc: { 'items.0.id': 2 } }],
  ['$unset an array element nulls it; a missing path stays missing', { $unset: { 'tags.0': '', 'no.such': '' } }],
  ['$push and $pull inside an array element', { $push: { 'items.0.notes': 'n' }, $pull: { 'tags.0': 'x' } }],
];

/**
 * MongoDB's answers for paths with numbers, stated here: past the end of an array MongoDB pads
 * with nulls, where mingo leaves holes.
 */
const mongoAnswers: Array<[UpdateOperators, Partial<Doc>]> = [
  [{ $set: { 'items.0.id': 5 } }, { items: [{ id: 5 }] }],
  [{ $set: { 'tags.3': 'z' } }, { tags: ['x', null, null, 'z'] }],
  [{ $set: { 'items.2.id': 3 } }, { items: [{ id: 1 }, null, { id: 3 }] }],
  [{ $set: { 'fresh.0.b': 1 } }, { fresh: { '0': { b: 1 } } }],
  [{ $inc: { 'items.0.id': 2 } }, { items: [{ id: 3 }] }],
  [{ $inc: { 'items.1.id': 2 } }, { items: [{ id: 1 }, { id: 2 }] }],
  [{ $inc: { 'items.3.id': 2 } }, { items: [{ id: 1 }, null, null, { id: 2 }] }],
  [{ $unset: { 'tags.0': '' } }, { tags: [null] }],
];

describe('applying update operators', () => {
  it.each(cases)('%s: same result as mingo, the document given left as it was', (_, update) => {
    const given = base();
    const fast = applyUpdate(given, update);
    const reference = base();
    mingoUpdate(reference, update, undefined, undefined, { cloneMode: 'deep' });
    expect(fast).toEqual(reference);
    expect(given).toEqual(base());
  });

  it('copies only what the update reaches: the rest is shared with the document given', () => {
    const given = base();
    const updated = applyUpdate(given, { $set: { 'info.phone': '2' }, $push: { tags: 'y' }, $addToSet: { tags: 'x' } });
    expect(updated).not.toBe(given);
    expect(updated.info).not.toBe(given.info);
    expect(updated.tags).toEqual(['x', 'y']);
    expect(updated.items).toBe(given.items);
    // A value already in the set changes nothing, so nothing is copied for it.
    expect(applyUpdate(given, { $addToSet: { tags: 'x' } }).tags).toBe(given.tags);
  });

  it.each(mongoAnswers)('%j gives what MongoDB gives', (update, expected) => {
    expect(applyUpdate(base(), update)).toMatchObject(expected);
  });

  it('refuses, as MongoDB does, a path through a value that is not a document, and leaves the document as it was', () => {
    const refused: UpdateOperators[] = [
      { $set: { 'name.first': 'Ana' } },
      { $inc: { 'tags.count': 1 } },
      { $push: { 'tags.0.more': 1 } },
      { $max: { 'count.top': 1 } },
    ];
    for (const update of refused) {
      const doc = base();
      expect(() => applyUpdate(doc, update)).toThrow('Cannot create field');
      expect(doc).toEqual(base());
    }
  });

  it('copies values in, so later changes to the argument do not leak into the document', () => {
    const value = { list: [1] };
    const doc = applyUpdate(base(), { $set: { value } });
    value.list.push(2);
    expect(doc.value).toEqual({ list: [1] });
  });

  it('refuses $inc on a non-number and leaves the document as it was', () => {
    const doc = base();
    expect(() => applyUpdate(doc, { $set: { name: 'cambiado' }, $inc: { name: 1 } })).toThrow();
    expect(doc).toEqual(base());
  });
});
