import { copyDocument } from './copy-document';

describe('copying a read-model document', () => {
  it('copies every level, so changing the copy leaves the original as it was', () => {
    const original = { _id: 'p1', name: 'Obra', tags: ['u1', 'u2'], details: { currency: { id: 2 } }, geo: null };
    const copy = copyDocument(original);
    expect(copy).toEqual(original);
    copy.tags.push('u3');
    copy.details.currency.id = 3;
    expect(original.tags).toEqual(['u1', 'u2']);
    expect(original.details.currency.id).toBe(2);
  });

  it('keeps a field named __proto__ a field', () => {
    const original = JSON.parse('{"_id":"x","__proto__":{"polluted":true}}') as Record<string, unknown>;
    const copy = copyDocument(original);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['_id', '__proto__']);
  });

  it('copies values that are not plain JSON as structuredClone does', () => {
    const original = { _id: 'x', at: new Date('2026-11-24T00:00:00Z') };
    const copy = copyDocument(original);
    expect(copy.at).toEqual(original.at);
    expect(copy.at).not.toBe(original.at);
  });
});
