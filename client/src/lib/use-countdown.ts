import { useEffect, useRef, useState } from 'react';

/**
 * Spec 4, cancel windows: `start` begins a countdown of `seconds`; at 0 `onDone` runs; `cancel`
 * stops it. `left` is the seconds still to go, or null when none runs. `toggle` is a confirm
 * button's click: a second click during the window cancels it; otherwise `begin` runs (it checks
 * the form and starts the countdown when it is valid).
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

  const running = left !== null;
  const cancel = () => setLeft(null);
  const toggle = (begin: () => void) => (running ? cancel() : begin());
  return { left, start: () => setLeft(seconds), cancel, toggle, running };
}
