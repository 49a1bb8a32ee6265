import { nextBell } from '../../client/src/lib/item-rules';
import { visiblePages } from '../../client/src/lib/page-numbers';

describe('the bell of a task (spec 4)', () => {
  it('cycles none → 1 → 2 → 0 → 1', () => {
    expect(nextBell(null)).toBe(1);
    expect(nextBell(1)).toBe(2);
    expect(nextBell(2)).toBe(0);
    expect(nextBell(0)).toBe(1);
  });
});

describe('the numbered page buttons (spec 9: 7 visible)', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(visiblePages(0, 3, 7)).toEqual([0, 1, 2]);
    expect(visiblePages(2, 7, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('centres the current page, and stops at both ends', () => {
    expect(visiblePages(10, 30, 7)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(visiblePages(1, 30, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(visiblePages(29, 30, 7)).toEqual([23, 24, 25, 26, 27, 28, 29]);
  });
});
