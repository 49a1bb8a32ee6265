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
];

describe('applying update operators', () => {
  it.each(cases)('%s: same result as mingo', (_, update) => {
    const fast = applyUpdate(base(), update);
    const reference = base();
    mingoUpdate(reference, update, undefined, undefined, { cloneMode: 'deep' });
    expect(fast).toEqual(reference);
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
