/** One share of a ring: where its stroke starts along the circle and how long it is. */
export interface RingSegment {
  offset: number;
  length: number;
}

/** Each value's share of a circle of `circumference`, one after the other from the top. */
export function ringSegments(values: readonly number[], circumference: number): RingSegment[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  let offset = 0;
  return values.map((value) => {
    const length = total > 0 ? (value / total) * circumference : 0;
    const segment = { offset, length };
    offset += length;
    return segment;
  });
}
