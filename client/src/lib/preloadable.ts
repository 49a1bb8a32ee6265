import { type ComponentType, lazy, useState } from 'react';

/** A component whose code is its own chunk, fetched when first shown or earlier by `load`. */
export interface Preloadable<Props extends object> {
  load: () => Promise<ComponentType<Props>>;
  lazy: ComponentType<Props>;
  loaded?: ComponentType<Props>;
}

export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>): Preloadable<Props> {
  const entry: Preloadable<Props> = {
    load: async () => {
      entry.loaded ??= await load();
      return entry.loaded;
    },
    lazy: lazy(async () => ({ default: await entry.load() })),
  };
  return entry;
}

/**
 * The component to render: once its code is here it shows at once, since a suspended one waits
 * for React's reveal throttle (300 ms) even when its chunk arrives sooner. Chosen once per mount,
 * so what is shown never remounts.
 */
export function useLoadedOrLazy<Props extends object>(entry: Preloadable<Props>): ComponentType<Props> {
  const [shown] = useState(() => entry.loaded ?? entry.lazy);
  return shown;
}
