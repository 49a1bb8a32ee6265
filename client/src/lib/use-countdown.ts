import { useEffect, useRef, useState } from 'react';

/**
 * Spec 4, cancel windows: `start` begins a countdown of `seconds`; at 0 `onDone` runs; `cancel`
 * stops it. `left` is the seconds still to go, or null when none runs.
 */
export function useCountdown(seconds: number, onDone: () => void) {
  const [left, setLeft] = useState<number | null>(null);
  const latest = useRef(onDone);
  latest.current = onDone;

  useEffect(() => {
    if (left === null) return;
    if (left === 0) {
      setLeft(null);
      latest.current();
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1_000);
    return () => clearTimeout(timer);
  }, [left]);

  return { left, start: () => setLeft(seconds), cancel: () => setLeft(null), running: left !== null };
}
