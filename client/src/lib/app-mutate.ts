import { useEffect } from 'react';
import { mutate as defaultCacheMutate, type ScopedMutator, useSWRConfig } from 'swr';
import { dropStartedReads } from './preload-answer';

/**
 * The app's cache has its own provider (the read cache kept offline), and SWR's exported `mutate`
 * acts on SWR's default cache only. Code outside React (the live connection, a command's reload)
 * revalidates through this one, bound to the app's cache once its SWRConfig mounts.
 */
let bound: ScopedMutator = defaultCacheMutate;

export const appMutate: ScopedMutator = ((...args: Parameters<ScopedMutator>) => {
  dropStartedReads(args[0]);
  return bound(...args);
}) as ScopedMutator;

/** Rendered inside the app's SWRConfig: binds `appMutate` to its cache. */
export function BindAppMutate(): null {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    bound = mutate;
  }, [mutate]);
  return null;
}
