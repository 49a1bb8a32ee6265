import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('keeps at most its capacity, forgetting the entry set longest ago', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 3);
    map.set('c', 4);
    expect([map.get('a'), map.get('b'), map.get('c'), map.size]).toEqual([3, undefined, 4, 2]);
  });

  it('forgets an entry deleted', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.delete('a');
    expect(map.get('a')).toBeUndefined();
  });
});
