import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The width in CSS pixels of the element `ref` points at, followed as it resizes; `initial` until
 * it is measured (before the first layout, and where ResizeObserver is missing).
 */
export function useElementWidth(ref: RefObject<Element | null>, initial: number): number {
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
