/** A count axis: whole numbers from 0 (never 0,2 … 0,8), at most about six ticks. */
export interface CountScale {
  /** The axis' top, a little above the largest count so its bar does not touch the edge. */
  top: number;
  /** Between two ticks: 1 while the counts are few. */
  step: number;
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
  return { top, step, ticks };
}
