import { countScale } from '../../client/src/components/count-scale';
import { ringSegments } from '../../client/src/features/dashboard/components/ring-segments';

describe('count axes and the dashboard’s ring', () => {
  it('ticks a count axis in whole numbers, one per count while they are few', () => {
    expect(countScale([0, 2, 3, 1])).toEqual({ top: 3 * 1.15, step: 1, ticks: [0, 1, 2, 3] });
  });

  it('ticks larger counts in whole steps, about six of them, with room above the largest', () => {
    const { top, step, ticks } = countScale([40, 13]);
    expect(step).toBe(7);
    expect(ticks).toEqual([0, 7, 14, 21, 28, 35, 42]);
    expect(top).toBeCloseTo(46);
  });

  it('draws an axis up to 1 when every count is 0', () => {
    expect(countScale([0, 0])).toEqual({ top: 1.15, step: 1, ticks: [0, 1] });
  });

  it('lays each share of a ring after the one before it', () => {
    expect(ringSegments([1, 3], 100)).toEqual([
      { offset: 0, length: 25 },
      { offset: 25, length: 75 },
    ]);
  });

  it('gives no share any length when there is nothing to share', () => {
    expect(ringSegments([0, 0], 100)).toEqual([
      { offset: 0, length: 0 },
      { offset: 0, length: 0 },
    ]);
  });
});
