import { withoutId } from './without-id';

describe('the fields of a document an answer shows', () => {
  it('are every field but _id, in their order, sharing their values in a new object', () => {
    const tags = ['a'];
    const doc = { name: 'Ana', _id: 'u1', tags, id: 'u1' };

    const fields = withoutId(doc);

    expect(Object.keys(fields)).toEqual(['name', 'tags', 'id']);
    expect(fields.tags).toBe(tags);
    expect(doc).toEqual({ name: 'Ana', _id: 'u1', tags, id: 'u1' });
  });
});
