/** A count axis: whole numbers from 0 (never 0,2 … 0,8), at most about six ticks. */
export interface CountScale {
  /** The axis' top, a little above the largest count so its bar does not touch the edge. */
  top: number;
  ticks: number[];
}

/** Headroom above the largest count, as a share of it. */
const HEADROOM = 0.15;

export function countScale(counts: readonly number[]): CountScale {
  const largest = Math.max(1, ...counts);
  const step = Math.max(1, Math.ceil(largest / 6));
  const top = largest * (1 + HEADROOM);
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += step) ticks.push(tick);
  return { top, ticks };
}

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
