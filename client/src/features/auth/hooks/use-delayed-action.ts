import { useEffect, useRef } from 'react';

/** Runs `action` once, `delayMs` after `active` turns true (the timed redirects of spec 2.4 and 2.5). */
export function useDelayedAction(active: boolean, delayMs: number, action: () => void): void {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
}
