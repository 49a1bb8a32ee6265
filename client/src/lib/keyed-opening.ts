import { useCallback, useState } from 'react';

/**
 * A form that opens afresh each time: each opening has its own `key`, so one opened over an open
 * form (a draft reopened from the bar) replaces it.
 */
export function useKeyedOpening<T extends object>() {
  const [opening, setOpening] = useState<(T & { key: number }) | null>(null);
  const open = useCallback((value: T) => setOpening((current) => ({ ...value, key: (current?.key ?? 0) + 1 })), []);
  const close = useCallback(() => setOpening(null), []);
  return { opening, open, close };
}
